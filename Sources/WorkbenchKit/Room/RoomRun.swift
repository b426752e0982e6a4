import Foundation
import MiniHTTP

extension Room {
    /// What a learner's `watch` (or `golf`) posts after each run of the tests: a small light
    /// on the dashboard, between the large ones of their checks.
    struct Run: Codable, Sendable, Equatable {
        var code: String
        var name: String
        /// Who the learner's laptop says they are (`RoomLink.thisLaptop`).
        var learner: String?
        /// The exercise: a step by number and id, or an area on step 0.
        var step: Int
        var id: String
        /// red, amber or green.
        var light: String
        /// The first failure or error, or how many tests passed.
        var summary: String
        /// The failing tests, each `name: message`, or the compiler's first errors.
        var failures: [String]
        /// How long the build and the run took, in seconds.
        var seconds: Double
        /// Under TCR, what followed the run: committed, unchanged or reverted.
        var tcr: String?
        /// On a golf hole, the card after this run.
        var golf: Hole?
        /// What changed since the learner's run before this one (or, for a watch's first run,
        /// since the exercise as written), a unified diff of `Sources/` and `Tests/`.
        var diff: String

        /// A golf hole's card: the strokes so far, par, and whether `check` said solved.
        struct Hole: Codable, Sendable, Equatable {
            var strokes: Int
            var par: Int
            var done: Bool
        }
    }

    /// What a run may say under TCR.
    static let tcrMoves = ["committed", "unchanged", "reverted"]
    /// The most failures a run lists.
    static let maxFailures = 20
}

extension RoomIntake {
    /// The run's name, trimmed, when every field holds what it may; else the refusal.
    func admit(_ run: Room.Run) -> Result<String, Refusal> {
        let name = run.name.trimmingCharacters(in: .whitespacesAndNewlines)
        var checks: [Refusal?] = [
            Self.word(run.code, field: "code", upTo: Self.maxCode),
            run.learner.flatMap {
                $0.isEmpty ? nil : Self.word($0, field: "learner", upTo: Self.maxLearner)
            },
            Self.line(name, field: "name", upTo: Self.maxName, empty: false),
            Self.word(run.id, field: "id", upTo: Self.maxId),
            exercise(step: run.step, id: run.id, field: ""),
            Room.predictions.contains(run.light)
                ? nil
                : Refusal(reason: "light is red, amber or green, not '\(Self.shown(run.light))'"),
            run.seconds.isFinite && (0...86_400).contains(run.seconds)
                ? nil : Refusal(reason: "seconds is a run's length, from 0 to 86400"),
            run.tcr.flatMap {
                Room.tcrMoves.contains($0)
                    ? nil
                    : Refusal(
                        reason: "tcr is committed, unchanged or reverted, not '\(Self.shown($0))'")
            },
            run.golf.flatMap {
                (0...100_000).contains($0.strokes) && (0...10_000).contains($0.par)
                    ? nil : Refusal(reason: "golf's strokes are 0 to 100000 and its par 0 to 10000")
            },
            run.failures.count <= Room.maxFailures
                ? nil
                : Refusal(
                    reason: "failures lists at most \(Room.maxFailures): send the first ones"),
            Self.text(run.summary, field: "summary", upTo: Self.maxMessage),
        ]
        checks += run.failures.enumerated().map {
            Self.text($0.element, field: "failures[\($0.offset)]", upTo: Self.maxMessage)
        }
        checks.append(Self.text(run.diff, field: "diff", upTo: Room.maxDiff))
        if let refusal = checks.compactMap({ $0 }).first { return .failure(refusal) }
        return .success(name)
    }
}

extension RoomStore {
    /// One run a learner's watch sent, as stored.
    struct RunRow: Sendable, Equatable {
        var id: Int
        var name: String
        /// Seconds since 1970, when the room received it.
        var received: Double
        var step: Int
        var exercise: String
        var light: String
        var summary: String
        var failures: [String]
        var seconds: Double
        var tcr: String?
        var golf: Room.Run.Hole?
        /// Since the learner's run before; empty when the rows are read without it.
        var diff: String
    }

    static let runsTable = """
        CREATE TABLE IF NOT EXISTS runs (
          id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, received REAL NOT NULL,
          step INTEGER NOT NULL, exercise TEXT NOT NULL, light TEXT NOT NULL,
          summary TEXT NOT NULL, failures TEXT NOT NULL, seconds REAL NOT NULL, tcr TEXT,
          strokes INTEGER, par INTEGER, done INTEGER, diff TEXT NOT NULL);
        """
}

extension RoomState {
    /// The detail of one run, for a click on its small light or a step of a replay.
    struct RunDetail: Codable, Equatable, Sendable {
        var id: Int
        var name: String
        var light: String
        var exercise: String
        var summary: String
        var failures: [String]
        var seconds: Double
        var tcr: String?
        var golf: Room.Run.Hole?
        /// What changed since the learner's run before, side by side.
        var diffHTML: String

        init(row: RoomStore.RunRow) {
            id = row.id
            name = row.name
            light = row.light
            exercise = row.exercise
            summary = row.summary
            failures = row.failures
            seconds = row.seconds
            tcr = row.tcr
            golf = row.golf
            diffHTML =
                row.diff.isEmpty
                ? "<p class=\"none\">Nothing changed since the run before.</p>"
                : RoomState.sideBySide(row.diff, sides: ("The run before", "This run"))
        }
    }
}

extension Room {
    func receiveRun(_ request: HTTPRequest) throws(WorkbenchError) -> HTTPResponse {
        let run: Run
        switch Self.decoded(Run.self, from: request, as: "a run") {
        case .success(let decoded): run = decoded
        case .failure(let refusal): return refusal.response
        }
        let name: String
        switch RoomIntake(exercises: exercises).admit(run) {
        case .success(let admitted): name = admitted
        case .failure(let refusal): return .error(refusal.status, refusal.reason)
        }
        if let refusal = admitted(code: run.code, name: name, learner: run.learner) {
            return refusal
        }
        let shown = try shownName(of: name, learner: run.learner ?? "")
        let id = try store.insert(
            RoomStore.RunRow(
                id: 0, name: shown, received: clock().timeIntervalSince1970, step: run.step,
                exercise: run.id, light: run.light, summary: run.summary,
                failures: run.failures, seconds: run.seconds, tcr: run.tcr, golf: run.golf,
                diff: run.diff))
        return .json(
            encoding: Receipt(
                stored: id, moveTo: try moveTo(from: run.step, id: run.id),
                shownAs: shown == name ? nil : shown),
            status: 201)
    }

    func runDetail(_ path: String) throws(WorkbenchError) -> HTTPResponse {
        guard let id = Int(path.dropFirst("/api/runs/".count)), let row = try store.run(id)
        else {
            return .error(404, "no such run: \(path)")
        }
        return .json(encoding: RoomState.RunDetail(row: row))
    }
}
