import Diffing
import Foundation
import Testing

@testable import WorkbenchKit

@Suite("The workbench command")
struct WorkbenchCommandTests {
    @Test("techniques lists the catalogue with the steps that demonstrate each, and the count")
    func techniques() throws {
        let result = run(["techniques"])

        #expect(result.status == 0, "\(result.output)")
        let (_, chain) = try thisPackage.get()
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

    @Test("each catalogue technique's step to project changes at most 40 lines of app code")
    func stepsToProjectAreSmall() throws {
        let (_, chain) = try thisPackage.get()
        for technique in Techniques.catalogue {
            guard let step = chain.showing(technique.name).first else { continue }
            #expect(
                step.changedLines <= 40,
                "\(technique.name)'s step to project, \(step.id), changes \(step.changedLines)")
        }
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
            ["show", "999"], ["show"], ["frobnicate"], ["techniques", "extra"], ["diff", "0"],
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
        let result = run(["app", "--step", "999"])

        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("workbench: There is no step '999'. Name a step by number"))
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
}
