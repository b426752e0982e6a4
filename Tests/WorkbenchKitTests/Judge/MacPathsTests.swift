import Foundation
import Testing

@testable import WorkbenchKit

/// What differs on a Mac and can be shown here: a package reached through a symbolic link
/// (macOS's temporary folders are links into /private), and SwiftPM's spellings of a test
/// process stopped by a signal.
@Suite("Paths through links, and the crash lines of every SwiftPM")
struct MacPathsTests {
    /// swift build as SwiftPM answers it, with the package's path as realpath gives it: a
    /// warning in the app and an error in a held-back case.
    static let swift = """
        #!/bin/sh
        [ "$1" = build ] || exit 0
        cd "$4" || exit 1
        real="$(pwd -P)"
        echo "$real/Sources/MyBiz/API.swift:1:5: warning: variable 'unused' was never mutated"
        echo "$real/Tests/MyBizTests/HeldBack/HiddenTests.swift:2:1: error: cannot find 'missing' in scope"
        exit 1

        """

    @Test("a package reached through a link: paths are the package's, held-back cases hidden")
    func throughALink() throws {
        let (standIn, folder) = try judgedPackage(swift: Self.swift)
        let link = temporaryFolder()
        defer { [folder, link].forEach { try? FileManager.default.removeItem(at: $0) } }
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder)
        let package = try JudgedPackage(directory: link, tools: standIn.tools)
        let (workspace, chain) = try thisPackage.get()
        let check = ExerciseCheck(tools: standIn.tools, workspace: workspace, chain: chain)
        var result = CheckResult(step: 3, id: "03-x", title: "X")

        let compiled = try check.compiles(package, in: &result)

        #expect(!compiled)
        #expect(
            result.buildErrors
                == ["1 errors in the held-back cases, which use only what the step's tests use"])
        #expect(
            result.buildWarnings?.first
                == "Sources/MyBiz/API.swift:1:5: warning: variable 'unused' was never mutated")
    }

    @Test("an exercise checked through a link: the held-back cases' errors stay hidden")
    func exerciseThroughALink() throws {
        let (workspace, chain) = try thisPackage.get()
        let (standIn, bin) = try judgedPackage(
            swift: """
                #!/bin/sh
                [ "$1" = build ] || exit 0
                cd "$4" || exit 1
                for file in Tests/MyBizTests/HeldBack/*.swift; do
                  echo "$(pwd -P)/$file:2:1: error: cannot find 'missing' in scope"
                done
                exit 1

                """)
        let exercise = temporaryFolder()
        let link = temporaryFolder()
        defer { [bin, exercise, link].forEach { try? FileManager.default.removeItem(at: $0) } }
        #expect(run(["exercise", "3", exercise.path]).status == 0)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: exercise)

        let result = try ExerciseCheck(tools: standIn.tools, workspace: workspace, chain: chain)
            .judge(link)

        // One error in each held-back file: step 3's cases, and the judge's comparison.
        #expect(result.status == .doesNotCompile)
        #expect(
            result.buildErrors
                == ["2 errors in the held-back cases, which use only what the step's tests use"])
    }

    @Test("macOS's two spellings: /private/var/… as SwiftPM prints it, /var/… as typed")
    func privateSpelling() {
        let real = "/private/var/folders/x/T/ex/.build/judge"
        let typed = "/var/folders/x/T/ex/.build/judge"

        let build = JudgedPackage.Build(
            output: """
                \(real)/Sources/MyBiz/API.swift:4:9: warning: variable 'url' was never mutated
                \(real)/Tests/MyBizTests/HeldBack/H.swift:7:5: error: cannot find 'x' in scope
                """, folders: [typed, real], status: 1)

        #expect(
            build.errors == [
                "Tests/MyBizTests/HeldBack/H.swift:7:5: error: cannot find 'x' in scope"
            ])
        #expect(
            build.warnings == [
                "Sources/MyBiz/API.swift:4:9: warning: variable 'url' was never mutated"
            ])
    }

    @Test("a physical path resolves every link, and keeps the part not made yet")
    func physical() throws {
        let folder = temporaryFolder()
        let link = temporaryFolder()
        defer { [folder, link].forEach { try? FileManager.default.removeItem(at: $0) } }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder)

        #expect(link.physicalFileURL.path == folder.physicalFileURL.path)
        #expect(
            link.appendingPathComponent(".build/judge").physicalFileURL.path
                == folder.physicalFileURL.path + "/.build/judge")
    }

    @Test(
        "each spelling of SwiftPM's test process stopped by a signal is a crash",
        arguments: [
            "error: Exited with signal code 11",
            "error: Exited with unexpected signal code 11",
            "error: Process '/x/.build/debug/MyBizPackageTests.xctest' exited with unexpected signal code 11",
            "error: Process '/Applications/Xcode.app/Contents/Developer/usr/bin/xctest /x/.build/debug/"
                + "MyBizPackageTests.xctest' exited with unexpected signal code 11",
        ])
    func signalled(line: String) {
        let reason = "the test process exited with unexpected signal code 11"

        let alone = TestOutcomes(
            output: "Test Case 'ATests.test_one' passed (0.001 seconds)\n" + line, xunit: nil)
        let during = TestOutcomes(
            output: "Test Case 'ATests.test_two' started at 2019-04-10 12:00:00.001\n" + line,
            xunit: nil)

        #expect(alone.crash == .init(during: nil, reason: reason))
        #expect(
            during.missing("MyBizTests.ATests/test_two") == "stopped the test process: " + reason)
    }

    @Test("a line the app printed about a signal is no crash")
    func notASignal() {
        #expect(
            TestOutcomes(output: "the app printed: exited with a signal", xunit: nil).crash == nil)
        #expect(TestOutcomes.signalCode(in: "we exited with signal code twelve") == nil)
    }
}
