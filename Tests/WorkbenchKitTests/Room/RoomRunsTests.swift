import Foundation
import Testing

@testable import WorkbenchKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every run of a learner's `watch` reaches the room as a small light, with what changed since
/// the run before, so the facilitator can replay it; TCR's moves and golf's cards come with it.
@Suite("Runs reach the room", .serialized)
struct RoomRunsTests {
    static func run(
        _ light: String, code: String, name: String = "Ada", step: Int = 5, tcr: String? = nil,
        golf: Room.Run.Hole? = nil, summary: String = "T/test_a: expected 2",
        diff: String = "--- a/Sources/MyBiz/A.swift\n+++ b/Sources/MyBiz/A.swift\n@@ -1 +1 @@\n"
            + "-let a = 1\n+let a = 2\n"
    ) -> Room.Run {
        Room.Run(
            code: code, name: name, learner: "laptop-\(name)", step: step,
            id: String(format: "%02d-step", step), light: light, summary: summary,
            failures: light == "green" ? [] : [summary], seconds: 1.2, tcr: tcr, golf: golf,
            diff: diff)
    }

    static func body(_ run: Room.Run) throws -> Data { try JSONEncoder().encode(run) }

    @Test("a run posted over HTTP is a small light in the learner's row, with its detail")
    func posted() async throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }
        let code = fixture.room.code

        let (first, said) = try await fixture.fetch(
            "POST", "api/runs", body: try Self.body(Self.run("red", code: code, tcr: "reverted")))
        _ = try await fixture.fetch(
            "POST", "api/runs", body: try Self.body(Self.run("green", code: code, tcr: "committed"))
        )
        _ = try await fixture.fetch(
            "POST", "api/results", body: try fixture.submission("Ada", learner: "laptop-Ada"))
        let (status, text) = try await fixture.fetch("GET", "api/state?key=\(fixture.room.key)")
        let state = try JSONDecoder().decode(RoomState.self, from: Data(text.utf8))
        let (detailStatus, detailText) = try await fixture.fetch(
            "GET", "api/runs/1?key=\(fixture.room.key)")
        let detail = try JSONDecoder().decode(RoomState.RunDetail.self, from: Data(detailText.utf8))
        let (locked, _) = try await fixture.fetch("GET", "api/runs/1")

        #expect(first == 201, "\(said)")
        #expect(status == 200 && detailStatus == 200)
        let ada = try #require(state.learners.first)
        // Received in one second (the room's clock is fixed): the check after the runs.
        #expect(ada.lights.map(\.kind) == ["run", "run", nil])
        #expect(ada.lights.map(\.light) == ["red", "green", "red"])
        #expect(ada.lights.map(\.tcr) == ["reverted", "committed", nil])
        #expect(ada.tcr == RoomState.TCRCount(commits: 1, reverts: 1))
        #expect(detail.summary == "T/test_a: expected 2" && detail.failures.count == 1)
        #expect(detail.tcr == "reverted")
        #expect(detail.diffHTML.contains("The run before") && detail.diffHTML.contains("A.swift"))
        #expect(locked == 401, "a run's detail is the facilitator's")
    }

    @Test("golf cards: each learner's latest on the hole, the holes done first, fewest strokes")
    func golf() throws {
        func row(_ id: Int, _ name: String, _ golf: Room.Run.Hole) -> RoomStore.RunRow {
            RoomStore.RunRow(
                id: id, name: name, received: Double(1000 + id), step: 8, exercise: "08-step",
                light: "green", summary: "", failures: [], seconds: 1, tcr: nil, golf: golf,
                diff: "")
        }
        let runs = [
            row(1, "Bo", .init(strokes: 2, par: 3, done: false)),
            row(2, "Ada", .init(strokes: 6, par: 3, done: true)),
            row(3, "Bo", .init(strokes: 5, par: 3, done: false)),
            row(4, "Cy", .init(strokes: 4, par: 3, done: true)),
        ]

        let state = RoomState(
            rows: [], runs: runs, now: Date(timeIntervalSince1970: 1100), movedTo: nil)

        let hole = try #require(state.exercises.first)
        #expect(hole.exercise == "08-step" && hole.reached == 3 && hole.solved == 0)
        #expect(hole.holes.map(\.name) == ["Cy", "Ada", "Bo"])
        #expect(hole.holes.map(\.strokes) == [4, 6, 5])
        #expect(state.learners.first { $0.name == "Bo" }?.lights.map(\.strokes) == [2, 5])
    }

    @Test("a green run counts as green: a learner whose watch is green is not stuck")
    func greenRun() {
        let check = RoomStore.Row(
            id: 1, name: "Ada", received: 0, step: 5, exercise: "05-step", status: "failing",
            predict: nil, result: "{}", diff: "")
        let green = RoomStore.RunRow(
            id: 1, name: "Ada", received: 60, step: 5, exercise: "05-step", light: "green",
            summary: "", failures: [], seconds: 1, tcr: nil, golf: nil, diff: "")

        let without = RoomState(
            rows: [check], now: Date(timeIntervalSince1970: 700), movedTo: nil)
        let with = RoomState(
            rows: [check], runs: [green], now: Date(timeIntervalSince1970: 700), movedTo: nil)

        #expect(without.learners[0].stuck)
        #expect(!with.learners[0].stuck)
        #expect(with.learners[0].sinceGreen.map { $0.rounded() } == 640)
    }

    @Test("on a characterization, a green run is no green: only a check says its tests are done")
    func greenCharacterizingRun() {
        let green = RoomStore.RunRow(
            id: 1, name: "Ada", received: 0, step: 0, exercise: "characterize-settings",
            light: "green", summary: "", failures: [], seconds: 1, tcr: nil, golf: nil, diff: "")
        var solved = RoomStore.Row(
            id: 1, name: "Ada", received: 60, step: 0, exercise: "characterize-settings",
            status: "failing", predict: nil, result: "{}", diff: "")

        let running = RoomState(
            rows: [solved], runs: [green], now: Date(timeIntervalSince1970: 700), movedTo: nil)
        solved.status = CheckResult.Status.solved.rawValue
        let checked = RoomState(
            rows: [solved], runs: [green], now: Date(timeIntervalSince1970: 700), movedTo: nil)

        #expect(running.learners[0].stuck && running.learners[0].sinceGreen == nil)
        #expect(!checked.learners[0].stuck)
    }

    @Test("a run's receipt says where the facilitator moved the room, as a check's does")
    func runMoved() async throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }
        let code = fixture.room.code
        let (moved, _) = try await fixture.fetch(
            "POST", "api/move?key=\(fixture.room.key)", body: Data(#"{"to": "7"}"#.utf8))

        let (_, away) = try await fixture.fetch(
            "POST", "api/runs", body: try Self.body(Self.run("red", code: code, step: 5)))
        let (_, there) = try await fixture.fetch(
            "POST", "api/runs", body: try Self.body(Self.run("red", code: code, step: 7)))

        #expect(moved == 200)
        let receipt = try JSONDecoder().decode(Room.Receipt.self, from: Data(away.utf8))
        #expect(receipt.moveTo == "7")
        #expect(!there.contains("moveTo"), "\(there)")
    }

    @Test("a diff over 256 KiB goes cut to its whole files that fit, and the page says so")
    func cutDiff() {
        func patch(_ file: Int) -> String {
            "--- a/Sources/F\(file).swift\n+++ b/Sources/F\(file).swift\n@@ -1 +1 @@\n-let a = 1\n+"
                + String(repeating: "x", count: 50_000) + "\n"
        }
        let diff = (1...8).map(patch).joined()

        let cut = Room.clampedDiff(diff)
        // The page of a cut diff: a short one, since drawing 256 KiB takes a while.
        let page = RoomState.sideBySide(
            "--- a/F.swift\n+++ b/F.swift\n@@ -1 +1 @@\n-let a = 1\n+let a = 2\n" + Room.cutNote,
            sides: ("The run before", "This run"))

        #expect(diff.utf8.count > Room.maxDiff)
        #expect(cut.utf8.count <= Room.maxDiff)
        #expect(cut == (1...5).map(patch).joined() + Room.cutNote)
        #expect(page.contains("<h3><code>F.swift</code></h3>") && !page.contains("<pre>"))
        #expect(page.contains("The rest of this diff passed 256 KiB and was not sent."))
        #expect(Room.clampedDiff(patch(1)) == patch(1))
        let one = Room.clampedDiff(String(repeating: "+", count: Room.maxDiff + 1))
        #expect(one == Room.cutNote)
        #expect(RoomState.sideBySide(one, sides: ("a", "b")).contains("was not sent"))
    }

    @Test(
        "a run's fields are checked where it enters: each refusal names the field",
        arguments: [
            ("light", 400, "light is red, amber or green"),
            ("tcr", 400, "tcr is committed, unchanged or reverted"),
            ("summary", 400, "summary holds a NUL byte"),
            ("failures", 400, "failures lists at most 20"),
            ("seconds", 400, "seconds is a run's length"),
            ("golf", 400, "golf's strokes are 0 to 100000"),
            ("step", 400, "step 9 is out of range"),
            ("lowest step", 400, "is out of range"),
            ("code", 403, "the room refused the code"),
            ("diff", 413, "diff passes"),
        ])
    func refused(field: String, status: Int, reason: String) async throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }
        var run = Self.run("red", code: fixture.room.code)
        switch field {
        case "light": run.light = "blue"
        case "tcr": run.tcr = "maybe"
        case "summary": run.summary = "a\u{0}b"
        case "failures": run.failures = Array(repeating: "x", count: 21)
        case "seconds": run.seconds = -1
        case "golf": run.golf = .init(strokes: -1, par: 3, done: false)
        case "step": run.step = 9
        case "lowest step": run.step = Int.min
        case "code": run.code = "WRONG1"
        default: run.diff = String(repeating: "+", count: Room.maxDiff + 1)
        }

        let (answer, said) = try await fixture.fetch("POST", "api/runs", body: try Self.body(run))

        #expect(answer == status, "\(said)")
        #expect(said.contains(reason), "\(said)")
        #expect(try fixture.room.store.runs().isEmpty)
    }

    @Test("a run kept by the store is there after the room opens its file again")
    func kept() throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }
        let row = RoomStore.RunRow(
            id: 0, name: "Ada", received: 5, step: 5, exercise: "05-step", light: "amber",
            summary: "A.swift:1: error: x", failures: ["A.swift:1: error: x"], seconds: 0.5,
            tcr: "reverted", golf: .init(strokes: 3, par: 2, done: false), diff: "d")

        let id = try fixture.room.store.insert(row)
        let again = try RoomStore(path: fixture.database)

        var expected = row
        expected.id = id
        #expect(try again.run(id) == expected)
        expected.diff = ""
        expected.summary = ""
        expected.failures = []
        #expect(try again.runs() == [expected])
    }

    @Test("a watch's runs: the first changes from the exercise as written, each next from the last")
    func report() throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }
        let folder = fixture.folder.appendingPathComponent("exercise")
        let sources = folder.appendingPathComponent("Sources/MyBiz")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let file = sources.appendingPathComponent("A.swift")
        try Data("let a = 2\n".utf8).write(to: file)
        let link = try RoomLink(url: fixture.server.url, code: fixture.room.code, name: "Ada")
        let report = RunReport(
            link: link, folder: folder, exercise: Exercise(step: 5, id: "05-step", chain: nil),
            start: SourceTree(
                files: ["Sources/MyBiz/A.swift": "let a = 1\n", "EXERCISE.md": "not watched"]))

        let first = report.run(
            Light(colour: .red, summary: "T/a: no", seconds: 1, failures: ["T/a: no"]),
            now: RunReport.snapshot(of: folder))
        try Data("let a = 3\n".utf8).write(to: file)
        let second = report.run(
            Light(colour: .green, summary: "all 1 tests passed", seconds: 1),
            now: RunReport.snapshot(of: folder))
        let third = report.run(
            Light(colour: .green, summary: "all 1 tests passed", seconds: 1),
            now: RunReport.snapshot(of: folder))
        report.send(first) { _ in }
        report.send(second) { _ in }
        report.flush()

        #expect(first.diff.contains("-let a = 1\n+let a = 2\n"), "\(first.diff)")
        #expect(!first.diff.contains("EXERCISE"))
        #expect(second.diff.contains("-let a = 2\n+let a = 3\n"), "\(second.diff)")
        #expect(third.diff.isEmpty)
        #expect(first.step == 5 && first.id == "05-step" && first.failures == ["T/a: no"])
        let stored = try fixture.room.store.runs()
        #expect(stored.map(\.light) == ["red", "green"])
        #expect(stored.map(\.name) == ["Ada", "Ada"])
        #expect(RoomLink.pending(in: folder.appendingPathComponent(RoomLink.outbox)) == [])
    }

    @Test("a run is in the outbox as soon as its light is shown, before any send")
    func keptAtOnce() throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }
        let url = fixture.server.url
        fixture.server.stop()
        let folder = fixture.folder.appendingPathComponent("exercise")
        let report = RunReport(
            link: try RoomLink(url: url, code: fixture.room.code, name: "Ada"), folder: folder,
            exercise: Exercise(step: 5, id: "05-step", chain: nil), start: SourceTree())
        let said = Said()

        report.send(
            report.run(Light(colour: .red, summary: "T/a: no", seconds: 1), now: SourceTree()),
            say: said.add)
        let kept = RoomLink.pending(in: folder.appendingPathComponent(RoomLink.outbox))
        report.flush()

        #expect(kept.count == 1 && kept[0].hasSuffix(RoomLink.runSuffix), "\(kept)")
        #expect(said.lines.joined().contains("cannot be reached"), "\(said.lines)")
    }

    @Test("two senders draining one outbox at once post each result once")
    func oneSenderAtATime() throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }
        let folder = fixture.folder.appendingPathComponent("exercise")
        let link = try RoomLink(url: fixture.server.url, code: fixture.room.code, name: "Ada")
        for light in ["red", "amber", "green", "red", "green", "amber"] {
            #expect(link.keep(run: Self.run(light, code: fixture.room.code), in: folder) == nil)
        }

        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            _ = link.sendOutbox(from: folder)
        }

        #expect(try fixture.room.store.runs().count == 6)
        #expect(RoomLink.pending(in: folder.appendingPathComponent(RoomLink.outbox)) == [])
    }
}

/// What a report told the learner, from any thread.
private final class Said: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [String] = []
    var lines: [String] { lock.withLock { kept } }
    func add(_ line: String) { lock.withLock { kept.append(line) } }
}
