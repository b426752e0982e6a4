import Foundation

extension MutationRun {
    /// A suite that judges the mutants: the tests `filter` runs, and their ids as listed.
    struct Judge {
        let suite: String
        let expected: [String]
        /// How long the suite may run with a mutant in: ten times what it took with none, and
        /// at least a minute, so only a mutant that loops forever outlives it.
        var timeout = MutationRun.timeout
        var filter: String { "^\(suite)\\." }
    }

    /// The suites that judge the app, in the order they run: the characterization suite,
    /// which sees the whole app and gives up at once on an app that stops answering, then,
    /// for the refactored app, MyBizTests. A mutant one suite catches is not run by the next.
    /// Each must pass with no mutant in: a mutant can only be judged by a passing suite.
    func judges(of package: JudgedPackage, refactored: Bool) throws(WorkbenchError) -> [Judge] {
        let tests = try package.list()
        let suites =
            refactored ? ["CharacterizationTests", "MyBizTests"] : ["CharacterizationTests"]
        var judges = suites.map { suite in
            Judge(suite: suite, expected: tests.filter { $0.hasPrefix(suite + ".") })
        }
        for index in judges.indices {
            let judge = judges[index]
            let started = Date()
            let baseline = TestGroups.tallyOfRun(
                judge.expected, try package.test(filter: judge.filter))
            judges[index].timeout = max(Self.timeout, 10 * Date().timeIntervalSince(started))
            guard baseline.failing.isEmpty else {
                throw .unreadable(
                    path: package.directory.path,
                    reason: "\(baseline.failing.count) tests of \(judge.suite) fail with no "
                        + "mutant in, the first \(baseline.failing[0].name); a mutant can "
                        + "only be judged by a passing suite")
            }
        }
        return judges
    }

    /// How the built package, a mutant in, fares: caught by the first suite with a failing
    /// test, timed out when a suite outlives `timeout`, survived when every suite passes.
    func judge(_ package: JudgedPackage, by judges: [Judge]) throws(WorkbenchError) -> Outcome {
        for judge in judges {
            let outcomes = try package.test(filter: judge.filter, timeout: judge.timeout)
            if outcomes.timedOut { return .timedOut }
            if !TestGroups.pass(judge.expected, outcomes) { return .caught }
        }
        return .survived
    }
}
