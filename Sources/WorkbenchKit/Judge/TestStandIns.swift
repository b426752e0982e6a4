import Foundation

/// What in a learner's app module would answer for the tests' own checks, so that they pass
/// whatever the code does, read from what the compiler built: the symbols the app module's
/// objects define and reference, as `nm` lists them. No spelling, alias, string interpolation
/// or macro changes what an object references, so nothing the source says can hide it. The app
/// shares the test process; a verdict may not rest on what it could rewrite:
/// - the test frameworks: a reference to XCTest's or Swift Testing's symbols (an app has no use
///   for them), or a declaration of the app's named like XCTest's API (`XCTAssertEqual`,
///   `XCTFail`, …): an overload more specific than XCTest's own, in the app module, is the one
///   the reference tests call, and passes them unread;
/// - a hold on the test process itself: its standard streams and file descriptors, its exit
///   and what runs at it, signals to it or to `swift test`, C functions reached by a name of
///   the app's choosing (`dlsym`, or `@_silgen_name` of one of these), processes it starts
///   (which could outlive it and rewrite the report it leaves), and on macOS the Objective-C
///   runtime, through which code could swap the methods that record a failure. Thirty lines
///   that put a pipe under standard output and write each "failed" line back as "passed"
///   made a store that kept nothing solved. `print` is the app's to use.
///
/// What values the tests compare is not read here: the held-back cases compare by the judge's
/// own rendering (`Judge/HeldBack.swift`), so an app may declare any operator or conformance.
struct TestStandIns: Equatable {
    /// A symbol an object lists: its name (on macOS, without the leading underscore C adds) and
    /// whether the object defines it or only references it.
    struct Symbol: Equatable {
        var name: String
        var defined: Bool
    }

    /// C's functions and variables that reach the process's streams, descriptors, exit,
    /// signals, other processes, functions by name, or the Objective-C runtime.
    static let processSymbols: Set<String> = [
        "stdin", "stdout", "stderr", "_stdinp", "_stdoutp", "_stderrp", "dup", "dup2", "dup3",
        "freopen", "fdopen", "fclose", "fflush", "setvbuf", "setbuf", "setlinebuf", "fcntl",
        "ioctl", "open", "open64", "openat", "creat", "close", "pipe", "pipe2", "write", "writev",
        "pwrite", "fwrite", "fputs", "fputc", "putc", "putchar", "puts", "printf", "fprintf",
        "dprintf", "vprintf", "vfprintf", "vdprintf", "atexit", "at_quick_exit", "on_exit",
        "__cxa_atexit", "exit", "_exit", "_Exit", "quick_exit", "pthread_exit", "kill", "killpg",
        "raise", "pthread_kill", "sigqueue", "tgkill", "signal", "sigaction", "getppid", "dlsym",
        "dlopen", "syscall", "posix_spawn", "posix_spawnp", "fork", "vfork", "popen", "system",
        "ptrace", "execv", "execve", "execvp", "execvpe", "execl", "execlp", "execle", "fexecve",
        "NSClassFromString", "NSSelectorFromString", "objc_getClass", "objc_lookUpClass",
        "sel_registerName", "class_getInstanceMethod", "class_replaceMethod", "class_addMethod",
        "method_exchangeImplementations", "method_setImplementation",
        "imp_implementationWithBlock", "OBJC_CLASS_$_NSTask", "OBJC_CLASS_$_NSPipe",
        "OBJC_CLASS_$_NSFileHandle",
    ]
    /// Foundation's Swift API for the same, as a piece of the mangled names of its symbols, and
    /// the name it is shown by.
    static let foundationSymbols: [(mangled: String, shown: String)] = [
        ("10FileHandleC14standardOutput", "FileHandle.standardOutput"),
        ("10FileHandleC13standardError", "FileHandle.standardError"),
        ("10FileHandleC13standardInput", "FileHandle.standardInput"),
        ("10FileHandleC14fileDescriptor", "FileHandle(fileDescriptor:)"),
        ("10Foundation7ProcessC", "Process"),
        ("10Foundation4PipeC", "Pipe"),
        ("10Foundation17NSClassFromString", "NSClassFromString"),
        ("10Foundation20NSSelectorFromString", "NSSelectorFromString"),
    ]
    /// The test frameworks' modules, as their names start a mangled symbol, and on macOS
    /// XCTest's Objective-C classes.
    static let frameworkModules: [(mangled: String, shown: String)] = [
        ("$s6XCTest", "XCTest"), ("$s7Testing", "Testing"), ("OBJC_CLASS_$_XCT", "XCTest"),
    ]

    /// What stands in for the frameworks, each as `<file>: <what>`, by file.
    let frameworks: [String]
    /// The holds on the test process, as `<file>: <name>, <name>…`, a file each.
    let process: [String]

    var found: [String] { frameworks + process }

    /// Reads the symbols of each file of the app module (`module`, its name), by path.
    init(symbols: [String: [Symbol]], module: String) {
        var frameworks: [String] = []
        var process: [String] = []
        let ownPrefix = "$s\(module.utf8.count)\(module)"
        for (path, symbols) in symbols.sorted(by: { $0.key < $1.key }) {
            var reached: Set<String> = []
            var stands: Set<String> = []
            for symbol in symbols {
                let name = symbol.name
                if symbol.defined {
                    if name.hasPrefix(ownPrefix),
                        let declared = Self.firstIdentifier(after: ownPrefix, in: name),
                        declared.hasPrefix("XCT")
                    {
                        stands.insert("declares \(declared)")
                    }
                    continue
                }
                if Self.processSymbols.contains(name) {
                    reached.insert(
                        name.hasPrefix("OBJC_CLASS_$_") ? String(name.dropFirst(13)) : name)
                } else if let hit = Self.foundationSymbols.first(where: {
                    name.contains($0.mangled)
                }) {
                    reached.insert(hit.shown)
                } else if let hit = Self.frameworkModules.first(where: {
                    name.hasPrefix($0.mangled)
                }) {
                    stands.insert("uses \(hit.shown)")
                }
            }
            frameworks += stands.sorted().map { "\(path): \($0)" }
            if !reached.isEmpty {
                process.append("\(path): " + reached.sorted().joined(separator: ", "))
            }
        }
        self.frameworks = frameworks
        self.process = process
    }

    /// The identifier a mangled name spells after `prefix`: its length in digits, then itself.
    static func firstIdentifier(after prefix: String, in name: String) -> String? {
        let rest = name.dropFirst(prefix.count)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard let length = Int(digits), length > 0 else { return nil }
        let identifier = rest.dropFirst(digits.count).prefix(length)
        return identifier.count == length ? String(identifier) : nil
    }

    /// Reads the symbols of the app module's objects in the built package in `directory`
    /// (`.build/debug/<module>.build/<file>.swift.o`), for each Swift file of `app` (the
    /// learner's module, paths from its folder): an object left from a file since deleted is
    /// not read.
    init(package directory: URL, module: String, app: SourceTree, tools: Tools)
        throws(WorkbenchError)
    {
        let objects = directory.appendingPathComponent(".build/debug/\(module).build")
        var paths: [String: String] = [:]
        for path in app.files.keys where path.hasSuffix(".swift") {
            let object = objects.appendingPathComponent(
                (path.split(separator: "/").last.map(String.init) ?? path) + ".o")
            if FileManager.default.fileExists(atPath: object.path) { paths[object.path] = path }
        }
        guard !paths.isEmpty else {
            throw .unreadable(
                path: objects.path,
                reason: "the app module's objects are not there after its build; delete "
                    + "\(JudgedPackage.folder) and check again")
        }
        let nm = try Self.nm(tools)
        let result = try tools.run(nm, ["-A", "-P"] + paths.keys.sorted())
        guard result.status == 0 else {
            throw .unreadable(
                path: objects.path,
                reason: "\(nm.lastPathComponent) could not read the app's objects (exit "
                    + "\(result.status)): \(result.output.lines().first ?? "")")
        }
        var symbols: [String: [Symbol]] = [:]
        for line in result.output.lines() {
            guard let colon = line.range(of: ": ") else { continue }
            let object = String(line[..<colon.lowerBound])
            let fields = line[colon.upperBound...].split(separator: " ")
            guard let path = paths[object], fields.count >= 2 else { continue }
            var name = String(fields[0])
            #if canImport(Darwin)
                if name.hasPrefix("_") { name.removeFirst() }
            #endif
            symbols[path, default: []].append(Symbol(name: name, defined: fields[1] != "U"))
        }
        self.init(symbols: symbols, module: module)
    }

    /// The toolchain's `llvm-nm`, beside `swift`, or the system's `nm`.
    static func nm(_ tools: Tools) throws(WorkbenchError) -> URL {
        if let swift = tools.find("swift") {
            let beside = swift.physicalFileURL.deletingLastPathComponent()
                .appendingPathComponent("llvm-nm")
            if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        }
        return try tools.require("nm", for: "to read what the app's code reaches")
    }

    /// What `check` says is left when something stands in for the tests' checks.
    var left: String? {
        var said: [String] = []
        if !frameworks.isEmpty {
            said.append(
                "the app may not use a test framework or declare its API, which would stand in "
                    + "for the tests' own: " + frameworks.joined(separator: "; "))
        }
        if !process.isEmpty {
            said.append(
                "the app may not reach the test process's streams, exit, signals, C functions "
                    + "by name, other processes or the Objective-C runtime, which could change "
                    + "what the tests report (print is fine): "
                    + process.joined(separator: "; "))
        }
        return said.isEmpty ? nil : said.joined(separator: "; and ")
    }
}
