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
/// - an operator the app declares outside its own types, which the tests' comparisons of
///   Swift's and Foundation's values would call. An operator of the app's own types is the
///   app's: the tests compare their values by the judge's own rendering too
///   (`Judge/HeldBack.swift`), so a private `Comparable` type with its own `<` is fine, and an
///   `==` of events that answers true passes nothing.
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
        "imp_implementationWithBlock", "object_setClass", "objc_copyClassList",
        "OBJC_CLASS_$_NSTask", "OBJC_CLASS_$_NSPipe", "OBJC_CLASS_$_NSFileHandle", "__stdinp",
        "__stdoutp", "__stderrp", "fwrite_unlocked", "fputs_unlocked", "putc_unlocked",
        "putchar_unlocked", "splice", "sendfile", "tee", "vmsplice",
    ]
    /// The modules through which Swift reaches C's functions and variables: a variadic C
    /// function (`open`, `fcntl`) or a macro-made variable (`stdout`) is reached through the
    /// module's Swift wrapper, named as `$s5Glibc4open…`.
    static let cModules: Set<String> = [
        "Glibc", "SwiftGlibc", "Darwin", "Musl", "Android", "WASILibc", "ucrt",
    ]
    /// Foundation's Swift API for the same, as a piece of the mangled names of its symbols, and
    /// the name it is shown by.
    static let foundationSymbols: [(mangled: String, shown: String)] = [
        ("10FileHandleC14standardOutput", "FileHandle.standardOutput"),
        ("10FileHandleC13standardError", "FileHandle.standardError"),
        ("10FileHandleC13standardInput", "FileHandle.standardInput"),
        ("10FileHandleC14fileDescriptor", "FileHandle(fileDescriptor:)"),
        ("10FileHandleC16forWritingAtPath", "FileHandle(forWritingAtPath:)"),
        ("10FileHandleC17forUpdatingAtPath", "FileHandle(forUpdatingAtPath:)"),
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
    private(set) var frameworks: [String]
    /// The holds on the test process, as `<file>: <name>, <name>…`, a file each.
    let process: [String]

    var found: [String] { frameworks + process }

    /// Reads the symbols of each file of the app module (`module`, its name), by path.
    init(symbols: [String: [Symbol]], module: String) {
        var frameworks: [String] = []
        var process: [String] = []
        let own = "\(module.utf8.count)\(module)"
        for (path, symbols) in symbols.sorted(by: { $0.key < $1.key }) {
            var reached: Set<String> = []
            var stands: Set<String> = []
            for symbol in symbols {
                let name = symbol.name
                if let declared = Self.xctIdentifier(in: name, module: own), symbol.defined {
                    stands.insert("declares \(declared)")
                } else if symbol.defined, name.contains("3eeeoi") || name.contains("3neeoi") {
                    stands.insert("declares an identity operator (=== or !==), Swift's alone")
                } else if symbol.defined, Self.declaresForeignOperator(name, module: own) {
                    stands.insert("declares an operator outside the app's own types")
                } else if let hit = Self.frameworkModules.first(where: {
                    name.hasPrefix($0.mangled)
                }) {
                    stands.insert((symbol.defined ? "defines " : "uses ") + hit.shown)
                } else if let reach = Self.processHold(name) {
                    reached.insert(symbol.defined ? "defines \(reach)" : reach)
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

    /// The hold on the process `name` (a symbol, with C's `$…` suffix of macOS taken off) is,
    /// in words: a C function or variable, one reached through a C module's Swift wrapper, or
    /// Foundation's API for the same; nil for anything else.
    static func processHold(_ name: String) -> String? {
        if name.hasPrefix("$s") {
            if let hit = foundationSymbols.first(where: { name.contains($0.mangled) }) {
                return hit.shown
            }
            let module = firstIdentifier(after: "$s", in: name)
            guard let module, cModules.contains(module) else { return nil }
            let prefix = "$s\(module.utf8.count)\(module)"
            guard let function = firstIdentifier(after: prefix, in: name),
                processSymbols.contains(function)
            else { return nil }
            return function
        }
        let plain = String(name.prefix { $0 != "$" || name.hasPrefix("OBJC_") })
        guard processSymbols.contains(plain) else { return nil }
        return plain.hasPrefix("OBJC_CLASS_$_") ? String(plain.dropFirst(13)) : plain
    }

    /// The XCTest-like identifier (`XCT…`) a symbol of the app module declares, at its top or in
    /// an extension of another type (`…5MyBizE14XCTAssertEqual…`); nil for any other.
    static func xctIdentifier(in name: String, module own: String) -> String? {
        var heads = extensionMember(of: name, module: own)
        if name.hasPrefix("$s" + own) { heads.append(String(name.dropFirst(2 + own.count))) }
        return heads.compactMap { firstIdentifier(after: "", in: $0) }.first { $0.hasPrefix("XCT") }
    }

    /// Whether `name` is an operator function the app module declares outside its own types: at
    /// the top of a file (`func == <T>(…)`) or in an extension of another module's type
    /// (`extension String { static func == … }`), mangled `$s5MyBiz2eeoi…` and
    /// `…5MyBizE2eeoi…`. Such an operator is a better match than Swift's own for the tests'
    /// comparisons of Swift's and Foundation's values (a `#expect(a == b)` of two strings), and
    /// would answer for them. An operator of a type of the app's own is the app's to declare:
    /// the tests compare its values by what they hold too (`Judge/HeldBack.swift`).
    static func declaresForeignOperator(_ name: String, module own: String) -> Bool {
        // At the top of a file, unless the operator takes a type of the app's own (`AA…`).
        if name.hasPrefix("$s" + own),
            let rest = operatorRest(String(name.dropFirst(2 + own.count))),
            !rest.contains("AA")
        {
            return true
        }
        // In an extension of another module's type, constrained or not.
        return extensionMember(of: name, module: own).contains { operatorRest($0) != nil }
    }

    /// What follows an operator's name at the head of `mangled` (`2eeoi…`: `==`, infix), or nil
    /// when `mangled` does not start with an operator's name.
    private static func operatorRest(_ mangled: String) -> String? {
        guard let identifier = firstIdentifier(after: "", in: mangled),
            identifier.allSatisfy(\.isLetter)
        else { return nil }
        let digits = mangled.prefix { $0.isNumber }.count
        let after = mangled.dropFirst(digits + identifier.count)
        return ["oi", "op", "oP"].contains(where: { after.hasPrefix($0) })
            ? String(after.dropFirst(2)) : nil
    }

    /// The mangled members of extensions the app module declares on other modules' types, each
    /// from its name on: what follows `5MyBizE`, or `5MyBiz<generic signature>E` for a
    /// constrained extension (`extension Array where Element == String`).
    static func extensionMember(of name: String, module own: String) -> [String] {
        var members: [String] = []
        var searched = name[...]
        while let found = searched.range(of: own) {
            let rest = searched[found.upperBound...]
            var index = rest.startIndex
            var steps = 0
            while index < rest.endIndex, steps < 60 {
                let next = rest.index(after: index)
                if rest[index] == "E", next < rest.endIndex, rest[next].isNumber {
                    members.append(String(rest[next...]))
                    break
                }
                index = next
                steps += 1
            }
            searched = searched[found.upperBound...]
        }
        return members
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
            guard FileManager.default.fileExists(atPath: object.path) else {
                throw .unreadable(
                    path: object.path,
                    reason: "the object of \(path) is not there after the app's build; delete "
                        + "\(JudgedPackage.folder) and check again")
            }
            paths[object.path] = path
        }
        let nm = try Self.nm(tools)
        let result = try tools.run(nm, ["-A", "-P"] + paths.keys.sorted())
        guard result.status == 0 else {
            throw .toolFailed(
                "\(nm.lastPathComponent) could not read the app's objects in \(objects.path) "
                    + "(exit \(result.status)): \(result.output.lines().first ?? ""). Delete "
                    + "\(JudgedPackage.folder) and check again.")
        }
        var symbols: [String: [Symbol]] = [:]
        for line in result.output.lines() {
            guard let colon = line.range(of: ": "),
                let path = paths[String(line[..<colon.lowerBound])],
                let (name, type) = Self.symbol(in: line[colon.upperBound...])
            else { continue }
            // A local symbol (a lowercase type, but for weak references) is the object's own.
            let reference = ["U", "w", "v"].contains(type)
            guard reference || type.uppercased() == type else { continue }
            var plain = name
            #if canImport(Darwin)
                if plain.hasPrefix("_") { plain.removeFirst() }
            #endif
            symbols[path, default: []].append(Symbol(name: plain, defined: !reference))
        }
        self.init(symbols: symbols, module: module)
        frameworks += Self.unmarked(app)
    }

    /// The declarations of `app` named like XCTest's API that leave no symbol, read from its
    /// source: a typealias (of an extension of NSObject, which XCTestCase is on macOS, that its
    /// test methods would find before XCTest's function), as `<file>: declares <name>`.
    static func unmarked(_ app: SourceTree) -> [String] {
        app.files.filter { $0.key.hasSuffix(".swift") }.sorted { $0.key < $1.key }.flatMap {
            path, text in
            Declarations(sources: [text]).counts.keys.sorted()
                .filter { $0.kind == "typealias" && $0.name.hasPrefix("XCT") }
                .map { "\(path): declares \($0.name)" }
        }
    }

    /// A symbol's name and type from a line of `nm -P` (`name type [value [size]]`), read from
    /// its end, since a name may hold spaces.
    static func symbol(in line: Substring) -> (name: String, type: String)? {
        let fields = line.split(separator: " ")
        for numbers in [2, 1, 0] where fields.count >= numbers + 2 {
            let type = fields[fields.count - numbers - 1]
            guard type.count == 1,
                fields.suffix(numbers).allSatisfy({ $0.allSatisfy(\.isHexDigit) })
            else { continue }
            return (fields.dropLast(numbers + 1).joined(separator: " "), String(type))
        }
        return nil
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
