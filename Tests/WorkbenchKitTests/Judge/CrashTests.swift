import Foundation
import Testing

@testable import WorkbenchKit

/// A judged package's test run when the test process crashes: which test it stopped in and
/// why, and the run made once more, as a crash FoundationNetworking makes at random on Linux
/// does not come again while one the code makes does. The runs here are of a stand-in for
/// `swift` on the PATH, which prints what `swift test` prints.
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

    @Test("a run that crashed once is made again, and the second run, which ran whole, decides")
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

    @Test("check's report and JSON say the counts are a second run's after a crash")
    func reported() {
        var result = CheckResult(step: 22, id: "22-one-json-post", title: "One jsonPost")
        result.status = .solved
        result.rerunAfterCrash = "in ATests.test_two: Program crashed: Bad pointer dereference"

        #expect(
            result.text.contains(
                "  note              the test process crashed once (in ATests.test_two: Program "
                    + "crashed: Bad pointer dereference);\n    the counts are a second run's"))
        #expect(result.json.contains(#""rerunAfterCrash":"in ATests.test_two: Program crashed"#))
    }

    enum Crashing { case once, always }

    /// A package folder whose `swift` (first on the PATH) answers `swift test` with a run that
    /// crashes in ATests.test_two, the first time only or every time.
    private func judgedPackage(crashing: Crashing) throws -> (JudgedPackage, URL) {
        let folder = temporaryFolder()
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent(".build"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let marker = folder.appendingPathComponent("ran").path
        let script = """
            #!/bin/sh
            echo "Test Case 'ATests.test_one' started at 2019-04-10 12:00:00.000"
            echo "Test Case 'ATests.test_one' passed (0.001 seconds)"
            echo "Test Case 'ATests.test_two' started at 2019-04-10 12:00:00.001"
            if \(crashing == .always ? "true" : "[ ! -e '\(marker)' ]"); then
              : >'\(marker)'
              echo "*** Program crashed: Bad pointer dereference ***"
              exit 1
            fi
            echo "Test Case 'ATests.test_two' passed (0.001 seconds)"

            """
        let swift = bin.appendingPathComponent("swift")
        try Data(script.utf8).write(to: swift)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        let tools = Tools(environment: ["PATH": bin.path + ":/usr/bin:/bin"])
        return (try JudgedPackage(directory: folder, tools: tools), folder)
    }
}
