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
    /// `tree` (see `catches`; `schema` is their schema, built), and puts what they made of
    /// them in `result`: the mutants caught (of which `needed` must be), or, when they failed
    /// on a run of the reference code, that run's tally.
    func judge(
        _ mutants: [Mutant], of tree: SourceTree, expected: [String], filter: String?,
        needed: Int? = nil, schema: MutantSchema.Build, in result: inout CheckResult
    ) throws(WorkbenchError) {
        switch try catches(mutants, of: tree, expected: expected, filter: filter, schema: schema) {
        case .mutants(var caught):
            caught.needed = needed
            result.mutants = caught
        case .unsteady(let tally):
            result.yourTests = tally
            result.unsteady = true
        }
    }

    /// Writes `tree` and builds it, as `build` does, while `mutants` of it are built in their
    /// schema beside it, on the other core: the build's verdict in `result` (see
    /// `ExerciseCheck.compiles`), and the schema.
    func buildWithSchema(
        of mutants: [Mutant], _ tree: SourceTree, compiles: () throws(WorkbenchError) -> Bool
    ) throws(WorkbenchError) -> (compiled: Bool, schema: MutantSchema.Build) {
        try write(tree)
        let prepared = try MutantSchema.Build(mutants, of: tree, beside: self)
        let (schema, compiled) = try alongside(prepared.build, compiles)
        return (compiled, schema)
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

        /// The mutant's index, or nil for the reference.
        var mutant: Int? {
            if case .mutant(let index) = self { return index }
            return nil
        }
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
    /// (the package's text, built) fail, by what their code does. The mutants are compiled
    /// once, all in one build (`MutantSchema`), and each run chooses one through a value no
    /// test can read a meaning in; a mutant the schema cannot hold is built on its own
    /// afterwards, with `tree`'s text on disk while the tests run (see
    /// `test(mutant:showing:filter:)`). The reference code runs again at places among the
    /// mutants a test cannot know (`runs`, of either kind: `schedule(mutants:)` unless given): in the schema's
    /// build with no mutant chosen, and among mutants built apart with a change that does
    /// nothing (see `harmless(_:among:)`); the tests must pass there too. So they pass on the
    /// reference built two ways (as it is and in the schema), and a test that tells the
    /// reference's run from a mutant's by anything but what the code does fails there: one
    /// that passes on a check's first runs only (it would have to guess where all three runs
    /// of the reference fall: one chance in 286 among ten mutants), one that pins the built
    /// binary or reads the sources on disk, which are the reference's. The package holds
    /// `tree` afterwards, and nothing else: a failing golden master's received text from the
    /// last run is gone.
    func catches(
        _ mutants: [Mutant], of tree: SourceTree, expected: [String], filter: String?,
        schema built: MutantSchema.Build? = nil, runs: [Run]? = nil
    ) throws(WorkbenchError) -> Catches {
        let schema: MutantSchema.Build
        if let built {
            schema = built
        } else {
            schema = try MutantSchema.Build(mutants, of: tree, beside: self).build()
        }
        // The mutants run, and those no test caught, by index.
        var ran: Set<Int> = []
        var missed: Set<Int> = []
        // The runs of the held mutants, and of the reference, on the schema's build.
        for run in Self.runs(runs, of: schema.held.count) {
            let index = run.mutant.map { schema.held[$0] }
            guard let outcomes = try schema.test(index, filter: filter) else {
                throw .unreadable(
                    path: directory.path,
                    reason: "the reference code no longer compiles with its mutants; delete the "
                        + "folder and check again")
            }
            if let unsteady = tally(index, expected, outcomes, &ran, &missed) {
                try write(tree)
                return .unsteady(unsteady)
            }
        }
        // Those built apart, each a build of its own, the reference among them built so too.
        let apart = schema.apart.map { mutants[$0] }
        let changed = Set(apart.flatMap { $0.patches.map(\.path) }).sorted()
        // The last build was of a mutant, or of the reference's harmless variant, with
        // `tree`'s text put back after it. The files they change are marked changed, so the
        // next build compiles them again from that text and never runs a mutant's objects
        // under it (CI once proved a state on the objects of a mutant its check had run last).
        defer { markChanged(changed) }
        for run in Self.runs(runs, of: apart.count) {
            let index = run.mutant.map { schema.apart[$0] }
            let mutant = index.map { mutants[$0] }
            let built = try mutant?.apply(to: tree) ?? Self.harmless(tree, among: apart)
            guard
                let outcomes = try test(
                    mutant: built, showing: tree, filter: filter, recompiling: changed)
            else {
                throw .unreadable(
                    path: mutant?.origin ?? directory.path,
                    reason: mutant.map {
                        "the app does not compile with the mutant \($0.name); "
                            + "mend or drop it"
                    }
                        ?? "the reference code no longer compiles after its mutants; delete "
                        + "the folder and check again")
            }
            if let unsteady = tally(index, expected, outcomes, &ran, &missed) {
                try write(tree)
                return .unsteady(unsteady)
            }
        }
        try write(tree)
        return .mutants(
            CheckResult.Mutants(
                caught: ran.subtracting(missed).count, total: mutants.count,
                missed: missed.sorted().map { mutants[$0].what }))
    }

    /// The runs of `count` mutants: none when there are none; `given` (those of its runs in
    /// range) or `schedule(mutants:)` otherwise.
    static func runs(_ given: [Run]?, of count: Int) -> [Run] {
        guard count > 0 else { return [] }
        return given?.filter { ($0.mutant ?? 0) < count } ?? schedule(mutants: count)
    }

    /// Counts a run of the mutant `index` among those `ran`, and `missed` when the tests pass
    /// there; for a run of the reference (nil), the run's tally when a test failed there.
    private func tally(
        _ index: Int?, _ expected: [String], _ outcomes: TestOutcomes, _ ran: inout Set<Int>,
        _ missed: inout Set<Int>
    ) -> CheckResult.Tally? {
        guard let index else {
            let tally = TestGroups.tallyOfRun(expected, outcomes)
            return tally.failing.isEmpty ? nil : tally
        }
        ran.insert(index)
        if TestGroups.pass(expected, outcomes) { missed.insert(index) }
        return nil
    }
}
