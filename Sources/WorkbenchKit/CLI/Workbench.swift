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

    /// Runs `arguments` (without the program's name), and answers its `ExitStatus`.
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
        let root = try options.value(of: .root).map {
            URL(fileURLWithPath: $0, relativeTo: currentDirectory)
        }
        if options.flag(.version) {
            console.write(Help.version + "\n")
            return 0
        }
        let name = options.positional.first
        if options.flag(.help) || options.flag(.shortHelp) || name == "help" {
            let topic = name == "help" ? options.positional.dropFirst().first : name
            console.write(topic.flatMap { CLI.command(named: $0)?.help } ?? Help.tool)
            return 0
        }
        try options.expectDeclared()
        guard let command = CLI.command(named: name ?? "") else {
            let names = CLI.all.map { $0.name }.filter { !$0.isEmpty }.joined(separator: ", ")
            throw .usage(
                "unknown command '\(name ?? "")'. Commands: \(names); see 'workbench --help'.")
        }
        let declared = command.declaredOptions.union([.root, .help, .shortHelp, .version])
        try options.expectOnly(declared, by: command.name, usages: command.usages)
        options.declared = declared
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

/// Arguments split into options and positional words. Which options take a value is declared
/// once, in `Option`, so the words are split before any command reads them: an option may come
/// before or after the words it goes with (`room --port 8080 serve`), its value joined to it
/// (`--through=4`) or not, and `--` ends the options, every word after it positional.
struct Options {
    private(set) var positional: [String] = []
    /// The options given, in order, with their values; each is taken once a command reads it.
    private var given: [(name: String, value: String?)] = []
    /// The first problem in the words: a value option with nothing after it or an empty one,
    /// a value given to a flag, an option given twice. Said before the command runs.
    private var problem: String?
    /// The options the command being run declares (`Command.declaredOptions`), once dispatch
    /// knows it: reading another is a defect of the command's declaration.
    var declared: Set<Option>?

    init(_ arguments: [String]) {
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" {
                positional += arguments[index...]
                break
            }
            guard word.hasPrefix("-"), word.count > 1 else {
                positional.append(word)
                continue
            }
            var name = word
            var value: String?
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                value = String(word[word.index(after: equals)...])
            }
            if given.contains(where: { $0.name == name }) {
                problem = problem ?? "\(name) is given twice; give it once."
            }
            switch Option(rawValue: name)?.takesValue {
            case true? where value == "":
                problem =
                    problem ?? "\(name)= has an empty value; write the value after the =."
            case true? where value == nil:
                if index < arguments.count, !arguments[index].hasPrefix("--") {
                    value = arguments[index]
                    index += 1
                } else {
                    problem = problem ?? "\(name) needs a value: see 'workbench --help'."
                }
            case false? where value != nil:
                problem =
                    problem ?? "\(name) takes no value; write it alone: see 'workbench --help'."
            default: break
            }
            given.append((name, value))
        }
    }

    mutating func flag(_ option: Option) -> Bool {
        assertDeclared(option)
        guard let index = given.firstIndex(where: { $0.name == option.rawValue }) else {
            return false
        }
        given.remove(at: index)
        return true
    }

    mutating func value(of option: Option) throws(WorkbenchError) -> String? {
        assertDeclared(option)
        guard let index = given.firstIndex(where: { $0.name == option.rawValue }) else {
            return nil
        }
        guard let value = given.remove(at: index).value else {
            throw .usage("\(option.rawValue) needs a value: see 'workbench --help'.")
        }
        return value
    }

    /// A command reads only what its usage lines declare: one that reads more has a usage that
    /// hides an option from its users, and the dispatcher would refuse that option anyway.
    private func assertDeclared(_ option: Option) {
        assert(
            declared?.contains(option) ?? true,
            "\(option.rawValue) is read by a command whose usage lines do not show it")
    }

    func required(_ index: Int, _ what: String) throws(WorkbenchError) -> String {
        guard index < positional.count else {
            throw .usage("missing \(what); see 'workbench --help'.")
        }
        return positional[index]
    }

    /// Refuses the words before any command reads them when an option is not one of `Option`
    /// (named with the nearest that is), a value option has no value or a flag has one.
    func expectDeclared() throws(WorkbenchError) {
        if let problem { throw .usage(problem) }
        if let (name, _) = given.first(where: { Option(rawValue: $0.name) == nil }) {
            let hint = Option.nearest(to: name).map { " (did you mean \($0.rawValue)?)" } ?? ""
            throw .usage("unknown option '\(name)'\(hint); see 'workbench --help'.")
        }
    }

    /// Refuses an option the command does not declare, before it runs, naming the command and
    /// its usage.
    func expectOnly(_ declared: Set<Option>, by command: String, usages: [String])
        throws(WorkbenchError)
    {
        guard
            let (name, _) = given.first(where: {
                Option(rawValue: $0.name).map { !declared.contains($0) } ?? false
            })
        else { return }
        let word = command.isEmpty ? "workbench" : "workbench \(command)"
        throw .usage(
            "\(word) takes no \(name). Its usage:\n"
                + usages.map { "  " + $0 }.joined(separator: "\n"))
    }

    /// Ends a command's reading: an option it did not read, or more than `count` positional
    /// words, is a usage error.
    func expectNoMore(after count: Int) throws(WorkbenchError) {
        try expectDeclared()
        if let (name, _) = given.first {
            throw .usage("\(name) does not go with this command; see 'workbench --help'.")
        }
        if let word = positional.dropFirst(count).first {
            throw .usage("unexpected '\(word)'; see 'workbench --help'.")
        }
    }
}

/// Every option of the command line, by its word, and whether a value follows it.
enum Option: String, CaseIterable, Sendable {
    case breakAfter = "--break-after", characterize = "--characterize", code = "--code"
    case database = "--db", file = "--file", from = "--from", host = "--host", html = "--html"
    case id = "--id", learners = "--learners", lunchAfter = "--lunch-after", name = "--name"
    case operatorName = "--operator", package = "--package", port = "--port"
    case predict = "--predict", prefix = "--prefix", results = "--results", room = "--room"
    case root = "--root", sample = "--sample", seed = "--seed", server = "--server"
    case step = "--step", steps = "--steps", through = "--through", to = "--to"
    case today = "--today", url = "--url"
    case csv = "--csv", diff = "--diff", force = "--force", help = "--help", shortHelp = "-h"
    case hostile = "--hostile", json = "--json", learner = "--learner", legacy = "--legacy"
    case list = "--list", noBuild = "--no-build", refactored = "--refactored", tcr = "--tcr"
    case version = "--version"

    var takesValue: Bool {
        switch self {
        case .csv, .diff, .force, .help, .shortHelp, .hostile, .json, .learner, .legacy, .list,
            .noBuild, .refactored, .tcr, .version:
            false
        default: true
        }
    }

    /// The option whose word is nearest `word`: at most one letter added, dropped, changed or
    /// two swapped for every three of the option's name, and two in all; nil when none is.
    static func nearest(to word: String) -> Option? {
        let scored = allCases.map { ($0, distance(word, $0.rawValue)) }
        guard let (best, edits) = scored.min(by: { $0.1 < $1.1 }),
            edits <= min(2, (best.rawValue.count - 2) / 3)
        else { return nil }
        return best
    }

    /// How many letters must be added, dropped, changed or swapped with the next to make `a`
    /// into `b` (the optimal string alignment distance).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let change = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(
                    table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + change)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
