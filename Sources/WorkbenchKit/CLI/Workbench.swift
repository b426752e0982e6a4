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
        let command = options.positional.first
        if options.flag("--help") || options.flag("-h") || command == "help" {
            let topic = command == "help" ? options.positional.dropFirst().first : command
            console.write(topic.flatMap { Help.commands[$0] } ?? Help.tool)
            return 0
        }
        if command == "bench" {
            try options.expectNoMore(after: 1)
            console.write(DiffBenchmark.run() + "\n")
            return 0
        }
        let workspace: Workspace
        /// Whether the workbench is the one the program belongs to, rather than one the user
        /// stands in or named with --root.
        var foundFromProgram = false
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
        let commands = Commands(workspace: workspace, console: console, tools: tools)
        switch command {
        case nil:
            try options.expectNoMore(after: 0)
            return try commands.tour()
        case "show":
            try options.expectNoMore(after: 2)
            return try commands.show(try options.required(1, "a step, such as 'workbench show 1'"))
        case "diff":
            if let from = try options.value(of: "--from") {
                guard let to = try options.value(of: "--to") else {
                    throw .usage("diff --from <dir> needs --to <dir>: see 'workbench diff --help'.")
                }
                try options.expectNoMore(after: 1)
                return try commands.diff(
                    from: URL(fileURLWithPath: from, relativeTo: currentDirectory),
                    to: URL(fileURLWithPath: to, relativeTo: currentDirectory))
            }
            if let file = try options.value(of: "--file") {
                try options.expectNoMore(after: 1)
                return try commands.diff(file: file)
            }
            try options.expectNoMore(after: 2)
            return try commands.diff(step: try options.required(1, "a step or --file <path>"))
        case "check":
            let showDiff = options.flag("--diff")
            let json = options.flag("--json")
            let predict = try options.value(of: "--predict")
            if let predict, !Room.predictions.contains(predict) {
                throw .usage(
                    "--predict takes red, amber or green: what you expect this check to say.")
            }
            try options.expectNoMore(after: 2)
            let folder =
                options.positional.count > 1 ? try directory(options, "") : currentDirectory
            return try commands.check(folder, showDiff: showDiff, json: json, predict: predict)
        case "app":
            let refactored = options.flag("--refactored")
            let legacy = options.flag("--legacy")
            let step = try options.value(of: "--step")
            let server = try options.value(of: "--server")
            let today = try options.value(of: "--today")
            try options.expectNoMore(after: 1)
            guard [legacy, refactored, step != nil].filter({ $0 }).count <= 1 else {
                throw .usage(
                    "app runs one app: --legacy (the default), --refactored or --step <step>.")
            }
            if server != nil, today != nil {
                throw .usage(
                    "--today dates the server 'app' starts; with --server, start that one with --today."
                )
            }
            let choice: AppCommand.Choice =
                step.map { .step($0) } ?? (refactored ? .refactored : .legacy)
            return try AppCommand(workspace: workspace, console: console, tools: tools).run(
                choice, server: server, today: today)
        case "compare":
            let step = try options.value(of: "--step")
            let html = try options.value(of: "--html")
            try options.expectNoMore(after: 1)
            return try CompareCommand(workspace: workspace, console: console, tools: tools).run(
                step: step,
                html: html.map {
                    URL(fileURLWithPath: $0, relativeTo: currentDirectory).standardizedFileURL
                })
        case "doctor":
            let build = !options.flag("--no-build")
            try options.expectNoMore(after: 1)
            return try commands.doctor(build: build)
        case "install":
            let prefix = try options.value(of: "--prefix")
            try options.expectNoMore(after: 1)
            let home =
                tools.environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
            return try Install(workspace: workspace, tools: tools, console: console).run(
                prefix: URL(
                    fileURLWithPath: prefix ?? home + "/.local", relativeTo: currentDirectory
                )
                .standardizedFileURL)
        case "techniques":
            try options.expectNoMore(after: 1)
            return try commands.techniques()
        case "verify":
            try options.expectNoMore(after: 1)
            return try commands.verify()
        case "materialize":
            guard let through = try options.value(of: "--through") else {
                throw .usage(
                    "materialize needs --through <step>: see 'workbench materialize --help'.")
            }
            let force = options.flag("--force")
            try options.expectNoMore(after: 2)
            return try commands.materialize(
                through: through, into: try directory(options, "the directory to write into"),
                force: force)
        case "exercise":
            if options.flag("--list") {
                try options.expectNoMore(after: 1)
                return try commands.exercises()
            }
            let force = options.flag("--force")
            let room = try options.value(of: "--room")
            let code = try options.value(of: "--code")
            let name = try options.value(of: "--name")
            try options.expectNoMore(after: 3)
            let link: RoomLink?
            switch (room, code, name) {
            case (nil, nil, nil): link = nil
            case (let room?, let code?, let name?):
                link = try RoomLink(url: room, code: code, name: name)
            default:
                throw .usage(
                    "joining a room takes --room <URL>, --code <code> and --name <your name>, all three."
                )
            }
            let step = try options.required(1, "a step, such as 'workbench exercise 5 /tmp/ex5'")
            return try commands.exercise(
                step,
                into: try directory(options, "the directory to write into", at: 2), force: force,
                room: link)
        case "room":
            return try room(options, commands: commands)
        case "join":
            let code = try options.value(of: "--code")
            let name = try options.value(of: "--name")
            guard let code, let name else {
                throw .usage(
                    "join takes the room's URL, --code <code> and --name <your name>, such as "
                        + "'workbench join http://10.0.0.5:8080/ --code K7PQ2M --name Ada'.")
            }
            try options.expectNoMore(after: 3)
            let url = try options.required(1, "the room's URL, as 'room serve' printed it")
            let folder =
                options.positional.count > 2
                ? try directory(options, "the exercise's folder", at: 2) : currentDirectory
            return try commands.join(
                try RoomLink(url: url, code: code, name: name), exercise: folder)
        case "pack":
            let steps = try options.value(of: "--steps")
            let areas = try options.value(of: "--characterize")
            let force = options.flag("--force")
            try options.expectNoMore(after: 2)
            func list(_ value: String?) -> [String] {
                (value ?? "").split(separator: ",").map { String($0.trimmed) }.filter {
                    !$0.isEmpty
                }
            }
            return try commands.pack(
                steps: list(steps), areas: list(areas),
                into: try directory(options, "the directory for the pack"), force: force)
        case "html":
            let force = options.flag("--force")
            let learner = options.flag("--learner")
            try options.expectNoMore(after: 2)
            return try commands.html(
                into: try directory(options, "the directory for the tour"), force: force,
                learner: learner)
        case "export":
            let force = options.flag("--force")
            try options.expectNoMore(after: 2)
            return try commands.export(
                into: try directory(options, "the directory for the repository"), force: force)
        case "import":
            try options.expectNoMore(after: 2)
            guard !foundFromProgram else {
                throw .usage(
                    "import replaces the Steps/ of a workbench, and \(currentDirectory.path) is not "
                        + "in one; the program's own is \(workspace.root.path). Run import from the "
                        + "workbench whose steps you mean, or pass --root \(workspace.root.path).")
            }
            return try commands.importSteps(
                from: try directory(options, "the repository that 'workbench export' wrote"))
        case let other?:
            throw .usage(
                "unknown command '\(other)'. Commands: show, techniques, diff, html, verify, materialize, exercise, pack, check, room, join, app, compare, install, doctor, export, import, bench; see 'workbench --help'."
            )
        }
    }
}

extension Workbench {
    /// `workbench room serve|report …`.
    fileprivate func room(_ options: Options, commands: Commands) throws(WorkbenchError) -> Int32 {
        var options = options
        let database = try options.value(of: "--db")
        let path = URL(fileURLWithPath: database ?? "room.sqlite", relativeTo: currentDirectory)
            .standardizedFileURL.path
        switch options.positional.dropFirst().first {
        case "serve":
            let port = try options.value(of: "--port")
            let host = try options.value(of: "--host") ?? "127.0.0.1"
            try options.expectNoMore(after: 2)
            guard let number = UInt16(port ?? "0") else {
                throw .usage("--port takes a port number from 0 (a free one) to 65535.")
            }
            return try commands.roomServe(host: host, port: number, database: path)
        case "report":
            let csv = options.flag("--csv")
            try options.expectNoMore(after: 3)
            guard database != nil else {
                throw .usage("room report needs --db <file>, the room's SQLite file.")
            }
            return try commands.roomReport(
                database: path, into: try directory(options, "the directory for the report", at: 2),
                csv: csv)
        case "bench":
            let url = try options.value(of: "--url")
            let code = try options.value(of: "--code")
            let learners = try options.value(of: "--learners") ?? "40"
            let results = try options.value(of: "--results") ?? "25"
            let hostile = options.flag("--hostile")
            try options.expectNoMore(after: 2)
            guard let url, let code, let learners = Int(learners), let results = Int(results),
                (1...500).contains(learners), (1...1000).contains(results)
            else {
                throw .usage(
                    "room bench takes --url <room URL> --code <code> [--learners 1-500] "
                        + "[--results 1-1000] [--hostile].")
            }
            return commands.roomBench(
                RoomBench(
                    url: url.hasSuffix("/") ? url : url + "/", code: code, learners: learners,
                    results: results, hostile: hostile))
        default:
            throw .usage(
                "room takes 'serve [--port N] [--host ADDR] [--db FILE]', 'report --db FILE "
                    + "<dir> [--csv]' or 'bench --url URL --code CODE'; see 'workbench room --help'."
            )
        }
    }

    /// The directory named by positional word `index`, relative to the current directory.
    fileprivate func directory(_ options: Options, _ what: String, at index: Int = 1)
        throws(WorkbenchError) -> URL
    {
        URL(fileURLWithPath: try options.required(index, what), relativeTo: currentDirectory)
            .standardizedFileURL
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
