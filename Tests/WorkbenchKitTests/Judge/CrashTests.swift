import Foundation
import Testing

@testable import WorkbenchKit

/// A judged package's test run when the test process crashes: which test it stopped in and
/// why; a crash on a bad pointer, which a stale incremental build makes, has the test modules
/// compiled whole again and run once more, while a trap the code makes is the verdict.
/// The runs here are of a stand-in for `swift` on the PATH, which prints what `swift test`
/// prints. (What keeps a build from going stale: `StaleBuildTests`.)
@Suite("A test process that crashes")
struct CrashTests {
    @Test("a crashed run names the test it stopped in and why; the tests after it did not run")
    func crash() {
        let output = """
            error: Process '/x/.build/debug/MyBizPackageTests.xctest' exited with unexpected signal code 4
            Test Case 'ATests.test_one' started at 2019-04-10 12:00:00.000
            Test Case 'ATests.test_one' passed (0.001 seconds)
            Test Case 'ATests.test_two' started at 2019-04-10 12:00:00.001
            MyBiz/Settings/HealthAccess.swift:12: Fatal error: stop
            *** Program crashed: Illegal instruction at 0x00007f59872f9361 ***
            """
        let fatal = "MyBiz/Settings/HealthAccess.swift:12: Fatal error: stop"

        let outcomes = TestOutcomes(output: output, xunit: nil)
        let signalled = TestOutcomes(
            output: output.lines().filter { !$0.contains("Fatal") }.joined(separator: "\n"),
            xunit: nil)
        let finished = TestOutcomes(
            output: "Test Case 'ATests.test_one' started at 2019-04-10 12:00:00.000\n"
                + "Test Case 'ATests.test_one' passed (0.001 seconds)", xunit: nil)

        #expect(outcomes.outcome(of: "MyBizTests.ATests/test_one") == .passed)
        #expect(outcomes.crash == .init(during: "ATests.test_two", reason: fatal))
        #expect(
            outcomes.missing("MyBizTests.ATests/test_two") == "stopped the test process: " + fatal)
        #expect(
            outcomes.missing("MyBizTests.ATests/test_three")
                == "did not run: the test process stopped before it, in ATests.test_two: " + fatal)
        #expect(
            signalled.missing("MyBizTests.ATests/test_two")
                == "stopped the test process: Program crashed: Illegal instruction at 0x00007f59872f9361"
        )
        #expect(finished.crash == nil)
        #expect(
            finished.missing("MyBizTests.ATests/test_two")
                == "did not run: the test process stopped before it")
    }

    @Test("a run stopped for falling quiet names the tests it was in, of both runners")
    func quietRunNamesItsTests() {
        let output = """
            Test Case 'ATests.test_one' started at 2019-04-10 12:00:00.000
            Test Case 'ATests.test_one' passed (0.001 seconds)
            ◇ Test run started.
            ◇ Suite "Store" started.
            ◇ Test "reads what it kept" started.
            ◇ Test emptyStore() started.
            ✘ Test "reads what it kept" recorded an issue at StoreTests.swift:9:5: Expectation failed
            ✘ Test "reads what it kept" failed after 0.002 seconds with 1 issue.
            """
        var quiet = TestOutcomes(output: output, xunit: nil)
        quiet.timedOut = true
        quiet.fellQuiet = true
        var long = TestOutcomes(
            output: output + "\nTest Case 'ATests.test_two' started at 2019-04-10 12:00:01.000",
            xunit: nil)
        long.timedOut = true

        #expect(
            quiet.missing("CharacterizationTests.Store/emptyStore()")
                == "did not finish: the test run printed nothing for 15 s and was stopped in "
                + "emptyStore(): does something loop forever?")
        #expect(
            long.stop
                == "the test run ran over the time a check gives it and was stopped in "
                + "ATests.test_two, emptyStore(): does something loop forever?")
    }

    @Test("a run that stops early (a trap, swift test killed, over time) passes no test at all")
    func stoppedRunPassesNothing() {
        // What an app that prints a pass for every test in their name, then stops, leaves.
        let printed = """
            Test Case 'ATests.test_one' started at 2019-04-10 12:00:00.000
            Test Case 'ATests.test_one' passed (0.001 seconds)
            Test Case 'ATests.test_two' passed (0.001 seconds)
            """
        let ids = ["MyBizTests.ATests/test_one", "MyBizTests.ATests/test_two"]
        let fatal = "MyBiz/Settings/Finish.swift:23: Fatal error: done"
        let trapped = TestOutcomes(output: printed + "\n" + fatal, xunit: nil, status: 1)
        let killed = TestOutcomes(output: printed, xunit: nil, status: 128 + SIGKILL)

        #expect(ids.allSatisfy { trapped.outcome(of: $0) == .passed })
        #expect(!TestGroups.pass(ids, trapped))
        #expect(
            TestGroups.tallyOfRun(ids, trapped).failing == [
                .init(
                    name: "the test process",
                    message: "stopped before its end (\(fatal)), so the run passes no test")
            ])
        #expect(TestGroups.tallyOfRun(ids, trapped).passed == 2)
        #expect(
            killed.crash?.reason
                == "swift test ended with status 137, where a test run ends with 0 or 1")
        #expect(!TestGroups.pass(ids, killed))
        var late = TestOutcomes(output: printed, xunit: nil)
        late.timedOut = true
        #expect(!TestGroups.pass(ids, late))
        #expect(
            late.missing("MyBizTests.ATests/test_three")
                == "did not finish: the test run ran over the time a check gives it and was "
                + "stopped: does something loop forever?")
        #expect(TestGroups.tallyOfRun(ids, late).failing.map(\.name) == ["the test process"])
        for status: Int32 in [0, 1] {
            let ended = TestOutcomes(output: printed, xunit: nil, status: status)
            #expect(ended.crash == nil)
            #expect(TestGroups.pass(ids, ended))
        }
    }

    @Test("a stopped run is said in check's report, which points at no test to run")
    func stoppedReported() {
        var result = CheckResult(step: 33, id: "33-health-answers-once", title: "Health")
        result.stepTests = .init(passed: 7, total: 7)
        result.stopped = "MyBiz/Settings/Finish.swift:23: Fatal error: done"
        result.left = Verdict.stoppedLeft
        var written = CheckResult(step: 32, id: "32-health-store-spy", title: "Spy")
        written.yourTests = TestGroups.tallyOfRun(
            ["MyBizTests.ATests/test_one"],
            TestOutcomes(output: "Test Case 'ATests.test_one' passed", xunit: nil, status: 137))

        #expect(
            result.text.contains(
                "  test process      stopped before its end: MyBiz/Settings/Finish.swift:23: "
                    + "Fatal error: done\n    a run that stops passes no test"))
        #expect(result.text.contains("  result            not yet: every test must run to its end"))
        #expect(result.why == nil)
        #expect(written.yourTests?.failing.map(\.name) == ["the test process"])
        #expect(written.why == nil)
        #expect(result.json.contains(#""stopped":"MyBiz/Settings/Finish.swift:23"#))
    }

    @Test(
        "a run that crashed on a bad pointer is compiled whole again and run again, which decides"
    )
    func rerun() throws {
        let (package, folder) = try judgedPackage(crashing: .once)
        defer { try? FileManager.default.removeItem(at: folder) }

        let outcomes = try package.test()

        #expect(outcomes.outcome(of: "MyBizTests.ATests/test_two") == .passed)
        #expect(outcomes.crash == nil)
        #expect(
            outcomes.crashedBefore
                == .init(
                    during: "ATests.test_two", reason: "Program crashed: Bad pointer dereference"))
        #expect(
            outcomes.crashedBefore?.summary
                == "in ATests.test_two: Program crashed: Bad pointer dereference")
        let kept = folder.appendingPathComponent(JudgedPackage.testOutput + ".crashed")
        #expect(try String(contentsOf: kept, encoding: .utf8).contains("Program crashed"))
    }

    @Test("a crash that comes again is the verdict: the test it stopped in fails, with why")
    func crashAgain() throws {
        let (package, folder) = try judgedPackage(crashing: .always)
        defer { try? FileManager.default.removeItem(at: folder) }

        let outcomes = try package.test()

        #expect(outcomes.crashedBefore == nil)
        #expect(
            outcomes.missing("MyBizTests.ATests/test_two")
                == "stopped the test process: Program crashed: Bad pointer dereference")
    }

    @Test("a trap of Swift's own (Fatal error) is the code's: it is not built or run again")
    func trap() throws {
        let (package, folder) = try judgedPackage(crashing: .once, fatal: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let outcomes = try package.test()

        #expect(outcomes.crashedBefore == nil)
        #expect(
            outcomes.missing("MyBizTests.ATests/test_two")
                == "stopped the test process: MyBiz/API.swift:9: Fatal error: stop")
    }

    @Test("check's report and JSON say the counts are a run's built again after a crash")
    func reported() {
        var result = CheckResult(step: 22, id: "22-one-json-post", title: "One jsonPost")
        result.status = .solved
        result.rerunAfterCrash = "in ATests.test_two: Program crashed: Bad pointer dereference"

        #expect(
            result.text.contains(
                "  note              the test process crashed (in ATests.test_two: Program "
                    + "crashed: Bad pointer dereference);\n    the tests were compiled whole again")
        )
        #expect(result.json.contains(#""rerunAfterCrash":"in ATests.test_two: Program crashed"#))
    }

    enum Crashing { case once, always }

    /// A package folder whose `swift` answers `swift test` with a run that crashes in
    /// ATests.test_two, the first time only or every time.
    private func judgedPackage(crashing: Crashing, fatal: Bool = false) throws
        -> (JudgedPackage, URL)
    {
        // The marker is beside bin/, in the package's .build folder.
        let marker = #""$(dirname "$0")/../ran""#
        return try WorkbenchKitTests.judgedPackage(
            swift: """
                #!/bin/sh
                [ "$1" = build ] && exit 0
                echo "Test Case 'ATests.test_one' started at 2019-04-10 12:00:00.000"
                echo "Test Case 'ATests.test_one' passed (0.001 seconds)"
                echo "Test Case 'ATests.test_two' started at 2019-04-10 12:00:00.001"
                if \(crashing == .always ? "true" : "[ ! -e \(marker) ]"); then
                  : >\(marker)
                  echo "\(fatal ? "MyBiz/API.swift:9: Fatal error: stop" : "*** Program crashed: Bad pointer dereference ***")"
                  exit 1
                fi
                echo "Test Case 'ATests.test_two' passed (0.001 seconds)"

                """)
    }
}
