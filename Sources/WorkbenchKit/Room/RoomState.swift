import Diffing
import Foundation

/// What the dashboard shows, made from every stored result: a row per learner with a light per
/// check, and a summary per exercise. Names, messages and diffs stay text: the page puts them
/// in with `textContent`, and a diff comes as HTML the tour's escaping wrote.
struct RoomState: Codable, Equatable, Sendable {
    struct Light: Codable, Equatable, Sendable {
        var id: Int
        /// Seconds since the room's first result.
        var at: Double
        /// red (tests fail), amber (does not compile) or green (solved).
        var light: String
        var exercise: String
        var predict: String?
        /// "run" for a watch's run (a small light, its detail at /api/runs/<id>); nil for a
        /// check.
        var kind: String?
        /// Under TCR, what followed the run: committed, unchanged or reverted.
        var tcr: String?
        /// On a golf hole, the strokes after the run.
        var strokes: Int?
    }

    /// What TCR did for a learner: the green runs it committed and the others it reverted.
    struct TCRCount: Codable, Equatable, Sendable {
        var commits: Int
        var reverts: Int
    }

    /// A learner's card on a golf hole, as their latest run on it says.
    struct Hole: Codable, Equatable, Sendable {
        var name: String
        var strokes: Int
        var par: Int
        var done: Bool
    }

    struct Learner: Codable, Equatable, Sendable {
        var name: String
        var exercise: String
        var lights: [Light]
        /// Seconds since the last green, if there was one.
        var sinceGreen: Double?
        /// Seconds on the current exercise without a green since its first check.
        var stuckFor: Double?
        /// Over `stuckAfter` on the current exercise without a green, and not away.
        var stuck: Bool
        /// Nothing sent for `awayAfter`: gone quiet, not stuck.
        var away: Bool
        /// Seconds since the last check or run.
        var quietFor: Double
        /// What TCR did, when the learner's watch runs under it.
        var tcr: TCRCount?
    }

    struct Exercise: Codable, Equatable, Sendable {
        var exercise: String
        var title: String
        var reached: Int
        var solved: Int
        /// The median, over learners who solved it, of the seconds from their first check of
        /// it to their first green.
        var medianToGreen: Double?
        var predictions: Int
        var predictionsTrue: Int
        /// The golf cards played on it, the holes done first, fewest strokes first.
        var holes: [Hole] = []
    }

    /// The detail of one check, for a click on its light.
    struct Detail: Codable, Equatable, Sendable {
        var id: Int
        var name: String
        var light: String
        var result: CheckResult?
        /// What did not pass, in words: failing tests with their message, build errors, missed
        /// mutants and remaining dead code.
        var failures: [String]
        /// The learner's diff against the reference, side by side as the tour draws it.
        var diffHTML: String

        init(row: RoomStore.Row) {
            id = row.id
            name = row.name
            light = RoomState.light(row.status)
            let result = try? JSONDecoder().decode(CheckResult.self, from: Data(row.result.utf8))
            self.result = result
            failures =
                (result?.testGroups ?? []).flatMap(\.tally.failing).map {
                    $0.name + ($0.message.isEmpty ? "" : ": " + $0.message)
                } + (result?.buildErrors ?? [])
                + (result?.mutants?.missed.map { "not caught: " + $0 } ?? [])
                + (result?.deadCode?.remaining.map { "still there: " + $0 } ?? [])
            diffHTML = RoomState.sideBySide(
                row.diff,
                sides: row.step == 0
                    ? ("The exercise as given", "\(row.name)'s tests")
                    : ("The step's solution", "\(row.name)'s code"))
        }
    }

    /// A learner is stuck after this long on one exercise without a green.
    static let stuckAfter = 600.0
    /// A learner who has sent nothing for this long is away, no longer counted stuck.
    static let awayAfter = 900.0

    var start: Double?
    var now: Double
    var movedTo: String?
    var learners: [Learner]
    var exercises: [Exercise]

    /// The state of `rows` (the checks) and `runs` (the watches' runs), at `now`.
    init(rows: [RoomStore.Row], runs: [RoomStore.RunRow] = [], now: Date, movedTo: String?) {
        let start = (rows.map(\.received) + runs.map(\.received)).min()
        self.start = start
        self.now = now.timeIntervalSince1970
        self.movedTo = movedTo?.isEmpty == false ? movedTo : nil
        var byName: [String: [Event]] = [:]
        var order: [String] = []
        let events =
            (rows.map(Event.check) + runs.map(Event.run)).sorted {
                ($0.received, $0.isCheck ? 1 : 0) < ($1.received, $1.isCheck ? 1 : 0)
            }
        for event in events {
            if byName[event.name] == nil { order.append(event.name) }
            byName[event.name, default: []].append(event)
        }
        let seconds = now.timeIntervalSince1970
        let learners = order.map { name in
            let mine = byName[name] ?? []
            let last = mine.last!
            let current = mine.reversed().prefix { $0.exercise == last.exercise }
            let firstOnIt = current.last?.received ?? last.received
            let greenOnIt = current.contains(where: \.isGreen)
            let lastGreen = mine.last(where: \.isGreen)
            let stuckFor = greenOnIt ? nil : seconds - firstOnIt
            let away = seconds - last.received >= Self.awayAfter
            let moves = mine.compactMap(\.tcr)
            return Learner(
                name: name, exercise: last.exercise,
                lights: mine.map { $0.light(since: start ?? 0) },
                sinceGreen: lastGreen.map { seconds - $0.received },
                stuckFor: stuckFor, stuck: !away && (stuckFor ?? 0) > Self.stuckAfter, away: away,
                quietFor: seconds - last.received,
                tcr: moves.isEmpty
                    ? nil
                    : TCRCount(
                        commits: moves.filter { $0 == "committed" }.count,
                        reverts: moves.filter { $0 == "reverted" }.count))
        }
        // In order of need: the stuck, longest first; then the longest without a green (since
        // the last, or since the first check); then by name.
        let firstCheck = byName.mapValues { $0.first!.received }
        func need(_ learner: Learner) -> (Int, Double, String) {
            let withoutGreen = learner.sinceGreen ?? (seconds - firstCheck[learner.name]!)
            return (
                learner.stuck ? 0 : 1, learner.stuck ? -(learner.stuckFor ?? 0) : -withoutGreen,
                learner.name.lowercased()
            )
        }
        self.learners = learners.sorted { need($0) < need($1) }
        var exercises: [String: [RoomStore.Row]] = [:]
        for row in rows { exercises[row.exercise, default: []].append(row) }
        var runsOf: [String: [RoomStore.RunRow]] = [:]
        for run in runs { runsOf[run.exercise, default: []].append(run) }
        self.exercises = Set(exercises.keys).union(runsOf.keys).sorted().map { id in
            let all = exercises[id] ?? []
            var toGreen: [Double] = []
            var people = Set((runsOf[id] ?? []).map(\.name))
            var solvers = Set<String>()
            for name in Set(all.map(\.name)) {
                people.insert(name)
                let theirs = all.filter { $0.name == name }
                if let green = theirs.first(where: {
                    $0.status == CheckResult.Status.solved.rawValue
                }) {
                    solvers.insert(name)
                    toGreen.append(green.received - theirs[0].received)
                }
            }
            let predicted = all.filter { $0.predict != nil }
            let title = all.last { !$0.title.isEmpty }?.title ?? ""
            var cards: [String: Hole] = [:]
            for run in runsOf[id] ?? [] {
                if let golf = run.golf {
                    cards[run.name] = Hole(
                        name: run.name, strokes: golf.strokes, par: golf.par, done: golf.done)
                }
            }
            return Exercise(
                exercise: id, title: title, reached: people.count, solved: solvers.count,
                medianToGreen: Self.median(toGreen), predictions: predicted.count,
                predictionsTrue: predicted.filter { $0.predict == Self.light($0.status) }.count,
                holes: cards.values.sorted {
                    ($0.done ? 0 : 1, $0.strokes, $0.name.lowercased())
                        < ($1.done ? 0 : 1, $1.strokes, $1.name.lowercased())
                })
        }
    }

    /// A check or a run, as a learner's row shows it.
    private enum Event {
        case check(RoomStore.Row)
        case run(RoomStore.RunRow)

        var name: String {
            switch self {
            case .check(let row): row.name
            case .run(let run): run.name
            }
        }
        var received: Double {
            switch self {
            case .check(let row): row.received
            case .run(let run): run.received
            }
        }
        var exercise: String {
            switch self {
            case .check(let row): row.exercise
            case .run(let run): run.exercise
            }
        }
        var isCheck: Bool {
            if case .check = self { return true }
            return false
        }
        /// A solved check, or a run whose tests all passed on a step's exercise. A
        /// characterization's tests are green as soon as they pin anything the legacy code does,
        /// so there only a check, which runs them against mutants, says the work is done.
        var isGreen: Bool {
            switch self {
            case .check(let row): row.status == CheckResult.Status.solved.rawValue
            case .run(let run): run.light == "green" && run.step != 0
            }
        }
        var tcr: String? {
            if case .run(let run) = self { return run.tcr }
            return nil
        }

        func light(since start: Double) -> Light {
            switch self {
            case .check(let row):
                Light(
                    id: row.id, at: row.received - start, light: RoomState.light(row.status),
                    exercise: row.exercise, predict: row.predict)
            case .run(let run):
                Light(
                    id: run.id, at: run.received - start, light: run.light,
                    exercise: run.exercise, predict: nil, kind: "run", tcr: run.tcr,
                    strokes: run.golf?.strokes)
            }
        }
    }

    static func light(_ status: String) -> String {
        switch status {
        case CheckResult.Status.solved.rawValue: "green"
        case CheckResult.Status.doesNotCompile.rawValue: "amber"
        default: "red"
        }
    }

    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// A unified diff as the tour's side-by-side tables, one per part of a file (a hunk), each
    /// numbered as the file is and headed by `sides`.
    static func sideBySide(_ diff: String, sides: (old: String, new: String)) -> String {
        let cut =
            diff.hasSuffix(Room.cutNote)
            ? "<p class=\"none\">The rest of this diff passed 256 KiB and was not sent.</p>" : ""
        guard !diff.isEmpty, let patches = try? PatchParser.parse(diff), !patches.isEmpty else {
            if !cut.isEmpty { return cut }
            return diff.isEmpty
                ? "<p class=\"none\">No difference from the reference.</p>"
                : "<pre>\(HTML.escaped(diff))</pre>"
        }
        return patches.map { patch in
            let tables = patch.hunks.map { hunk in
                var old: [String] = []
                var new: [String] = []
                for row in hunk.rows {
                    switch row {
                    case .context(let line):
                        old.append(String(line.content))
                        new.append(String(line.content))
                    case .removed(let line): old.append(String(line.content))
                    case .added(let line): new.append(String(line.content))
                    }
                }
                let table = SideBySide(
                    old: patch.oldPath == nil ? nil : old.joined(separator: "\n") + "\n",
                    new: patch.newPath == nil ? nil : new.joined(separator: "\n") + "\n")
                return table.html(
                    swift: patch.path.hasSuffix(".swift"), sides: sides,
                    first: (max(hunk.oldStart, 1), max(hunk.newStart, 1)))
            }
            return "<div class=\"file\"><h3><code>\(HTML.escaped(patch.path))</code></h3>\n"
                + tables.joined() + "</div>"
        }.joined(separator: "\n") + cut
    }
}
