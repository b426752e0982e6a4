/// What in a learner's app module would answer for the tests' own checks, so that they pass
/// whatever the code does. The app shares the test process, so it is read, not trusted:
/// - an import of XCTest or Swift Testing, or a declaration named like XCTest's API
///   (`XCTAssertEqual`, `XCTFail`, …). An app has no use for either. In the app module, an
///   overload more specific than XCTest's own (an `XCTAssertEqual` of two `Int`s that asserts
///   nothing) is the one the reference tests call, and passes them unread; an extension of
///   `XCTestCase` can do the same to its methods;
/// - an operator the step's solution does not declare (by operator and type, in any file): an
///   `==` of `Event` that answers true is what every `XCTAssertEqual` and `#expect(a == b)` of
///   events calls, so a store that kept no event would pass every test that compares them.
///   A type's `==` made by Swift, from the conformance, compares what it holds;
/// - a hold on the test process itself: its standard streams and file descriptors, its exit
///   and what runs at it, signals to it or to `swift test`, C functions reached by name,
///   processes it starts (which could outlive it and rewrite the report it leaves), and on
///   macOS the Objective-C runtime, through which code that never imports XCTest could swap
///   the methods that record a failure. Thirty lines that put a pipe under standard output
///   and write each "failed" line back as "passed" made a store that kept nothing solved; an
///   app that prints a pass line for every test, then exits, ends its run as a passing one
///   would (one that crashes instead passes nothing: see `TestGroups.pass`). MyBiz has no use
///   for any of them; the names are looked for in code, not in comments or strings.
struct TestStandIns: Equatable {
    static let frameworks: Set<String> = ["XCTest", "Testing"]
    /// Names whose every use reaches the process's streams, its exit, a signal, C by name, a
    /// new process or the Objective-C runtime's classes and methods.
    static let processHolds: Set<String> = [
        "dup", "dup2", "dup3", "freopen", "fdopen", "setvbuf", "setbuf", "setlinebuf", "stdin",
        "stdout", "stderr", "STDIN_FILENO", "STDOUT_FILENO", "STDERR_FILENO", "standardInput",
        "standardOutput", "standardError", "fileDescriptor", "fcntl", "Pipe", "atexit",
        "at_quick_exit", "on_exit", "exit", "_exit", "_Exit", "quick_exit", "pthread_exit", "kill",
        "killpg", "raise", "pthread_kill", "sigqueue", "tgkill", "getppid", "dlsym", "dlopen",
        "_silgen_name", "_cdecl", "syscall", "posix_spawn", "fork", "vfork", "popen", "ptrace",
        "Process", "NSTask", "execv", "execve", "execvp", "execl", "NSClassFromString",
        "NSSelectorFromString", "objc_getClass", "objc_lookUpClass", "class_getInstanceMethod",
        "class_replaceMethod", "class_addMethod", "method_exchangeImplementations",
        "method_setImplementation", "imp_implementationWithBlock",
    ]
    /// Names that reach them as C's functions: called by the C module's name (`Glibc.close`), or
    /// by their own (`close(1)`, or `close` passed as a function; not `store.close()`, a
    /// method's `close()`, a `let close`, or a label `close:`). `open` after `close(1)` would
    /// hand the test process's standard output to a file of the app's choosing.
    static let processCalls: Set<String> = ["close", "open", "pipe", "system"]
    /// What before such a name makes it the app's own: a method's call or declaration, a
    /// variable's declaration (a label, `close:`, is told by the colon after it).
    static let namesItsOwn: Set<String> = [".", "func", "let", "var"]
    static let cModules: Set<String> = ["Glibc", "Darwin", "Musl", "Android", "WASILibc", "ucrt"]

    /// What stands in for the frameworks, each as `<file>: import <framework>` or
    /// `<file>: <kind> <name>`, by file.
    let frameworks: [String]
    /// The operators beyond the solution's, each as `<file>: func <type>.<operator>`, by file.
    let operators: [String]
    /// The holds on the test process, as `<file>: <name>, <name>…`, a file each.
    let process: [String]

    var found: [String] { frameworks + operators + process }

    /// Looks through the Swift files of `app`, the learner's app module, and of `reference`, the
    /// step's solution's.
    init(app: SourceTree, reference: SourceTree) {
        var frameworks: [String] = []
        var operators: [String] = []
        var process: [String] = []
        let allowed = Self.swiftFiles(of: reference).reduce(into: [Declarations.Name: Int]()) {
            allowed, file in
            for (name, count) in Declarations(sources: [file.text]).counts where name.isOperator {
                allowed[name, default: 0] += count
            }
        }
        var declaredOperators: [Declarations.Name: Int] = [:]
        for (path, text) in Self.swiftFiles(of: app) {
            let tokens = Declarations.tokens(of: text)
            var holds: Set<String> = []
            for (index, token) in tokens.enumerated() {
                let before = index > 0 ? tokens[index - 1] : ""
                let module = index > 1 && before == "." ? tokens[index - 2] : ""
                if token == "import",
                    // `import XCTest`, or `import class XCTest.XCTestCase`.
                    let framework = tokens.dropFirst(index + 1).prefix(2).first(where: {
                        Self.frameworks.contains($0)
                    })
                {
                    frameworks.append("\(path): import \(framework)")
                } else if Self.processHolds.contains(token)
                    || (Self.processCalls.contains(token)
                        && (Self.cModules.contains(module)
                            || (!Self.namesItsOwn.contains(before)
                                && !["(", ")"].elementsEqual(tokens.dropFirst(index + 1).prefix(2))
                                && tokens.dropFirst(index + 1).first != ":")))
                {
                    holds.insert(token)
                }
            }
            if !holds.isEmpty {
                process.append("\(path): " + holds.sorted().joined(separator: ", "))
            }
            let declared = Declarations(sources: [text]).counts
            frameworks += declared.keys.filter { $0.name.hasPrefix("XCT") }.sorted()
                .map { "\(path): \($0.kind) \($0.name)" }
            for (name, count) in declared.sorted(by: { $0.key < $1.key }) where name.isOperator {
                declaredOperators[name, default: 0] += count
                if declaredOperators[name]! > allowed[name] ?? 0 {
                    operators.append("\(path): \(name.description)")
                }
            }
        }
        self.frameworks = frameworks
        self.operators = operators
        self.process = process
    }

    private static func swiftFiles(of tree: SourceTree) -> [(path: String, text: String)] {
        tree.files.filter { $0.key.hasSuffix(".swift") }.sorted { $0.key < $1.key }
            .map { (path: $0.key, text: $0.value) }
    }

    /// What `check` says is left when something stands in for the tests' checks.
    var left: String? {
        var said: [String] = []
        if !frameworks.isEmpty {
            said.append(
                "the app may not import a test framework or declare its API, which would stand in "
                    + "for the tests' own: " + frameworks.joined(separator: "; "))
        }
        if !operators.isEmpty {
            said.append(
                "the app may not declare an operator the step's solution does not, which the "
                    + "tests' comparisons would call in place of the code's own (declare the "
                    + "conformance and let Swift make its ==): " + operators.joined(separator: "; ")
            )
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
