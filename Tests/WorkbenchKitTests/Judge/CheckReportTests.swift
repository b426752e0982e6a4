import Diffing
import Foundation
import Testing

@testable import WorkbenchKit

/// What a check says: the build's errors and warnings, the counts, and the command to see why.
@Suite("The check's report")
struct CheckReportTests {
    @Test("a build's errors and warnings, each once, with paths from the package, and shown")
    func buildDiagnostics() throws {
        let output = """
            warning: 'judge': found 1 file(s) which are unhandled; explicitly declare them
            [3/9] Compiling MyBiz API.swift
            /x/judge/Sources/MyBiz/API.swift:4:9: warning: variable 'url' was never mutated
                    var url = URL(string: "")
                    ~~~ ^
            /x/judge/Sources/MyBiz/API.swift:4:9: warning: variable 'url' was never mutated
            /x/judge/Tests/MyBizTests/ATests.swift:7:5: error: cannot find 'x' in scope
            """
        let failed = JudgedPackage.Build(output: output, folder: "/x/judge", status: 1)
        #expect(
            failed.errors == ["Tests/MyBizTests/ATests.swift:7:5: error: cannot find 'x' in scope"])
        #expect(
            failed.warnings == [
                "warning: 'judge': found 1 file(s) which are unhandled; explicitly declare them",
                "Sources/MyBiz/API.swift:4:9: warning: variable 'url' was never mutated",
            ])
        #expect(!failed.compiled)
        let silent = JudgedPackage.Build(output: "Build complete!", folder: "/x/judge/", status: 1)
        #expect(silent.errors == ["swift build exited with status 1"], "a failure is never quiet")
        #expect(JudgedPackage.Build(output: "Build complete!", folder: "/x", status: 0).compiled)

        var result = CheckResult(step: 3, id: "03-x", title: "A step")
        result.status = .solved
        result.buildWarnings = Array(repeating: "a warning", count: 4)
        let text = result.text
        #expect(text.contains("  build             ok, 4 warnings\n    a warning\n"))
        #expect(text.contains("    and 1 more\n"))
        result.buildWarnings = nil
        #expect(result.text.contains("  build             ok\n"))
        let older =
            Data(#"{"step":3,"id":"03-x","title":"A step","status":"solved","#.utf8)
            + Data(
                #""buildErrors":[],"declaredChanges":[],"editsIgnored":[],"elapsedSeconds":1}"#.utf8
            )
        let read = try JSONDecoder().decode(CheckResult.self, from: older)
        #expect(read.status == .solved, "a result a room stored before warnings still reads")
        #expect(read.buildWarnings == nil)
    }

    @Test(
        "the report: counts out of the total, failures with their message, the command to see why")
    func report() {
        var result = CheckResult(step: 4, id: "04-next", title: "Next")
        result.stepTests = .init(
            passed: 1, total: 2, failing: [.init(name: "NextTests/test_a", message: "wrong")])
        result.heldBack = .init(
            passed: 0, total: 1, failing: [.init(name: "keeps 29 February", message: "")])
        result.characterization = .init(passed: 5, total: 5)
        result.declaredChanges = [3]
        result.editsIgnored = ["Tests/MyBizTests/NextTests.swift (changed)"]
        result.left = "some tests fail"

        let text = result.text
        let json = try? JSONSerialization.jsonObject(with: Data(result.json.utf8)) as? [String: Any]

        #expect(text.contains("  step's tests      1 of 2 passed\n    ✗ NextTests/test_a: wrong\n"))
        #expect(text.contains("  held-back cases   0 of 1 passed\n    ✗ keeps 29 February\n"))
        #expect(text.contains("5 of 5 passed (changes declared by step 3 in force)"))
        #expect(text.contains("Tests/MyBizTests/NextTests.swift (changed)"))
        #expect(text.contains("  result            not yet: some tests fail\n"))
        #expect(text.hasSuffix("  why               swift test --filter 'NextTests/test_a'\n"))
        #expect(json?["status"] as? String == "failing")
        #expect(result.json.split(separator: "\n").count == 1)
    }
}
