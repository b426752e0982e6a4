import Foundation
import Testing

@testable import WorkbenchKit

/// What in a learner's app module would answer for the tests' own checks (`TestStandIns`).
@Suite("What may not stand in for the tests")
struct TestStandInsTests {
    @Test(
        "the app may not import a test framework or declare XCTest's API; no state of the chain does"
    )
    func frameworkStandIns() throws {
        let shadow = """
            // A comment may say XCTAssertEqual, and a string "import XCTest".
            func XCTAssertEqual(_ a: Int, _ b: Int, _ message: String = "") {}
            """
        let app = SourceTree(files: [
            "Settings/Asserts.swift": shadow,
            "Settings/Waits.swift": "import class XCTest.XCTestCase\n",
            "Settings/Issues.swift": "@testable import Testing\n",
            "Settings/Said.swift": "let said = \"import XCTest\" // XCTFail\n",
            "Notes.txt": "import XCTest\n",
        ])

        let standIns = TestStandIns(app: app, reference: SourceTree(files: [:]))

        #expect(
            standIns.found == [
                "Settings/Asserts.swift: func XCTAssertEqual",
                "Settings/Issues.swift: import Testing",
                "Settings/Waits.swift: import XCTest",
            ])
        #expect(standIns.left?.contains("Settings/Asserts.swift: func XCTAssertEqual") == true)
        // Every text an app file has in any state, once, named by the first state that has it:
        // what is found is found in a file, and a state is its own reference for operators.
        var texts: [String: String] = [:]
        for (number, state) in try thisPackageStates.get().enumerated() {
            for (path, text) in state.subtree(ChainLayout.appModule).files
            where !texts.keys.contains(text) {
                texts[text] = "state \(number): \(path)"
            }
        }
        let every = SourceTree(files: Dictionary(uniqueKeysWithValues: texts.map { ($1, $0) }))
        #expect(TestStandIns(app: every, reference: every).found == [])
    }

    @Test("the app may declare only the operators its step's solution declares, in any file")
    func operatorStandIns() {
        let reference = SourceTree(files: [
            "Models/Event.swift": """
            struct Event: Equatable { let name: String }
            extension Event: Comparable {
                static func < (lhs: Event, rhs: Event) -> Bool { lhs.name < rhs.name }
            }
            """
        ])
        let moved = SourceTree(files: [
            "Models/Event.swift": "struct Event: Equatable { let name: String }\n",
            "Models/Order.swift": """
            extension Event: Comparable {
                static func <(lhs: Event, rhs: Event) -> Bool { lhs.name < rhs.name }
            }
            """,
        ])
        let lying = reference.merging(
            SourceTree(files: [
                "Calendar/Kept.swift": """
                extension Event {
                    // static func != is not declared here
                    static func == (lhs: Event, rhs: Event) -> Bool { true }
                }
                func == <T>(lhs: [T], rhs: [T]) -> Bool { true }
                """
            ]))

        #expect(TestStandIns(app: moved, reference: reference).found == [])
        #expect(
            TestStandIns(app: lying, reference: reference).found == [
                "Calendar/Kept.swift: func ==", "Calendar/Kept.swift: func Event.==",
            ])
        #expect(
            TestStandIns(app: lying, reference: reference).left?.contains(
                "the app may not declare an operator the step's solution does not") == true)
        #expect(
            TestStandIns(app: lying, reference: reference).left?.contains("test framework") == false
        )
    }

    @Test("the app may not reach the test process's streams, exit, signals or C functions by name")
    func processHolds() {
        let app = SourceTree(files: [
            "Calendar/Rewrite.swift": """
            // Puts a pipe under stdout with dup2, and says "passed".
            let rewrite: Void = {
                var fds: [Int32] = [0, 0]
                _ = pipe(&fds)
                dup2(fds[1], 1)
                atexit { close(1) }
                let copy = open("/proc/self/fd/1", O_WRONLY)
            }()
            """,
            "Calendar/Handles.swift":
                "let out = FileHandle.standardOutput\nlet child = Process()\nlet os = system(\"true\")\n",
            "Calendar/Names.swift":
                "@_silgen_name(\"dup2\") func redirect(_ a: Int32, _ b: Int32) -> Int32\n"
                + "let tests: AnyClass? = NSClassFromString(\"XCTestCase\")\n",
            "Calendar/Ends.swift": """
            // Prints a pass for every test, then ends the run as a passing one would.
            func finish() -> Never { print("Test Case 'A.test_a' passed"); exit(0) }
            func stopParent() { kill(getppid(), SIGKILL); Thread.exit() }
            """,
            "Calendar/Store.swift": """
            final class Store {
                func close() { print("stdout is fine in a string") }
                func done() { close(); self.close() }
                func shut(close: Bool) { let pipe = 1 }
            }
            """,
        ])

        let standIns = TestStandIns(app: app, reference: SourceTree(files: [:]))

        #expect(
            standIns.process == [
                "Calendar/Ends.swift: exit, getppid, kill",
                "Calendar/Handles.swift: Process, standardOutput, system",
                "Calendar/Names.swift: NSClassFromString, _silgen_name",
                "Calendar/Rewrite.swift: atexit, close, dup2, open, pipe",
            ])
        #expect(standIns.frameworks.isEmpty && standIns.operators.isEmpty)
        #expect(
            standIns.left?.hasPrefix("the app may not reach the test process's streams") == true)
        let qualified = SourceTree(files: [
            "Calendar/Store.swift": app.files["Calendar/Store.swift"]!,
            "Calendar/Shut.swift": "extension Store { func shut() { _ = Glibc.close(1) } }\n",
        ])
        #expect(
            TestStandIns(app: qualified, reference: SourceTree(files: [:])).process == [
                "Calendar/Shut.swift: close"
            ])
    }
}
