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
        let twice = JudgedPackage.Build(
            output: "error: couldn't build /x/judge/.build/debug/MyBiz.build/Report.swift.o "
                + "because of multiple producers: Compiling Swift Module 'MyBiz' (32 sources)",
            folder: "/x/judge", status: 1)
        #expect(
            twice.errors == [
                "error: two files of module MyBiz are named Report.swift; a module's files need "
                    + "names of their own: rename one (couldn't build .build/debug/MyBiz.build/"
                    + "Report.swift.o because of multiple producers: Compiling Swift Module "
                    + "'MyBiz' (32 sources))"
            ])
        let emitted = JudgedPackage.Build(
            output: "/x/judge/Sources/MyBiz/A.swift:1:1: error: expected declaration\n"
                + "error: emit-module command failed with exit code 1 (use -v to see invocation)",
            folder: "/x/judge", status: 1)
        #expect(emitted.errors == ["Sources/MyBiz/A.swift:1:1: error: expected declaration"])

        var result = CheckResult(step: 3, id: "03-x", title: "A step")
        result.status = .solved
        result.buildWarnings = Array(repeating: "a warning", count: 4)
        let text = result.text
        #expect(text.contains("  build             ok, 4 warnings\n    a warning\n"))
        #expect(text.contains("    and 1 more\n"))
        result.buildWarnings = []
        #expect(result.text.contains("  build             ok\n"))
        result.buildWarnings = nil
        result.status = .failing
        result.left = "write the step's tests in Tests/MyBizTests/ATests.swift"
        #expect(!result.text.contains("build"), "a check that built nothing says no build was ok")
        let older =
            Data(#"{"step":3,"id":"03-x","title":"A step","status":"solved","#.utf8)
            + Data(
                #""buildErrors":[],"declaredChanges":[],"editsIgnored":[],"elapsedSeconds":1}"#.utf8
            )
        let read = try JSONDecoder().decode(CheckResult.self, from: older)
        #expect(read.status == .solved, "a result a room stored before warnings still reads")
        #expect(read.buildWarnings == nil)
    }
}
