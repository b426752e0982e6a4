import Foundation

/// One command of `workbench`: the word that names it, its lines in the tool's `--help`, its
/// own help, and what it does. A new command is a type in `CLI/Commands` named for its word
/// (`RoomCommand`), an entry in `CLI.all`, its options in `Option`, and what it does in
/// `Actions`; dispatch, `--help` and the list of commands are made from the table.
protocol Command {
    /// The word that names it; "" for the tour, which takes none.
    static var name: String { get }
    /// Its lines in the tool's `--help`.
    static var synopsis: [CLI.Synopsis] { get }
    /// `workbench <name> --help`; nil: the tool's.
    static var help: String? { get }
    /// Whether it works on a workbench's folder (all but the diff engine's bench do).
    static var needsWorkspace: Bool { get }
    static func run(_ options: inout Options, _ context: CLI.Context) throws(WorkbenchError)
        -> Int32
}

extension Command {
    static var help: String? { nil }
    static var needsWorkspace: Bool { true }

    /// The command's usage lines, which declare what it takes, as a docopt usage does: its
    /// help's (each line that starts with `workbench`, with the lines that go on from it), or
    /// else its synopsis'.
    static var usages: [String] {
        guard let help else { return synopsis.map(\.usage) }
        var lines: [String] = []
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("workbench") {
                lines.append(String(line))
            } else if let last = lines.indices.last,
                line.trimmingCharacters(in: .whitespaces).hasPrefix("["),
                line.hasPrefix("   ")
            {
                lines[last] += " " + line.trimmingCharacters(in: .whitespaces)
            }
        }
        return lines
    }

    /// The options its usage lines declare.
    static var declaredOptions: Set<Option> {
        Set(usages.flatMap { CLI.options(in: $0) }.compactMap { Option(rawValue: $0.name) })
    }
}

/// The command line: its commands, and what each runs with.
enum CLI {
    /// Every command, in the order the tool's `--help` lists them.
    static var all: [any Command.Type] {
        [
            TourCommand.self, ShowCommand.self, TechniquesCommand.self, DiffCommand.self,
            HTMLCommand.self, VerifyCommand.self,
            MaterializeCommand.self, ExerciseCommand.self, PackCommand.self, CheckCommand.self,
            WatchCommand.self, GolfCommand.self,
            RoomCommand.self,
            JoinCommand.self,
            AppCommand.self, CompareCommand.self, MutateCommand.self, InstallCommand.self,
            DoctorCommand.self, ExportCommand.self,
            ImportCommand.self,
            BenchCommand.self,
        ]
    }

    static func command(named name: String) -> (any Command.Type)? {
        all.first { $0.name == name }
    }

    /// The options of a usage line (`workbench room serve [--port <n>] [--csv]`), each with
    /// whether the line shows a value after it: a word that follows it in the same brackets.
    static func options(in line: String) -> [(name: String, value: Bool)] {
        let words = line.split(separator: " ").map(String.init)
        var found: [(String, Bool)] = []
        for (index, word) in words.enumerated() {
            let bare = word.trimmingCharacters(in: CharacterSet(charactersIn: "[]|"))
            guard bare.hasPrefix("-"), bare.count > 1 else { continue }
            if let equals = bare.firstIndex(of: "=") {
                found.append((String(bare[..<equals]), true))
                continue
            }
            let next = index + 1 < words.count ? words[index + 1] : ""
            let value =
                !word.hasSuffix("]") && !next.isEmpty && !next.hasPrefix("-")
                && !next.hasPrefix("[") && !next.hasPrefix("|")
            found.append((bare, value))
        }
        return found
    }

    /// A usage line of the tool's `--help`, and what it does.
    struct Synopsis: Sendable {
        let usage: String
        let summary: String

        init(_ usage: String, _ summary: String) {
            self.usage = usage
            self.summary = summary
        }

        /// Its text: the summary at column 36, on the usage's line when it fits.
        var text: String {
            let line = "  " + usage
            let column = 36
            return line.count + 2 <= column
                ? line + String(repeating: " ", count: column - line.count) + summary
                : line + "\n" + String(repeating: " ", count: column) + summary
        }
    }

    /// What a command runs with.
    struct Context {
        let console: Console
        let tools: Tools
        let currentDirectory: URL
        /// The workbench worked on; nil only for a command that needs none.
        let workspace: Workspace!
        /// Whether the workbench is the one the program belongs to, rather than the one the
        /// user stands in or named with --root.
        let foundFromProgram: Bool

        var actions: Actions { Actions(workspace: workspace, console: console, tools: tools) }

        /// The directory named by positional word `index`, relative to the current directory.
        func directory(_ options: Options, _ what: String, at index: Int = 1)
            throws(WorkbenchError) -> URL
        {
            URL(fileURLWithPath: try options.required(index, what), relativeTo: currentDirectory)
                .standardizedFileURL
        }
    }
}
