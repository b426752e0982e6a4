import Diffing
import Foundation

/// The `workbench` command: parses arguments, runs one command, and returns the exit status.
public struct Workbench {
    let console: Console
    let currentDirectory: URL
    let tools: Tools
    let executable: URL?

    /// `executable` is the program's own path: when the current folder is not inside the
    /// package, the package is looked for from there (as with `swift run --package-path`).
    public init(
        console: Console, currentDirectory: URL, environment: [String: String],
        executable: URL? = nil
    ) {
        self.console = console
        self.currentDirectory = currentDirectory
        self.executable = executable
        tools = Tools(environment: environment)
    }

    /// Runs `arguments` (without the program's name). 0: done; 1: a check failed; 2: usage or input.
    public func run(_ arguments: [String]) -> Int32 {
        do {
            return try dispatch(arguments)
        } catch {
            console.writeError("workbench: \(error.description)\n")
            return error.exitStatus
        }
    }

    private func dispatch(_ arguments: [String]) throws(WorkbenchError) -> Int32 {
        var options = Options(arguments)
        let root = try options.value(of: "--root").map {
            URL(fileURLWithPath: $0, relativeTo: currentDirectory)
        }
        if options.flag("--version") {
            console.write(Help.version + "\n")
            return 0
        }
        let name = options.positional.first
        if options.flag("--help") || options.flag("-h") || name == "help" {
            let topic = name == "help" ? options.positional.dropFirst().first : name
            console.write(topic.flatMap { CLI.command(named: $0)?.help } ?? Help.tool)
            return 0
        }
        guard let command = CLI.command(named: name ?? "") else {
            let names = CLI.all.map { $0.name }.filter { !$0.isEmpty }.joined(separator: ", ")
            throw .usage(
                "unknown command '\(name ?? "")'. Commands: \(names); see 'workbench --help'.")
        }
        var workspace: Workspace?
        var foundFromProgram = false
        if command.needsWorkspace {
            do {
                workspace = try Workspace(root: root, searchingFrom: currentDirectory)
            } catch {
                guard root == nil, let executable,
                    let found = try? Workspace(
                        root: nil, searchingFrom: executable.deletingLastPathComponent())
                else { throw error }
                workspace = found
                foundFromProgram = true
            }
        }
        let context = CLI.Context(
            console: console, tools: tools, currentDirectory: currentDirectory,
            workspace: workspace, foundFromProgram: foundFromProgram)
        return try command.run(&options, context)
    }
}

/// Arguments split into options and positional words.
struct Options {
    private(set) var positional: [String] = []
    private var words: [String]

    init(_ arguments: [String]) {
        words = arguments
        positional = arguments.filter { !$0.hasPrefix("-") }
    }

    mutating func flag(_ name: String) -> Bool {
        guard let index = words.firstIndex(of: name) else { return false }
        words.remove(at: index)
        positional = words.filter { !$0.hasPrefix("-") }
        return true
    }

    mutating func value(of name: String) throws(WorkbenchError) -> String? {
        defer { positional = words.filter { !$0.hasPrefix("-") } }
        guard let index = words.firstIndex(of: name) else { return nil }
        guard index + 1 < words.count, !words[index + 1].hasPrefix("--") else {
            throw .usage("\(name) needs a value: see 'workbench --help'.")
        }
        let value = words[index + 1]
        words.removeSubrange(index...index + 1)
        return value
    }

    func required(_ index: Int, _ what: String) throws(WorkbenchError) -> String {
        let words = self.words.filter { !$0.hasPrefix("-") }
        guard index < words.count else { throw .usage("missing \(what); see 'workbench --help'.") }
        return words[index]
    }

    func expectNoMore(after count: Int) throws(WorkbenchError) {
        if let unknown = words.first(where: { $0.hasPrefix("-") }) {
            throw .usage("unknown option '\(unknown)'; see 'workbench --help'.")
        }
        let extra = words.filter { !$0.hasPrefix("-") }.dropFirst(count)
        if let word = extra.first { throw .usage("unexpected '\(word)'; see 'workbench --help'.") }
    }
}
