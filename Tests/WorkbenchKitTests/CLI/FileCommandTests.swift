import Diffing
import Foundation
import Testing

@testable import WorkbenchKit

@Suite("The workbench's verify, materialize and diff")
struct FileCommandTests {
    @Test("verify passes on the package, and names the file when one character differs")
    func verify() throws {
        #expect(run(["verify"]).status == 0)

        let copy = try copyOfPackage(
            editing: "Sources/RefactoredMyBiz/Models/Event.swift", "🎂", "🍰")
        defer { try? FileManager.default.removeItem(at: copy) }

        let result = run(["verify"], root: copy)
        #expect(result.status == 1)
        #expect(result.errors.contains("Sources/MyBiz/Models/Event.swift: line"))
    }

    @Test("verify names the step and hunk of a step that does not apply")
    func verifyBrokenStep() throws {
        let copy = try copyOfPackage(
            editing: "Sources/LegacyMyBiz/Calendar/CalendarViewController.swift", "api.getEvents()",
            "api.getEvents( )")
        defer { try? FileManager.default.removeItem(at: copy) }

        let result = run(["verify"], root: copy)
        #expect(result.status == 1)
        #expect(result.errors.contains("Step 01-extract-load-events does not apply"))
        #expect(
            result.errors.contains("Sources/MyBiz/Calendar/CalendarViewController.swift: hunk 1"))
    }

    @Test("a malformed step file is named, with what is wrong: exit 2")
    func malformedStep() throws {
        let copy = try copyOfPackage(
            editing: "Steps/03-employee-birthday.step", "technique:", "tech:")
        defer { try? FileManager.default.removeItem(at: copy) }

        let result = run(["verify"], root: copy)
        #expect(result.status == 2)
        #expect(result.errors.contains("Steps/03-employee-birthday.step is malformed"))
        #expect(result.errors.contains("unknown header field 'tech'"))
    }

    @Test("materialize writes a package; it refuses a folder that is not empty without --force")
    func materialize() throws {
        let target = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: target) }

        #expect(run(["materialize", "--through", "0", target.path]).status == 0)
        let package = try SourceTree(directory: target)
        let legacy = try SourceTree(
            directory: packageRoot.appendingPathComponent("Sources/LegacyMyBiz"))
        #expect(package.subtree("Sources/MyBiz/") == legacy)
        #expect(package.files["Package.swift"]?.contains("name: \"MyBiz\"") == true)
        #expect(package.files["README.md"]?.contains("the legacy app") == true)
        let shared = "Tests/MyBizTests/Mocks/MockAPI.swift"
        let copies: Set = [shared, "Tests/MyBizTests/Support/TestHost.swift"]
        #expect(Set(package.files.keys.filter { $0.hasPrefix("Tests/MyBizTests/") }) == copies)
        #expect(!package.files.keys.contains { $0.contains("/since-") })
        let mockAPI = try #require(package.files["Tests/CharacterizationTests/Mocks/MockAPI.swift"])
        #expect(mockAPI.contains("    @testable import MyBiz\n"))
        #expect(package.files[shared] == mockAPI, "MyBizTests holds a copy of the suite's MockAPI")
        #expect(package.links.isEmpty, "a linked source can keep a stale build: \(package.links)")
        #expect(run(["materialize", "--through", "1", target.path]).status == 2)
    }

    @Test("--force replaces an earlier step's package and leaves no stale file behind")
    func materializeForce() throws {
        let target = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: target) }
        let (workspace, chain) = try thisPackage.get()

        #expect(run(["materialize", "--through", "\(chain.steps.count)", target.path]).status == 0)
        #expect(run(["materialize", "--through", "0", target.path, "--force"]).status == 0)

        let legacy = try StepPackage.tree(workspace: workspace, chain: chain, through: 0)
        #expect(try SourceTree(directory: target) == legacy)
    }

    @Test("--force leaves alone a folder the workbench did not write")
    func forceOnlyOnOwnFolders() throws {
        let target = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: target) }
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        let notes = target.appendingPathComponent("notes.txt")
        try Data("mine\n".utf8).write(to: notes)

        let result = run(["materialize", "--through", "1", target.path, "--force"])

        #expect(result.status == 2)
        #expect(result.errors.contains("was not written by the workbench"))
        #expect(FileManager.default.fileExists(atPath: notes.path))
    }

    @Test("diff --file shows one file whole; --help and --version answer")
    func fileDiffHelpAndVersion() {
        let file = run(["diff", "--file", "Models/Employee.swift"])
        #expect(file.status == 0)
        #expect(file.output.contains("+    let birthday: String?"))
        #expect(file.output.contains("     var displayName: String {"))
        #expect(run(["--help"]).output.contains("workbench materialize --through"))
        #expect(run(["materialize", "--help"]).output.contains("--force"))
        #expect(run(["--version"]).output.hasPrefix("workbench "))
    }

    @Test("diff --from --to gives the diff of two trees: step 17's app module to the last step's")
    func diffBetweenTrees() throws {
        let before = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: before) }
        let (_, chain) = try thisPackage.get()
        let last = try #require(chain.steps.last)
        #expect(
            run(["materialize", "--through", "\(chain.steps.count - 1)", before.path]).status == 0)

        let result = run([
            "diff", "--from", before.appendingPathComponent("Sources/MyBiz").path, "--to",
            "Sources/RefactoredMyBiz",
        ])

        #expect(result.status == 0)
        let patches = try PatchParser.parse(result.output)
        #expect(patches.map { "Sources/MyBiz/" + $0.path } == last.appPatches.map(\.path))
        #expect(run(["diff", "--from", before.path]).status == 2)
    }

    @Test("colour only on a terminal, and never with NO_COLOR")
    func colours() {
        #expect(Console.colors(isTerminal: true, environment: [:]))
        #expect(!Console.colors(isTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(!Console.colors(isTerminal: false, environment: [:]))
        #expect(run(["show", "1"], colored: true).output.contains("\u{1B}[32m+"))
    }
}
