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
                // In an extension of another type, where a test class's calls would find it.
                "Settings/Objects.swift": symbols(
                    ["$sSo8NSObjectC5MyBizE7XCTFailyySSF"], defined: true),
                // An == of strings, and one of any arrays: the tests' comparisons would call
                // them. An operator of a type of the app's own, even a private one, is fine.
                "Settings/Equal.swift": symbols(
                    [
                        "$sSS5MyBizE2eeoiySbSS_SStFZ", "$s5MyBiz2eeoiySbSayxG_ACtlF",
                        "$s5MyBiz5EventV2eeoiySbAC_ACtFZ", "$s5MyBiz2eeoiySbAA5ShiftV_ADtF",
                        "$s5MyBiz13CalendarOrder33_0123456789ABCDEF0123456789ABCDEFLLV1loiySbAD_ADtFZ",
                    ], defined: true),
                // An == of arrays of strings, in a constrained extension.
                "Settings/Strings.swift": symbols(
                    ["$sSa5MyBizSSRszlE2eeoiySbSaySSG_ABtFZ"], defined: true),
                // Identity has one meaning, Swift's: an === of the app's own store is refused.
                "Settings/Same.swift": symbols(
                    ["$s5MyBiz10EventStoreC3eeeoiySbAC_ACtFZ"], defined: true),
                // XCTest's own symbol, defined by the app under `@_silgen_name`.
                "Settings/Fails.swift": symbols(
                    ["$s6XCTest7XCTFailyySS_s12StaticStringVSutF"], defined: true),
                "Settings/Waits.swift": symbols(["$s6XCTest0A4CaseCMa"]),
                "Settings/Issues.swift": symbols(["$s7Testing5IssueV6record_9sourceLocationAC"]),
                // The app's own declarations, and its own names it references, are its own.
                "Settings/Mine.swift": symbols(["$s5MyBiz5XcodeV4nameSSvg"], defined: true)
                    + symbols(["$s5MyBiz14XCTAssertEqualyySi_SiSStF"]),
            ], module: "MyBiz")

        #expect(
            standIns.found == [
                "Settings/Asserts.swift: declares XCTAssertEqual",
                "Settings/Equal.swift: declares an operator outside the app's own types",
                "Settings/Fails.swift: defines XCTest",
                "Settings/Issues.swift: uses Testing",
                "Settings/Objects.swift: declares XCTFail",
                "Settings/Same.swift: declares an identity operator (=== or !==), Swift's alone",
                "Settings/Strings.swift: declares an operator outside the app's own types",
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
        // Defined by the app (`@_cdecl("fwrite")`), C's function would be the app's for the
        // whole test process; reached through a C module's Swift wrapper (a variadic function,
        // a macro's variable) or by macOS's suffixed name, it is C's all the same.
        let hidden = TestStandIns(
            symbols: [
                "A.swift": symbols(["fwrite"], defined: true),
                "B.swift": symbols([
                    "$s5Glibc4openys5Int32VSPys4Int8VG_AEtF", "$s6Darwin6stdoutSpySo7__sFILEVGvg",
                    "fdopen$DARWIN_EXTSN", "$s5Glibc5errnos5Int32Vvg",
                ]),
            ], module: "MyBiz")
        #expect(
            hidden.process == [
                "A.swift: defines fwrite", "B.swift: fdopen, open, stdout",
            ])
    }

    @Test(
        "a line of nm -P is read from its end: a name may hold spaces, a value or size be missing")
    func nmLines() {
        #expect(TestStandIns.symbol(in: "exit U") ?? ("", "") == ("exit", "U"))
        #expect(
            TestStandIns.symbol(in: "$s5MyBiz5EventVMn R 1a0 1c") ?? ("", "")
                == ("$s5MyBiz5EventVMn", "R"))
        #expect(
            TestStandIns.symbol(in: "symbolic _____ 5MyBiz5EventV V 0 8") ?? ("", "")
                == ("symbolic _____ 5MyBiz5EventV", "V"))
        #expect(TestStandIns.symbol(in: "close w") ?? ("", "") == ("close", "w"))
        #expect(TestStandIns.symbol(in: "") == nil)
    }

    @Test("a typealias named like XCTest's API, which leaves no symbol, is read from the source")
    func unmarkedStandIns() {
        let app = SourceTree(files: [
            "Quiet.swift": """
            extension NSObject { typealias XCTAssertEqual = Quiet }
            // typealias XCTFail = Quiet, in a comment, is no declaration.
            typealias Kept = [Event]
            """,
            "Notes.txt": "typealias XCTFail = Quiet\n",
        ])

        #expect(TestStandIns.unmarked(app) == ["Quiet.swift: declares XCTAssertEqual"])
    }

    @Test("a mangled name's first identifier is read by its length")
    func firstIdentifier() {
        #expect(
            TestStandIns.firstIdentifier(after: "$s5MyBiz", in: "$s5MyBiz14XCTAssertEqualyy")
                == "XCTAssertEqual")
        #expect(TestStandIns.firstIdentifier(after: "$s5MyBiz", in: "$s5MyBiz99XCT") == nil)
        #expect(TestStandIns.firstIdentifier(after: "$s5MyBiz", in: "$s5MyBizyy") == nil)
    }

    /// The judge compares the tests' values by what they hold as well as by the app's `==`
    /// (`Judge/HeldBack.swift`): for the reference solutions the two must agree, as they do when
    /// Swift makes `==`.
    @Test("no state of the chain declares its own ==: Swift makes each from what values hold")
    func swiftMakesEveryEquality() throws {
        // Every text an app file has in any state, read once, named by the first state with it.
        var texts: [String: String] = [:]
        for (number, state) in try thisPackageStates.get().enumerated() {
            for (path, text) in state.subtree(ChainLayout.appModule).files
            where path.hasSuffix(".swift") && texts[text] == nil {
                texts[text] = "state \(number): \(path)"
            }
        }
        #expect(texts.count > 30)
        for (text, origin) in texts {
            let declared = Declarations(sources: [text]).counts.keys
            #expect(!declared.contains { $0.name == "==" || $0.name == "!=" }, "\(origin)")
        }
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
