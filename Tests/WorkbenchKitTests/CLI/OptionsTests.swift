import Foundation
import Testing

@testable import WorkbenchKit

/// The command line's words split into options and positional words, by the options declared
/// in `Option`: wherever an option stands, however its value is joined to it.
@Suite("Options: the words of a command line")
struct OptionsTests {
    func usage(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return (error as? WorkbenchError)?.description ?? "\(error)"
        }
    }

    @Test("an option and its value may come before or after the words they go with")
    func order() throws {
        for words in [["room", "--port", "8080", "serve"], ["room", "serve", "--port", "8080"]] {
            var options = Options(words)
            #expect(options.positional == ["room", "serve"], "\(words)")
            #expect(try options.value(of: .port) == "8080", "\(words)")
            #expect(usage { try options.expectNoMore(after: 2) } == nil, "\(words)")
        }
    }

    @Test("--name=value is --name value, and a flag given a value is refused, named")
    func joined() throws {
        var joined = Options(["exercise", "--through=4", "--room=http://127.0.0.1:1/"])
        #expect(try joined.value(of: .through) == "4")
        #expect(try joined.value(of: .room) == "http://127.0.0.1:1/")
        #expect(joined.positional == ["exercise"])

        var flag = Options(["room", "report", "--csv=yes"])
        let given = flag.flag(.csv)
        #expect(given)
        #expect(
            usage { try flag.expectNoMore(after: 2) }
                == "--csv takes no value; write it alone: see 'workbench --help'.")
    }

    @Test("-- ends the options: every word after it is positional, dashes and all")
    func endOfOptions() {
        let options = Options(["diff", "--", "--file", "-x"])
        #expect(options.positional == ["diff", "--file", "-x"])
        #expect(usage { try options.expectNoMore(after: 3) } == nil)
    }

    @Test("a value option with nothing after it says it needs a value")
    func missingValue() {
        var last = Options(["room", "serve", "--port"])
        let lastSaid = usage { _ = try last.value(of: .port) }
        #expect(lastSaid == "--port needs a value: see 'workbench --help'.")
        let beforeAnother = Options(["room", "report", "--db", "--csv", "out"])
        #expect(
            usage { try beforeAnother.expectNoMore(after: 3) }
                == "--db needs a value: see 'workbench --help'.")
        #expect(beforeAnother.positional == ["room", "report", "out"])
    }

    @Test("an empty joined value and an option given twice are refused before anything runs")
    func emptyAndTwice() {
        let empty = Options(["mutate", "--package=", "--list"])
        #expect(
            usage { try empty.expectDeclared() }
                == "--package= has an empty value; write the value after the =.")
        let twice = Options(["materialize", "--through", "2", "--through=3", "/tmp/x"])
        #expect(usage { try twice.expectDeclared() } == "--through is given twice; give it once.")
        let result = run(["mutate", "--package=", "--list"])
        #expect(result.status == ExitStatus.usage.rawValue)
        #expect(result.errors.contains("--package= has an empty value"))
    }

    @Test("an option no command has is named with the nearest one that is; one not read, as such")
    func unknown() {
        let typo = Options(["room", "serve", "--prot", "8080"])
        #expect(
            usage { try typo.expectNoMore(after: 2) }
                == "unknown option '--prot' (did you mean --port?); see 'workbench --help'.")
        let nothingNear = Options(["show", "1", "--frobnicate"])
        #expect(
            usage { try nothingNear.expectNoMore(after: 2) }
                == "unknown option '--frobnicate'; see 'workbench --help'.")
        let elsewhere = Options(["show", "1", "--csv"])
        #expect(
            usage { try elsewhere.expectNoMore(after: 2) }
                == "--csv does not go with this command; see 'workbench --help'.")
        let extra = Options(["show", "1", "2"])
        #expect(
            usage { try extra.expectNoMore(after: 2) } == "unexpected '2'; see 'workbench --help'.")
    }

    @Test("the edit distance behind the suggestions")
    func distance() {
        #expect(Option.distance("--prot", "--port") == 1, "two letters swapped")
        #expect(Option.distance("--ports", "--port") == 1)
        #expect(Option.distance("", "--db") == 4)
        #expect(Option.distance("--db", "--db") == 0)
        #expect(Option.nearest(to: "--trough") == .through)
        #expect(Option.nearest(to: "--databse") == nil, "no option is near")
        #expect(Option.nearest(to: "--lerners") == .learners)
        #expect(Option.nearest(to: "--x") == nil, "too short to guess")
    }

    @Test("every option in every command's usage lines and help is declared, with its value or not")
    func everyDocumentedUsage() {
        var lines: [String] = []
        for command in CLI.all {
            lines += command.synopsis.map(\.usage) + command.usages
        }
        #expect(lines.count > 30)
        for line in lines {
            for (name, value) in CLI.options(in: line) {
                let option = Option(rawValue: name)
                #expect(option != nil, "\(name), in: \(line)")
                #expect(
                    option?.takesValue == value,
                    "\(name) \(value ? "with" : "without") a value, in: \(line)")
            }
            // Parsed, the line's options all take their values: nothing is left over as a
            // problem, whatever order its words come in.
            let words = line.replacingOccurrences(of: "[", with: "")
                .replacingOccurrences(of: "]", with: "").split(separator: " ").dropFirst()
                .map(String.init).filter { $0 != "|" }
            var options = Options(words)
            for option in Option.allCases {
                if option.takesValue {
                    let said = usage { _ = try options.value(of: option) }
                    #expect(said == nil, "\(line)")
                } else {
                    _ = options.flag(option)
                }
            }
            #expect(usage { try options.expectNoMore(after: 99) } == nil, "\(line)")
        }
    }
}

/// Each command's usage lines declare what it takes: its help's, and a synopsis no wider.
@Suite("Commands declared by their usage lines")
struct DeclaredUsageTests {
    @Test("a command's summary in --help takes nothing its own help does not declare")
    func synopsisWithinHelp() {
        for command in CLI.all {
            #expect(!command.usages.isEmpty, "\(command.name)")
            for line in command.synopsis {
                let options = Set(
                    CLI.options(in: line.usage).compactMap { Option(rawValue: $0.name) })
                #expect(
                    options.isSubset(of: command.declaredOptions),
                    "\(line.usage): \(options.subtracting(command.declaredOptions).map(\.rawValue))"
                )
            }
        }
    }

    @Test("a help's usage line that goes on over two lines is read whole")
    func continuedUsage() throws {
        let mutate = try #require(CLI.command(named: "mutate"))
        #expect(mutate.usages.count == 1)
        #expect(mutate.declaredOptions.contains(.seed))
        #expect(mutate.declaredOptions.contains(.package))
        let pack = try #require(CLI.command(named: "pack"))
        #expect(pack.usages.first?.hasSuffix("[--lunch-after <n>] <dir> [--force]") == true)
    }

    @Test("an option the command does not declare is refused before it runs, with its usage")
    func refused() {
        let result = run(["check", "--csv", "/nowhere"])
        #expect(result.status == ExitStatus.usage.rawValue)
        #expect(
            result.errors
                == "workbench: workbench check takes no --csv. Its usage:\n  "
                + CLI.CheckCommand.usages.joined(separator: "\n  ") + "\n")
        let predicted = run(["check", "--predict", "green", "/nowhere"])
        #expect(!predicted.errors.contains("takes no"), "\(predicted.errors)")
    }
}

/// One table of exit statuses, in the tool's help and README alike.
@Suite("Exit statuses")
struct ExitStatusTests {
    @Test("the help and README print the one table; each kind of error exits with its row's status")
    func table() throws {
        let help = run(["--help"]).output
        #expect(help.contains("Exit status:\n" + ExitStatus.table))
        let readme = try packageText("README.md")
        #expect(readme.contains(ExitStatus.table), "README's table of exit statuses")
        #expect(ExitStatus.table.split(separator: "\n").count == 4)

        #expect(WorkbenchError.usage("x").exitStatus == ExitStatus.usage.rawValue)
        #expect(
            WorkbenchError.unwritable(path: "/x", reason: "read-only").exitStatus
                == ExitStatus.usage.rawValue)
        #expect(
            WorkbenchError.missingTool("git", purpose: "to export").exitStatus
                == ExitStatus.tool.rawValue)
        #expect(WorkbenchError.toolFailed("git failed").exitStatus == ExitStatus.tool.rawValue)
        #expect(run(["--frobnicate"]).status == ExitStatus.usage.rawValue)
    }
}
