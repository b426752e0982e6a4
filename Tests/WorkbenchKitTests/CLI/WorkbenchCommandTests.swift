import Diffing
import Foundation
import Testing

@testable import WorkbenchKit

@Suite("The workbench command")
struct WorkbenchCommandTests {
    @Test("with no arguments it shows the tour: every step and what to type next")
    func tour() throws {
        let result = run([])

        #expect(result.status == 0)
        let chain = try Workspace(root: packageRoot, searchingFrom: packageRoot).chain()
        for step in chain.steps { #expect(result.output.contains(step.id)) }
        #expect(result.output.contains("workbench show 01-"))
        #expect(!result.output.contains("\u{1B}["))
    }

    @Test("show names a step by number, id or unique prefix, with its why, tests and diff")
    func show() {
        for name in ["1", "01-extract-load-events", "01-ext"] {
            let result = run(["show", name])
            #expect(result.status == 0)
            #expect(result.output.contains("Step 1 of"))
            #expect(result.output.contains("Why: "))
            #expect(result.output.contains("Hint: Cut the two lines"))
            #expect(result.output.contains("swift test --filter"))
            #expect(result.output.contains("+    func loadEvents() {"))
        }
    }

    @Test("techniques lists the catalogue with the steps that demonstrate each, and the count")
    func techniques() throws {
        let result = run(["techniques"])

        #expect(result.status == 0, "\(result.output)")
        let chain = try Workspace(root: packageRoot, searchingFrom: packageRoot).chain()
        let used = Set(chain.steps.map(\.technique))
        let shown = Techniques.catalogue.filter { used.contains($0.name) }
        #expect(shown.count >= 12, "\(shown.map(\.name))")
        #expect(
            result.output.contains(
                "Feathers' techniques: \(shown.count) of \(Techniques.catalogue.count) are "
                    + "demonstrated by the \(chain.steps.count) steps"))
        let blocks = result.output.components(separatedBy: "\n\n")
        for technique in Techniques.all {
            let block = try #require(
                blocks.first { $0.hasPrefix(technique.name + "\n") }, "\(technique.name)")
            for step in chain.steps {
                #expect(
                    block.contains(step.id) == (step.technique == technique.name),
                    "\(technique.name), \(step.id)")
            }
        }
        #expect(result.output.contains("harness: ObservedAPI overrides loadTask"))
    }

    @Test("every technique and label is explained in at most two lines of the tool's width")
    func techniqueExplanationsAreShort() {
        for technique in Techniques.all {
            #expect(technique.explanation.count <= 196, "\(technique.name)")
        }
        #expect(Set(Techniques.all.map(\.name)).count == Techniques.all.count)
    }

    @Test("an unknown step, a missing argument or an unknown command is a usage error: exit 2")
    func usageErrors() {
        for arguments in [
            ["show", "99"], ["show"], ["frobnicate"], ["techniques", "extra"], ["diff", "0"],
            ["verify", "--loud"],
            ["diff", "--from", "/nonexistent", "--to", "/nonexistent"],
        ] {
            let result = run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(!result.errors.isEmpty, "\(arguments)")
        }
    }

    @Test(
        "app refuses two apps, a day it cannot read, and --today with a server it did not start",
        arguments: [
            (
                ["app", "--legacy", "--refactored"],
                "app runs one app: --legacy (the default), --refactored or --step <step>."
            ),
            (
                ["app", "--today", "someday"],
                "--today someday is not a date; write it as YYYY-MM-DD, such as 2019-04-10."
            ),
            (
                ["app", "--server", "http://127.0.0.1:8080/", "--today", "2019-04-10"],
                "--today dates the server 'app' starts; with --server, start that one with --today."
            ),
        ])
    func appUsage(arguments: [String], message: String) {
        let result = run(arguments)

        #expect(result.status == 2)
        #expect(result.errors == "workbench: \(message)\n")
        #expect(result.output.isEmpty)
    }

    @Test(
        "import outside a workbench refuses to replace the program's own Steps/ unless --root says so"
    )
    func importOutsideAWorkbench() throws {
        let elsewhere = temporaryFolder()
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let capture = Capture()
        let console = Console(
            colored: false, write: { capture.append($0, error: false) },
            writeError: { capture.append($0, error: true) })
        let workbench = Workbench(
            console: console, currentDirectory: elsewhere,
            environment: ProcessInfo.processInfo.environment,
            executable: packageRoot.appendingPathComponent(".build/debug/workbench"))
        let before = try SourceTree(directory: packageRoot.appendingPathComponent("Steps"))

        let status = workbench.run(["import", elsewhere.path])

        #expect(status == 2)
        #expect(
            capture.errors
                == "workbench: import replaces the Steps/ of a workbench, and \(elsewhere.path) is "
                + "not in one; the program's own is \(packageRoot.path). Run import from the "
                + "workbench whose steps you mean, or pass --root \(packageRoot.path).\n")
        #expect(try SourceTree(directory: packageRoot.appendingPathComponent("Steps")) == before)
    }

    @Test("the command table makes the tool's help, each command's help and the list of commands")
    func commandTable() {
        let names = CLI.all.map { $0.name }
        let help = run(["--help"]).output
        let unknown = run(["frobnicate"]).errors

        #expect(Set(names).count == names.count)
        for command in CLI.all {
            #expect(!command.synopsis.isEmpty, "\(command.name)")
            for line in command.synopsis {
                #expect(help.contains(line.text + "\n"), "\(line.usage)")
                #expect(
                    line.usage.hasPrefix(
                        "workbench" + (command.name.isEmpty ? "" : " " + command.name)))
            }
            if let text = command.help {
                #expect(run([command.name, "--help"]).output == text)
                #expect(text.hasPrefix("workbench \(command.name)"), "\(command.name)")
            }
            if !command.name.isEmpty {
                #expect(unknown.contains(command.name), "\(command.name)")
            }
        }
    }

    @Test("app --step names a step that is not in the chain before it builds anything")
    func appUnknownStep() {
        let result = run(["app", "--step", "99"])

        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("workbench: There is no step '99'. Name a step by number"))
        #expect(result.output.isEmpty)
    }

    @Test("a step's package for app has the step's manifest, with AppTerminal and mybiz-app")
    func appManifest() {
        let manifest = StepPackage.appManifest
        let added = manifest.dropFirst(StepPackage.manifest.count - "    ]\n)\n".count)

        #expect(manifest.hasPrefix(StepPackage.manifest.dropLast("    ]\n)\n".count)))
        #expect(added.contains(#".target(name: "AppTerminal", dependencies: ["MiniUIKit"])"#))
        #expect(added.contains(#"dependencies: ["AppTerminal", "MyBiz", "MiniUIKit", "MiniHTTP"]"#))
        #expect(manifest.hasSuffix("    ]\n)\n"))
    }

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
        #expect(!package.files.keys.contains { $0.hasPrefix("Tests/MyBizTests/") })
        #expect(!package.files.keys.contains { $0.contains("/since-") })
        #expect(package.links["Tests/MyBizTests/Mocks/MockAPI.swift"] != nil)
        let mockAPI = try #require(package.files["Tests/CharacterizationTests/Mocks/MockAPI.swift"])
        #expect(mockAPI.contains("    @testable import MyBiz\n"))
        #expect(run(["materialize", "--through", "1", target.path]).status == 2)
    }

    @Test("--force replaces an earlier step's package and leaves no stale file behind")
    func materializeForce() throws {
        let target = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: target) }
        let workspace = try Workspace(root: packageRoot, searchingFrom: packageRoot)
        let chain = try workspace.chain()

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
        let chain = try Workspace(root: packageRoot, searchingFrom: packageRoot).chain()
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
