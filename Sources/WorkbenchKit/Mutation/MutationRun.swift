import Diffing
import Foundation

/// `workbench mutate`: the generated mutants of the legacy app, judged by the characterization
/// suite, or of the refactored app (the last step), judged by its characterization copy and
/// MyBizTests. Each is built and tested in a scratch package under `.build/mutate`, and reported
/// caught, survived, did not compile or timed out, with the suite's time. A survivor listed in
/// the reviewed file (`Judge/unobservable.txt`, a section an app, an id and its reason a line) is reported
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
        /// The app after this step, of a chain of `steps`: the legacy app (0) unless given or
        /// `refactored`.
        var step: Int?
        var file: String?
        /// Only these mutants, by id.
        var ids: [String]?
        var operators = Set(MutationOperator.allCases)
        var sample: Int?
        var seed: UInt64 = 1
        /// The scratch package's folder, `.build/mutate/<app>` unless given: a package that
        /// already holds the app builds incrementally.
        var package: URL?
        /// The state the mutants are made in: `step`, or the last step for the refactored app.
        func state(of steps: Int) -> Int { step ?? (refactored ? steps : 0) }
        /// The app's name in the reviewed file's and the scratch package's: legacy,
        /// refactored, or `step-7`.
        func app(of steps: Int) -> String {
            switch state(of: steps) {
            case 0: "legacy"
            case steps: "refactored"
            case let step: "step-\(step)"
            }
        }
        /// The app in words: the legacy app, the refactored app, the app after step 7.
        func theApp(of steps: Int) -> String {
            let app = app(of: steps)
            return app.hasPrefix("step-")
                ? "the app after step \(state(of: steps))" : "the \(app) app"
        }
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
        let state = selection.state(of: chain.steps.count)
        guard (0...chain.steps.count).contains(state) else {
            throw .usage(
                "--step \(state) is no step of the chain; write one from 0 (the legacy app) to "
                    + "\(chain.steps.count) (the last).")
        }
        let package = try StepPackage.tree(workspace: workspace, chain: chain, through: state)
        let module = package.subtree(ChainLayout.appModule)
        let app = selection.theApp(of: chain.steps.count)
        var mutants = MutantGenerator(operators: selection.operators).mutants(of: module)
        if let file = selection.file {
            mutants = mutants.filter { ("/" + $0.path).hasSuffix("/" + file) }
            guard !mutants.isEmpty else {
                throw .usage(
                    "--file \(file): no file of \(app) by that name has a "
                        + "mutant; 'workbench mutate --list' lists every mutant with its file.")
            }
        }
        if let ids = selection.ids {
            let known = Set(mutants.map(\.id))
            if let unknown = ids.first(where: { !known.contains($0) }) {
                throw .usage(
                    "--id \(unknown) is no mutant of \(app)\(selection.file == nil ? "" : " in that file")"
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

    func list(_ selection: Selection) throws(WorkbenchError) -> Int32 {
        let mutants = try self.mutants(selection).mutants
        let app = selection.theApp(of: chain.steps.count)
        for mutant in mutants { console.write("\(mutant.id)  \(mutant.what)\n") }
        let noun = mutants.count == 1 ? "mutant" : "mutants"
        console.write("\(mutants.count) \(noun) of \(app)\n")
        return 0
    }

    func run(_ selection: Selection) throws(WorkbenchError) -> Int32 {
        let (tree, module, mutants) = try self.mutants(selection)
        let app = selection.app(of: chain.steps.count)
        let reviewed = try self.reviewed(app, module: module)
        let folder =
            selection.package
            ?? workspace.root.appendingPathComponent(".build/mutate/" + app)
        let package = try JudgedPackage(directory: folder, tools: tools)
        console.write(
            "building \(selection.theApp(of: chain.steps.count)) with its tests in \(folder.path) …\n"
        )
        try package.write(tree)
        let built = try package.build()
        guard built.compiled else {
            throw .unreadable(
                path: folder.path,
                reason: "the package does not build: "
                    + built.errors.prefix(3).joined(separator: " / "))
        }
        let judges = try self.judges(
            of: package, refactored: selection.state(of: chain.steps.count) > 0)
        let judged = judges.map(\.expected.count).reduce(0, +)
        console.write(
            "\(mutants.count) mutants, each judged by \(judged) tests (\(selection.theApp(of: chain.steps.count)))\n"
        )
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
        // The last build was of a mutant: the files the mutants change are marked changed, so
        // the package's next build compiles them from the app's own text again.
        package.markChanged(Set(mutants.map { ChainLayout.appModule + $0.path }).sorted())
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
