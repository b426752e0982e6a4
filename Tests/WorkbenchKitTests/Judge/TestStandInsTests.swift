import Foundation
import Testing

@testable import WorkbenchKit

/// What in a learner's app module would answer for the tests' own checks (`TestStandIns`), read
/// from the symbols of its objects. Every cheat is also compiled and refused whole in
/// `Scripts/check-judge`; these tests pin the reading.
@Suite("What may not stand in for the tests")
struct TestStandInsTests {
    private func symbols(_ names: [String], defined: Bool = false) -> [TestStandIns.Symbol] {
        names.map { TestStandIns.Symbol(name: $0, defined: defined) }
    }

    @Test("a reference to XCTest or Swift Testing, or an XCT declaration of the app's, stands in")
    func frameworkStandIns() {
        let standIns = TestStandIns(
            symbols: [
                "Settings/Asserts.swift": symbols(
                    ["$s5MyBiz14XCTAssertEqualyySi_SiSStF"], defined: true),
                "Settings/Waits.swift": symbols(["$s6XCTest0A4CaseCMa"]),
                "Settings/Issues.swift": symbols(["$s7Testing5IssueV6record_9sourceLocationAC"]),
                // The app's own declarations, and its own names it references, are its own.
                "Settings/Mine.swift": symbols(["$s5MyBiz5XcodeV4nameSSvg"], defined: true)
                    + symbols(["$s5MyBiz14XCTAssertEqualyySi_SiSStF"]),
            ], module: "MyBiz")

        #expect(
            standIns.found == [
                "Settings/Asserts.swift: declares XCTAssertEqual",
                "Settings/Issues.swift: uses Testing",
                "Settings/Waits.swift: uses XCTest",
            ])
        #expect(standIns.left?.hasPrefix("the app may not use a test framework") == true)
    }

    @Test("the app may not reach the test process's streams, exit, signals or C functions by name")
    func processHolds() {
        let standIns = TestStandIns(
            symbols: [
                "Calendar/Rewrite.swift": symbols(["pipe", "dup2", "atexit", "close", "stdout"]),
                "Calendar/Handles.swift": symbols([
                    "$s10Foundation10FileHandleC14standardOutputACvgZ",
                    "$s10Foundation7ProcessCACycfC", "system",
                ]),
                "Calendar/Ends.swift": symbols(["exit", "getppid", "kill"]),
                // What a store of SQLite references, and Swift's runtime, is the app's to use.
                "Calendar/Store.swift": symbols(["sqlite3_close", "swift_retain", "malloc"]),
            ], module: "MyBiz")

        #expect(
            standIns.process == [
                "Calendar/Ends.swift: exit, getppid, kill",
                "Calendar/Handles.swift: FileHandle.standardOutput, Process, system",
                "Calendar/Rewrite.swift: atexit, close, dup2, pipe, stdout",
            ])
        #expect(standIns.frameworks.isEmpty)
        #expect(
            standIns.left?.hasPrefix("the app may not reach the test process's streams") == true)
        // A symbol the app defines by such a name is its own, not C's.
        #expect(
            TestStandIns(symbols: ["A.swift": symbols(["close"], defined: true)], module: "MyBiz")
                .found == [])
    }

    @Test("a mangled name's first identifier is read by its length")
    func firstIdentifier() {
        #expect(
            TestStandIns.firstIdentifier(after: "$s5MyBiz", in: "$s5MyBiz14XCTAssertEqualyy")
                == "XCTAssertEqual")
        #expect(TestStandIns.firstIdentifier(after: "$s5MyBiz", in: "$s5MyBiz99XCT") == nil)
        #expect(TestStandIns.firstIdentifier(after: "$s5MyBiz", in: "$s5MyBizyy") == nil)
    }

    /// This build's objects of the refactored app, the chain's last state: no symbol of theirs
    /// stands in for the tests (`Scripts/check-exercise` reads every step's solution so).
    @Test(
        "the refactored app's objects, as this build made them, reach nothing of the test process",
        .enabled(
            if: FileManager.default.fileExists(
                atPath: packageRoot.appendingPathComponent(".build/debug/RefactoredMyBiz.build")
                    .path),
            "needs this package built in .build/debug, as swift test builds it"))
    func refactoredAppReachesNothing() throws {
        let app = try SourceTree(
            directory: packageRoot.appendingPathComponent("Sources/RefactoredMyBiz"))
        let standIns = try TestStandIns(
            package: packageRoot, module: "RefactoredMyBiz", app: app,
            tools: Tools(environment: ProcessInfo.processInfo.environment))

        #expect(standIns.found == [])
    }
}
