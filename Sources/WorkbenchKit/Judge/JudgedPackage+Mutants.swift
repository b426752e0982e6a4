/// A learner's tests against the mutants of the code they test, in the judged package.
extension JudgedPackage {
    /// What the tests made of the mutants.
    enum Catches: Equatable {
        /// How many they caught, and the bugs they missed.
        case mutants(CheckResult.Mutants)
        /// They failed on the reference code when it ran again among the mutants: the run's
        /// tally.
        case unsteady(CheckResult.Tally)

        var unsteady: CheckResult.Tally? {
            if case .unsteady(let tally) = self { return tally }
            return nil
        }
    }

    /// Runs the learner's tests (the `expected` ones, matching `filter`) against `mutants` of
    /// `tree` (see `catches`), and puts what they made of them in `result`: the mutants caught
    /// (of which `needed` must be), or, when they failed on a run of the reference code, that
    /// run's tally.
    func judge(
        _ mutants: [Mutant], of tree: SourceTree, expected: [String], filter: String?,
        needed: Int? = nil, in result: inout CheckResult
    ) throws(WorkbenchError) {
        switch try catches(mutants, of: tree, expected: expected, filter: filter) {
        case .mutants(var caught):
            caught.needed = needed
            result.mutants = caught
        case .unsteady(let tally):
            result.yourTests = tally
            result.unsteady = true
        }
    }

    /// `tree` with a change that does nothing to what the code does: one to nine blank lines
    /// (at random) at the head of a file that one of `mutants` changes (at random). Its build
    /// differs from the reference's (its line numbers do), by a change no test can pin ahead.
    static func harmless(_ tree: SourceTree, among mutants: [Mutant]) -> SourceTree {
        let paths = Set(mutants.flatMap { $0.patches.map(\.path) }).sorted()
        var variant = tree
        guard let path = paths.randomElement(), let text = tree.files[path] else { return tree }
        variant.files[path] = String(repeating: "\n", count: Int.random(in: 1...9)) + text
        return variant
    }

    /// One run of a check's tests among its mutants: of a mutant (its index), or of the
    /// reference code again.
    enum Run: Equatable {
        case mutant(Int)
        case reference
    }

    /// How many times the reference code runs again among the mutants.
    static let referenceRuns = 3

    /// The runs of `mutants` mutants, in order, with `references` runs of the reference code
    /// at random places among them, each arrangement as likely as any other.
    static func schedule(mutants: Int, references: Int = referenceRuns) -> [Run] {
        var runs = (0..<mutants).map(Run.mutant)
        for _ in 0..<references {
            runs.insert(.reference, at: Int.random(in: 0...runs.count))
        }
        return runs
    }

    /// Which of `mutants` make one of the `expected` tests (those matching `filter`) of `tree`
    /// fail, by what their code does: the tests run with `tree`'s text on disk, not the
    /// mutant's (see `test(mutant:showing:filter:)`). The reference code runs again at places
    /// among the mutants a test cannot know (`runs`: `schedule(mutants:)` unless given), each
    /// time built as a mutant is but with a change that does nothing (see
    /// `harmless(_:among:)`), and the tests must pass there too. So a test that tells the
    /// reference's run from a mutant's by anything but what the code does fails there: one
    /// that passes on a check's first runs only (it would have to guess where all three runs
    /// of the reference fall: one chance in 286 among ten mutants), one that finds the sources
    /// on disk newer than the build, one that pins the built binary. The package holds `tree`
    /// afterwards, and nothing else: a failing golden master's received text from the last run
    /// is gone. The files the mutants change are marked changed, so the package's next build
    /// compiles them from `tree`.
    func catches(
        _ mutants: [Mutant], of tree: SourceTree, expected: [String], filter: String?,
        runs: [Run]? = nil
    ) throws(WorkbenchError) -> Catches {
        // The last build was of a mutant, or of the reference's harmless variant, with `tree`'s
        // text put back after it. The files they change are marked changed, so the next build
        // compiles them again from that text and never runs a mutant's objects under it (CI
        // once proved a state on the objects of a mutant its check had run last).
        let changed = Set(mutants.flatMap { $0.patches.map(\.path) }).sorted()
        defer { markChanged(changed) }
        var result = CheckResult.Mutants(total: mutants.count)
        for run in runs ?? Self.schedule(mutants: mutants.count) {
            guard case .mutant(let index) = run else {
                guard
                    let outcomes = try test(
                        mutant: Self.harmless(tree, among: mutants), showing: tree,
                        filter: filter, recompiling: changed)
                else {
                    throw .unreadable(
                        path: directory.path,
                        reason: "the reference code no longer compiles after its mutants; "
                            + "delete the folder and check again")
                }
                let tally = TestGroups.tallyOfRun(expected, outcomes)
                guard tally.failing.isEmpty else {
                    try write(tree)
                    return .unsteady(tally)
                }
                continue
            }
            let mutant = mutants[index]
            guard
                let outcomes = try test(
                    mutant: try mutant.apply(to: tree), showing: tree, filter: filter,
                    recompiling: changed)
            else {
                throw .unreadable(
                    path: mutant.origin,
                    reason: "the app does not compile with the mutant \(mutant.name); mend or "
                        + "drop it")
            }
            if TestGroups.pass(expected, outcomes) {
                result.missed.append(mutant.what)
            } else {
                result.caught += 1
            }
        }
        try write(tree)
        return .mutants(result)
    }
}
