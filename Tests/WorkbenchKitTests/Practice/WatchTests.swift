import Foundation
import Testing

@testable import WorkbenchKit

/// `workbench watch`: a light after every save. The watch's looks run on a fake clock and a
/// folder state the test sets, so no test sleeps; the light comes from a stand-in `swift`.
@Suite("Watch: a light after every save")
struct WatchTests {
    /// A watch whose folder holds `state` and whose clock reads `clock`; each run is counted
    /// in `runs`, does `onRun` (a save while it runs), and fails once when `fails`.
    final class Fake: @unchecked Sendable {
        var state = FolderState(files: ["a.swift": "1"])
        var clock = 0.0
        var runs = 0
        var onRun: () -> Void = {}
        var fails = false

        var watch: Watch {
            Watch(
                state: { self.state },
                run: { () throws(WorkbenchError) in
                    self.runs += 1
                    self.onRun()
                    if self.fails {
                        self.fails = false
                        throw .usage("git's index.lock is taken")
                    }
                    return Light(colour: .green, summary: "ok", seconds: 0)
                },
                now: { self.clock }, wait: { self.clock += $0 })
        }
    }

    @Test("the first look runs the tests; a look with nothing changed runs nothing")
    func firstLook() throws {
        let fake = Fake()
        var progress = Watch.Progress()

        #expect(try fake.watch.look(&progress) != nil)
        fake.clock += 5
        #expect(try fake.watch.look(&progress) == nil)
        #expect(fake.runs == 1)
    }

    @Test("a save runs the tests once it has held still; a burst of saves runs them once")
    func save() throws {
        let fake = Fake()
        var progress = Watch.Progress()
        _ = try fake.watch.look(&progress)

        fake.state = FolderState(files: ["a.swift": "2"])
        #expect(try fake.watch.look(&progress) == nil, "just changed")
        fake.clock += Watch.quiet / 2
        fake.state = FolderState(files: ["a.swift": "2", "b.swift": "1"])
        #expect(try fake.watch.look(&progress) == nil, "changed again")
        fake.clock += Watch.quiet / 2
        #expect(try fake.watch.look(&progress) == nil, "not still long enough")
        fake.clock += Watch.quiet
        #expect(try fake.watch.look(&progress) != nil)
        fake.clock += 5
        #expect(try fake.watch.look(&progress) == nil)
        #expect(fake.runs == 2)
    }

    @Test("a save seen is looked at again when it has held still; with none, after the idle time")
    func pause() throws {
        let fake = Fake()
        var watch = fake.watch
        watch.idle = Watch.eventsInterval
        var progress = Watch.Progress()
        _ = try watch.look(&progress)
        #expect(watch.pause(after: progress) == Watch.eventsInterval, "nothing waiting")

        fake.state = FolderState(files: ["a.swift": "2"])
        _ = try watch.look(&progress)
        fake.clock += Watch.quiet / 3
        #expect(abs(watch.pause(after: progress) - Watch.quiet * 2 / 3) < 1e-9)
        fake.clock += Watch.quiet
        #expect(watch.pause(after: progress) == 0.01, "overdue: the next look at once")
        #expect(try watch.look(&progress) != nil)
        #expect(watch.pause(after: progress) == Watch.eventsInterval)
        #expect(fake.watch.pause(after: progress) == Watch.interval, "a poll")
    }

    @Test("a save undone before it held still runs nothing")
    func undone() throws {
        let fake = Fake()
        var progress = Watch.Progress()
        _ = try fake.watch.look(&progress)

        fake.state = FolderState(files: ["a.swift": "2"])
        _ = try fake.watch.look(&progress)
        fake.state = FolderState(files: ["a.swift": "1"])
        fake.clock += 5
        #expect(try fake.watch.look(&progress) == nil)
        #expect(fake.runs == 1)
    }

    @Test("the loop shows each run's light, looking every interval, until told to stop")
    func loop() throws {
        let fake = Fake()
        var shown: [Light] = []

        fake.watch.loop(
            show: { shown.append($0) },
            stop: {
                if fake.clock >= 1 { return true }
                if fake.clock >= 0.5 { fake.state = FolderState(files: ["a.swift": "3"]) }
                return false
            })

        #expect(shown.count == 2)
        #expect(fake.runs == 2)
    }

    @Test("a save while the tests run is the next run's: what follows a run sees the state it ran")
    func saveDuringARun() throws {
        let fake = Fake()
        var watch = fake.watch
        var seenByAfter: [FolderState] = []
        watch.after = { light, seen in
            seenByAfter.append(seen)
            return (light, false)
        }
        let before = fake.state
        let during = FolderState(files: ["a.swift": "saved during the run"])
        var progress = Watch.Progress()

        fake.onRun = { fake.state = during }
        _ = try watch.look(&progress)
        fake.onRun = {}
        fake.clock += 5
        _ = try watch.look(&progress)
        fake.clock += 5
        _ = try watch.look(&progress)

        #expect(seenByAfter == [before, during])
        #expect(fake.runs == 2)
    }

    @Test("a run that cannot be made is said, and the watch goes on to the next save")
    func failedRun() {
        let fake = Fake()
        fake.fails = true
        var errors: [String] = []
        var shown = 0

        fake.watch.loop(show: { _ in shown += 1 }, failed: { errors.append("\($0)") }) {
            if fake.clock >= 1 { return true }
            if fake.clock >= 0.5 { fake.state = FolderState(files: ["a.swift": "fixed"]) }
            return false
        }

        #expect(errors.count == 1, "the failed state is not run again and again")
        #expect(shown == 1)
        #expect(fake.runs == 2)
    }

    @Test(
        "the folder's state sees a new or changed file under Sources and Tests, not a received text"
    )
    func state() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources/MyBiz")
        let tests = folder.appendingPathComponent("Tests/Fixtures")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: sources.appendingPathComponent("A.swift"))
        let before = FolderState(folder: folder)

        try Data("x".utf8).write(to: tests.appendingPathComponent("s.mybiz.received.txt"))
        try Data("x".utf8).write(to: folder.appendingPathComponent("README.md"))
        #expect(FolderState(folder: folder) == before, "a received text and a file elsewhere")
        try Data("let a = 12\n".utf8).write(to: sources.appendingPathComponent("A.swift"))
        #expect(FolderState(folder: folder) != before)
    }

    @Test("the state names each file by its path in the folder, however the folder was named")
    func statePaths() throws {
        let real = temporaryFolder()
        let named = temporaryFolder()
        defer { [real, named].forEach { try? FileManager.default.removeItem(at: $0) } }
        let sources = real.appendingPathComponent("Sources/MyBiz")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: real.appendingPathComponent("Sources/.hidden"), withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: sources.appendingPathComponent("A.swift"))
        try Data("x".utf8).write(to: real.appendingPathComponent("Sources/.hidden/B.swift"))
        try Data("x".utf8).write(to: sources.appendingPathComponent(".C.swift"))
        // Another name for the folder, as macOS's /var is for /private/var.
        try FileManager.default.createSymbolicLink(at: named, withDestinationURL: real)

        let state = FolderState(folder: named.appendingPathComponent("."))

        #expect(Array(state.files.keys) == ["Sources/MyBiz/A.swift"])
        #expect(state == FolderState(folder: real))
    }

    /// A stand-in `swift` for an exercise's folder: its build fails while the app's file says
    /// "broken", and its test run passes test_one and fails test_two while it says "red".
    static let swift = """
        #!/bin/sh
        app="$4/Sources/MyBiz/A.swift"
        if [ "$1" = build ]; then
          grep -q broken "$app" && { echo "$app:1:5: error: cannot find 'broken' in scope"; exit 1; }
          exit 0
        fi
        if [ "$2" = list ]; then
          printf 'MyBizTests.ATests/test_one\\nMyBizTests.ATests/test_two\\n'
          exit 0
        fi
        app="$4/Sources/MyBiz/A.swift"
        echo "Test Case 'ATests.test_one' started at 2019-04-10 12:00:00.000"
        echo "Test Case 'ATests.test_one' passed (0.001 seconds)"
        echo "Test Case 'ATests.test_two' started at 2019-04-10 12:00:00.000"
        if grep -q red "$app"; then
          echo "/x/ATests.swift:9: error: ATests.test_two : XCTAssertEqual failed: (\\"1\\") is not equal to (\\"2\\")"
          echo "Test Case 'ATests.test_two' failed (0.001 seconds)"
          exit 1
        fi
        echo "Test Case 'ATests.test_two' passed (0.001 seconds)"

        """

    @Test("the light: amber with the first error, red with the first failure, green with the count")
    func lights() throws {
        let (standIn, folder) = try judgedPackage(swift: Self.swift)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("Sources/MyBiz/A.swift")
        try FileManager.default.createDirectory(
            at: app.deletingLastPathComponent(), withIntermediateDirectories: true)
        let run = ExerciseTestRun(folder: folder, tools: standIn.tools)
        var clock = 0.0
        func light(_ text: String) throws -> Light {
            try Data(text.utf8).write(to: app)
            return try run.light {
                clock += 0.5; return clock
            }
        }

        #expect(
            try light("broken\n")
                == Light(
                    colour: .amber,
                    summary: "Sources/MyBiz/A.swift:1:5: error: cannot find 'broken' in scope",
                    seconds: 0.5,
                    failures: ["Sources/MyBiz/A.swift:1:5: error: cannot find 'broken' in scope"]))
        #expect(
            try light("red\n")
                == Light(
                    colour: .red,
                    summary:
                        "ATests/test_two: XCTAssertEqual failed: (\"1\") is not equal to (\"2\")",
                    seconds: 0.5,
                    failures: [
                        "ATests/test_two: XCTAssertEqual failed: (\"1\") is not equal to (\"2\")"
                    ]))
        #expect(
            try light("green\n")
                == Light(colour: .green, summary: "all 2 tests passed", seconds: 0.5))
    }

    @Test("a light's line: its colour named, its summary and its time, painted in a terminal")
    func line() {
        let light = Light(colour: .red, summary: "ATests/test_two: failed", seconds: 1.34)
        let plain = Console(colored: false, write: { _ in }, writeError: { _ in })
        let painted = Console(colored: true, write: { _ in }, writeError: { _ in })

        #expect(light.line(in: plain) == "● red    ATests/test_two: failed  (1.3 s)")
        #expect(light.line(in: painted).hasPrefix("\u{1B}[31m● red  \u{1B}[0m"))
    }
}

/// `workbench watch --tcr`: test && commit || revert, in a real git repository.
@Suite("TCR: a green run committed, a red one reverted")
struct TCRTests {
    let tools = Tools(environment: ProcessInfo.processInfo.environment)

    /// A repository in a new folder with an app file and a test file committed as "start".
    func repository() throws -> URL {
        let folder = temporaryFolder()
        for (path, text) in ["Sources/MyBiz/A.swift": "let a = 1\n", "Tests/T.swift": "// t\n"] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        _ = try ExerciseRepository(tools: tools).start(in: folder)
        return folder
    }

    func text(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    func git(_ arguments: [String], in folder: URL) throws -> String {
        try tools.run(try tools.require("git", for: "the test"), ["-C", folder.path] + arguments)
            .output
    }

    @Test("it will not start on uncommitted work, and says what is there and what to do")
    func uncommitted() throws {
        let folder = try repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("let a = 2\n".utf8).write(
            to: folder.appendingPathComponent("Sources/MyBiz/A.swift"))

        var refusal = ""
        do { _ = try TCR(folder: folder, tools: tools) } catch { refusal = "\(error)" }

        #expect(refusal.contains("Sources/MyBiz/A.swift") && refusal.contains("git stash -u"))
        #expect(try text("Sources/MyBiz/A.swift", in: folder) == "let a = 2\n", "nothing lost")
    }

    @Test(
        "a red run puts Sources back as the last commit had it, the tests left; a green run commits everything, or nothing when nothing is new"
    )
    func revertThenCommit() throws {
        let folder = try repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tcr = try TCR(folder: folder, tools: tools)
        let app = folder.appendingPathComponent("Sources/MyBiz/A.swift")
        let added = folder.appendingPathComponent("Sources/MyBiz/B.swift")
        try Data("let a = 2\n".utf8).write(to: app)
        try Data("let b = 1\n".utf8).write(to: added)
        try Data("// t2\n".utf8).write(to: folder.appendingPathComponent("Tests/T.swift"))

        #expect(try tcr.react(to: Light(colour: .red, summary: "x", seconds: 1)) == .reverted)
        #expect(try text("Sources/MyBiz/A.swift", in: folder) == "let a = 1\n")
        #expect(!FileManager.default.fileExists(atPath: added.path))
        #expect(try text("Tests/T.swift", in: folder) == "// t2\n", "the tests stay")

        let green = Light(colour: .green, summary: "x", seconds: 1)
        try Data("let a = 3\n".utf8).write(to: app)
        #expect(try tcr.react(to: green) == .committed)
        #expect(try tcr.react(to: green) == .unchanged)
        #expect(try git(["log", "--format=%s"], in: folder) == "\(TCR.message)\nstart\n")
        #expect(try git(["status", "--porcelain"], in: folder).isEmpty)
    }

    @Test("only git's lines of changed paths count as changes, not its warnings")
    func changedLines() {
        let output = """
            warning: in the working copy of 'Sources/A.swift', LF will be replaced by CRLF
             M Sources/MyBiz/A.swift
            ?? Tests/New.swift

            """

        #expect(TCR.changed(in: output) == ["Sources/MyBiz/A.swift", "Tests/New.swift"])
        #expect(TCR.changed(in: "warning: something\n").isEmpty)
    }

    @Test("it plays only in an exercise's own repository, not a folder inside another")
    func topFolder() throws {
        let folder = try repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        var refusal = ""

        do {
            _ = try TCR(folder: folder.appendingPathComponent("Sources"), tools: tools)
        } catch { refusal = "\(error)" }

        #expect(refusal.contains("is not one's top folder"))
    }

    @Test("what a revert changes starts no run of its own")
    func noRunAfterRevert() throws {
        let fake = WatchTests.Fake()
        var watch = fake.watch
        watch.after = { light, _ in
            fake.state = FolderState(files: ["a.swift": "reverted"])
            return (light, true)
        }
        var progress = Watch.Progress()

        _ = try watch.look(&progress)
        fake.clock += 5
        #expect(try watch.look(&progress) == nil)
        #expect(fake.runs == 1)
    }
}
