import Foundation

/// The package `check` builds and tests, in `.build/judge` of the exercise: the reference
/// package of the step (what `materialize` writes) with only the learner's `Sources/MyBiz`
/// put in, and the held-back cases. Nothing else of the exercise folder enters it, so no edit
/// to a test, an approved text or the harness changes the verdict. It is rewritten before
/// every check, file by file, so its builds stay incremental, and built anew when the folder
/// was copied or moved (`JudgedPackage+Place`).
struct JudgedPackage: Sendable {
    static let folder = ".build/judge"
    /// What the last test run printed, whole, in the package's folder.
    static let testOutput = ".build/judge-test-output.txt"
    /// How long a test run may take before it is stopped: a check's whole run takes seconds,
    /// so only code or a test that loops forever meets it, and the check still answers.
    static let timeLimit = 120.0

    /// The package's folder as SwiftPM prints it, with every link resolved.
    let directory: URL
    /// The folder as it was named, through a link perhaps.
    private let named: URL
    let tools: Tools
    let swift: URL

    init(exercise: URL, tools: Tools) throws(WorkbenchError) {
        try self.init(directory: exercise.appendingPathComponent(Self.folder), tools: tools)
    }

    /// A package built and tested in `directory`.
    init(directory: URL, tools: Tools) throws(WorkbenchError) {
        self.directory = directory.physicalFileURL
        named = directory
        self.tools = tools
        swift = try tools.require("swift", for: "to build and test the exercise")
    }

    /// Writes `tree` into the package, file by file. When the app module's declarations
    /// change, a test module that holds a source through a link is compiled whole again (see
    /// `JudgedPackage+StaleBuilds`).
    func write(_ tree: SourceTree) throws(WorkbenchError) {
        if appDeclarationsChange(to: tree) {
            forgetTestBuilds(in: Self.linkedTestFolders(of: tree))
        }
        try tree.write(to: directory, replacing: true)
    }

    /// What a build of the package printed: its first distinct compiler errors (empty when it
    /// compiled) and warnings, each once, with paths from the package's folder. An incremental
    /// build prints the warnings of what it compiled only.
    struct Build: Equatable {
        var errors: [String] = []
        var warnings: [String] = []
        var compiled: Bool { errors.isEmpty }

        /// Reads what `swift build` printed in `folder` and how it exited. When no compiler
        /// error says why a build failed, SwiftPM's own errors do.
        init(output: String, folder: String, status: Int32) {
            self.init(output: output, folders: [folder], status: status)
        }

        /// The same, with every spelling of the package's folder taken off the paths: SwiftPM's
        /// (links resolved) and the one it was named by, the longest first, since taking
        /// /var/x/ out of /private/var/x/ would leave "/private" before the path.
        init(output: String, folders: [String], status: Int32) {
            let prefixes = Set(folders.map { $0.hasSuffix("/") ? $0 : $0 + "/" })
                .sorted { $0.count > $1.count }
            var own: [String] = []
            for line in output.lines() where line.first?.isWhitespace == false {
                let diagnostic = prefixes.reduce(String(line)) {
                    $0.replacingOccurrences(of: $1, with: "")
                }
                if line.contains(": error: ") {
                    if !errors.contains(diagnostic) { errors.append(diagnostic) }
                } else if line.hasPrefix("error: ") {
                    own.append(Self.explained(diagnostic))
                } else if line.contains(": warning: ") || line.hasPrefix("warning: ") {
                    if !warnings.contains(diagnostic) { warnings.append(diagnostic) }
                }
            }
            if status != 0, errors.isEmpty {
                errors = own.isEmpty ? ["swift build exited with status \(status)"] : own
            }
        }

        /// SwiftPM's error when two files of a module share a name (a sprouted `Report.swift`
        /// beside another), in words and with what to do.
        static func explained(_ error: String) -> String {
            let said = "error: "
            guard error.hasPrefix(said), error.contains("because of multiple producers"),
                let object = error.split(separator: " ").first(where: { $0.hasSuffix(".swift.o") })
            else { return error }
            let parts = object.split(separator: "/")
            let file = parts.last.map { String($0.dropLast(2)) } ?? ""
            let module = parts.dropLast().last.map { String($0.prefix { $0 != "." }) } ?? ""
            return "error: two files of module \(module) are named \(file); a module's files need "
                + "names of their own: rename one (\(error.dropFirst(said.count)))"
        }
    }

    /// Builds the package and its tests. The warnings are those of every file, compiled now or
    /// before (see `JudgedPackage+Warnings`). After a build that failed, the next one compiles
    /// the test modules whole, which a failed build can leave stale (`JudgedPackage+StaleBuilds`).
    /// A build that does not `remember` its warnings keeps no text of the files that printed
    /// them (a mutant schema's build, whose files hold its key).
    func build(remembering: Bool = true) throws(WorkbenchError) -> Build {
        forgetBuildMadeElsewhere()
        defer { noteBuildPlace() }
        let arguments = ["build", "--build-tests", "--package-path", directory.path]
        var result = try tools.run(
            swift, arguments + Self.buildSettings(environment: tools.environment))
        if result.status != 0,
            let shared = Self.sharedModuleCache(environment: tools.environment),
            result.output.contains(shared.path)
        {
            // A module of the shared cache could not be used (a damaged file, a lock another
            // machine left on a shared home): this build makes a cache of its own instead.
            let own = tools.environment.merging([Self.moduleCacheVariable: ""]) { $1 }
            result = try tools.run(swift, arguments + Self.buildSettings(environment: own))
        }
        var build = Build(
            output: result.output,
            folders: [directory.path, named.standardizedFileURL.path], status: result.status)
        if remembering { build.warnings = warnings(printed: build.warnings) }
        if !build.compiled { forgetTestBuilds() }
        return build
    }

    /// Runs the built tests (those matching `filter`, a regular expression, if given), for at
    /// most `timeout` seconds (`timeLimit` unless given). When the test process crashes with no
    /// error of Swift's own (a bad pointer, not a trap such as a force-unwrapped nil, which the
    /// code under test makes again), the build may have kept an object compiled against an
    /// older layout of an app type: the test modules are compiled whole again and run once
    /// more, and that run decides; the outcomes say when there was a first crash.
    func test(filter: String? = nil, timeout: Double = timeLimit) throws(WorkbenchError)
        -> TestOutcomes
    {
        try test(filter: filter, timeout: timeout) { () throws(WorkbenchError) in
            try build().compiled
        }
    }

    /// Runs the tests (those matching `filter`) on `mutant`, built, with the text of `tree` (the
    /// code it mutates) back in the package while they run: a test that reads the sources, and
    /// pins their text, sees no mutant, so only what the mutant's code does can fail a test. Nil
    /// when the mutant does not compile. The package holds `tree` afterwards.
    func test(
        mutant: SourceTree, showing tree: SourceTree, filter: String?, recompiling: [String] = []
    ) throws(WorkbenchError) -> TestOutcomes? {
        func buildMutant() throws(WorkbenchError) -> Bool {
            try write(mutant)
            // Every file a run among mutants may change is compiled from the text on disk now,
            // whatever the build record says: a file another mutant changed, then put back,
            // must never be run on that mutant's objects.
            markChanged(recompiling)
            let compiled = try build().compiled
            try write(tree)
            return compiled
        }
        guard try buildMutant() else { return nil }
        return try test(filter: filter, timeout: Self.timeLimit, rebuild: buildMutant)
    }

    /// The run (with `environment` added to the tests'), and the run again after a crash, when
    /// `rebuild` (after the test modules are forgotten) compiles.
    func test(
        filter: String?, timeout: Double, environment: [String: String] = [:],
        rebuild: () throws(WorkbenchError) -> Bool
    ) throws(WorkbenchError) -> TestOutcomes {
        let first = try run(filter: filter, timeout: timeout, environment: environment)
        guard let crash = first.crash, !first.timedOut,
            !(crash.reason ?? "").contains("Fatal error")
        else { return first }
        let output = directory.appendingPathComponent(Self.testOutput)
        let crashed = directory.appendingPathComponent(Self.testOutput + ".crashed")
        try? FileManager.default.removeItem(at: crashed)
        try? FileManager.default.moveItem(at: output, to: crashed)
        forgetTestBuilds()
        guard try rebuild() else { return first }
        var second = try run(filter: filter, timeout: timeout, environment: environment)
        if second.crash == nil { second.crashedBefore = crash }
        return second
    }
}
