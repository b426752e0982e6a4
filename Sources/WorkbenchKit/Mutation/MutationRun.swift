import Diffing
import Foundation

/// `workbench mutate`: the generated mutants of the legacy app, judged by the characterization
/// suite, or of the refactored app (the last step), judged by its characterization copy and
/// MyBizTests. Each is built and tested in a scratch package under `.build/mutate`, and reported
/// caught, survived, did not compile or timed out, with the suite's time. A survivor listed in
/// the reviewed file (`Judge/unobservable-<app>.txt`, an id and its reason a line) is reported
/// as unobservable; any other survivor fails the run.
struct MutationRun {
    enum Outcome: String, CaseIterable {
        case caught
        case timedOut = "timed out"
        case survived
        case unobservable
        case didNotCompile = "did not compile"
    }

    /// Which mutants: of which app, which file and operators, and a sample of them.
    struct Selection {
        var refactored = false
        var file: String?
        /// Only these mutants, by id.
        var ids: [String]?
        var operators = Set(MutationOperator.allCases)
        var sample: Int?
        var seed: UInt64 = 1
        /// The scratch package's folder, `.build/mutate/<app>` unless given: a package that
        /// already holds the app builds incrementally.
        var package: URL?
        var app: String { refactored ? "refactored" : "legacy" }
    }

    /// The least time a suite is given with a mutant in (see `Judge.timeout`): a mutant that
    /// makes the app loop forever is stopped then.
    static let timeout = 60.0

    let workspace: Workspace
    let chain: Chain
    let tools: Tools
    let console: Console

    /// The package the mutants are made in, the app module's sources, and the mutants
    /// `selection` names, in id order. A sample is the same for the same seed on any machine.
    func mutants(_ selection: Selection) throws(WorkbenchError)
        -> (package: SourceTree, module: SourceTree, mutants: [GeneratedMutant])
    {
        let package = try StepPackage.tree(
            workspace: workspace, chain: chain,
            through: selection.refactored ? chain.steps.count : 0)
        let module = package.subtree(ChainLayout.appModule)
        var mutants = MutantGenerator(operators: selection.operators).mutants(of: module)
        if let file = selection.file {
            mutants = mutants.filter { ("/" + $0.path).hasSuffix("/" + file) }
            guard !mutants.isEmpty else {
                throw .usage(
                    "--file \(file): no file of the \(selection.app) app by that name has a "
                        + "mutant; 'workbench mutate --list' lists every mutant with its file.")
            }
        }
        if let ids = selection.ids {
            let known = Set(mutants.map(\.id))
            if let unknown = ids.first(where: { !known.contains($0) }) {
                throw .usage(
                    "--id \(unknown) is no mutant of the \(selection.app) app\(selection.file == nil ? "" : " in that file")"
                        + "; 'workbench mutate --list' lists every mutant by id.")
            }
            mutants = mutants.filter { ids.contains($0.id) }
        }
        if let sample = selection.sample {
            mutants = Self.sample(mutants, count: sample, seed: selection.seed)
        }
        return (package, module, mutants)
    }

    /// `count` of `mutants`, chosen by a hash of `seed` and each id (the same on any machine),
    /// in their order.
    static func sample(_ mutants: [GeneratedMutant], count: Int, seed: UInt64)
        -> [GeneratedMutant]
    {
        guard count < mutants.count else { return mutants }
        func rank(_ mutant: GeneratedMutant) -> UInt64 {
            var hash = FNV1a(seed: seed)
            hash.add(mutant.id)
            return hash.value
        }
        let chosen = Set(mutants.sorted { rank($0) < rank($1) }.prefix(count).map(\.id))
        return mutants.filter { chosen.contains($0.id) }
    }

    /// The reviewed survivors of `app`, whose module is `module`: each id with its reason. An
    /// id that names no mutant of the module (its line moved, its code changed) is refused, so
    /// the file never speaks for a mutant it was not written for.
    func reviewed(_ app: String, module: SourceTree) throws(WorkbenchError) -> [String: String] {
        let path = "Judge/unobservable-\(app).txt"
        let url = workspace.root.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path) else { return [:] }
        let reasons = try Self.reviewed(parsing: String(decoding: data, as: UTF8.self), path: path)
        let ids = Set(MutantGenerator().mutants(of: module).map(\.id))
        if let stale = reasons.keys.sorted().first(where: { !ids.contains($0) }) {
            throw .unreadable(
                path: path,
                reason: "\(stale) is no mutant of the \(app) app: its code moved or changed. "
                    + "Find it again with 'workbench mutate\(app == "legacy" ? "" : " --refactored")"
                    + " --list', then mend or drop its line")
        }
        return reasons
    }

    /// A reviewed file's survivors: a line each, its id, a space and why no test can see it;
    /// blank lines and lines starting with # are left out.
    static func reviewed(parsing text: String, path: String) throws(WorkbenchError)
        -> [String: String]
    {
        var reasons: [String: String] = [:]
        for (number, line) in text.lines().enumerated() {
            let text = line.trimmed
            guard !text.isEmpty, !text.hasPrefix("#") else { continue }
            let parts = text.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, !parts[1].trimmed.isEmpty else {
                throw .unreadable(
                    path: "\(path):\(number + 1)",
                    reason: "each line is a mutant's id, a space and why no test can see it")
            }
            reasons[String(parts[0])] = String(parts[1].trimmed)
        }
        return reasons
    }

    func list(_ selection: Selection) throws(WorkbenchError) -> Int32 {
        let mutants = try self.mutants(selection).mutants
        for mutant in mutants { console.write("\(mutant.id)  \(mutant.what)\n") }
        let noun = mutants.count == 1 ? "mutant" : "mutants"
        console.write("\(mutants.count) \(noun) of the \(selection.app) app\n")
        return 0
    }

    func run(_ selection: Selection) throws(WorkbenchError) -> Int32 {
        let (tree, module, mutants) = try self.mutants(selection)
        let reviewed = try self.reviewed(selection.app, module: module)
        let folder =
            selection.package
            ?? workspace.root.appendingPathComponent(".build/mutate/" + selection.app)
        let package = try JudgedPackage(directory: folder, tools: tools)
        console.write("building the \(selection.app) app with its tests in \(folder.path) …\n")
        try package.write(tree)
        let built = try package.build()
        guard built.compiled else {
            throw .unreadable(
                path: folder.path,
                reason: "the package does not build: "
                    + built.errors.prefix(3).joined(separator: " / "))
        }
        let judges = try self.judges(of: package, refactored: selection.refactored)
        let judged = judges.map(\.expected.count).reduce(0, +)
        console.write(
            "\(mutants.count) mutants, each judged by \(judged) tests (\(selection.app) app)\n")
        let started = Date()
        var counts: [Outcome: Int] = [:]
        for mutant in mutants {
            var mutated = tree
            mutated.files[ChainLayout.appModule + mutant.path] = mutant.apply(
                to: module.files[mutant.path] ?? "")
            try package.write(mutated)
            let began = Date()
            var outcome = Outcome.didNotCompile
            if try package.build().compiled {
                outcome = try judge(package, by: judges)
                if outcome == .survived, reviewed[mutant.id] != nil { outcome = .unobservable }
            }
            counts[outcome, default: 0] += 1
            let seconds = String(format: "%5.1f s", Date().timeIntervalSince(began))
            let label = outcome.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0)
            console.write("\(label)\(seconds)  \(mutant.id)  \(mutant.what)\n")
        }
        try package.write(tree)
        console.write(summary(counts, total: mutants.count, since: started))
        return counts[.survived, default: 0] == 0 ? 0 : 1
    }

    /// The counts, the score (caught or timed out, out of the mutants that compiled and are
    /// not reviewed as unobservable) and the minutes taken.
    func summary(_ counts: [Outcome: Int], total: Int, since started: Date) -> String {
        let viable =
            total - counts[.didNotCompile, default: 0] - counts[.unobservable, default: 0]
        let noticed = counts[.caught, default: 0] + counts[.timedOut, default: 0]
        let score = viable == 0 ? 100 : noticed * 100 / viable
        let parts = Outcome.allCases.map { "\(counts[$0, default: 0]) \($0.rawValue)" }
        let minutes = String(format: "%.1f", Date().timeIntervalSince(started) / 60)
        return "\(total) mutants: " + parts.joined(separator: ", ")
            + "; score \(score)% of \(viable) that compiled and can be seen; \(minutes) min\n"
    }
}
