/// What `check` decides, as one ordered list of rules over the one result a check saved
/// (`CheckResult`): the first rule that does not hold says what is left; a result that every
/// rule lets pass is solved. A check gathers its result first (built, tested, run against
/// mutants, as its kind of exercise needs, stopping where nothing more can be learnt), then
/// asks the rules; so every kind of exercise is judged by the same list, in the same order,
/// and each rule is a few lines with tests of its own (`VerdictTests`).
enum Verdict {
    /// A rule: what it asks, in words (README's table of what check judges), and what is left
    /// when a result does not meet it, or nil.
    struct Rule: Sendable {
        let asks: String
        let left: @Sendable (CheckResult) -> String?
    }

    /// The rules, in the order they are asked.
    static let rules: [Rule] = [
        Rule(asks: "there is work to judge: a test written where the exercise asks for one") {
            $0.unwritten
        },
        Rule(asks: "the package builds with the learner's code") { result in
            guard !result.buildErrors.isEmpty else { return nil }
            return result.judgesYourTests
                ? "make your tests compile first" : "make it compile first"
        },
        Rule(
            asks: "nothing in the app stands in for the tests: no test framework used or imitated, "
                + "no hold on the test process (read from the app's compiled objects)"
        ) { result in
            result.standIns
        },
        Rule(asks: "the step's tests, the earlier steps' tests and the characterization suite pass")
        {
            result in
            let groups = [result.stepTests, result.earlierTests, result.characterization]
            return groups.contains { $0?.failing.isEmpty == false } ? "some tests fail" : nil
        },
        yourTestsPass,
        Rule(asks: "the test process ran to its end") {
            $0.stopped == nil ? nil : stoppedLeft
        },
        Rule(asks: "the held-back cases pass: other data for the same behaviour") {
            $0.heldBack?.failing.isEmpty == false
                ? "held-back cases fail: make the change for every case, not the tests' data" : nil
        },
        Rule(
            asks: "what a Remove Dead Code step deletes is gone, and nothing the app lacks reaches"
        ) {
            $0.deadCode?.remaining.isEmpty == false ? "delete what the step deletes" : nil
        },
        Rule(asks: "the learner's tests pass each time the reference code runs among the mutants") {
            $0.unsteady == true ? unsteadyLeft : nil
        },
        Rule(asks: "the learner's tests catch the mutants: all of a step's, enough of an area's") {
            result in
            guard let mutants = result.mutants else { return nil }
            let needed = mutants.needed ?? mutants.total
            guard mutants.caught < needed else { return nil }
            return mutants.needed == nil
                ? "write tests that catch every bug listed"
                : "catch at least \(needed) of the \(mutants.total) bugs: pin what the missed ones "
                    + "change"
        },
        Rule(asks: "the check judged the exercise whole") { result in
            let whole =
                result.writesTests == true
                ? result.mutants != nil : result.stepTests != nil || result.earlierTests != nil
            return whole ? nil : "the check judged nothing; check again"
        },
    ]

    /// The learner's tests, where they are the work, pass on the reference code (the legacy
    /// code, for a characterization exercise): until they do, the mutants are not run.
    static let yourTestsPass = Rule(asks: "the learner's tests pass on the reference code") {
        result in
        guard let tally = result.yourTests, result.unsteady != true else { return nil }
        guard !tally.failing.isEmpty || tally.total == 0 else { return nil }
        return result.step == 0
            ? "your tests must pass on the legacy code: run them here, and approve each "
                + "received text that shows what the app does"
            : "your tests must pass on the reference code"
    }

    /// What is left when every test passed but the test process stopped before its end.
    static let stoppedLeft =
        "every test must run to its end: the test process stopped, and a run that stops "
        + "passes no test"

    /// What is left when the learner's tests failed on a run of the reference code among the
    /// mutants.
    static let unsteadyLeft =
        "your tests must pass each time they run on the reference code: they failed when it "
        + "ran again among the bugs, built as a bug is but with a change that does nothing "
        + "(a test's result may hang only on what the code does, not on the runs before it, "
        + "the files on disk or the binary)"

    /// What the first rule `result` does not meet says is left; nil when it meets them all.
    static func left(of result: CheckResult) -> String? {
        for rule in rules {
            if let left = rule.left(result) { return left }
        }
        return nil
    }
}

extension CheckResult {
    /// Whether the learner's tests are the work: a characterization exercise, or a step whose
    /// task is to write tests.
    var judgesYourTests: Bool { step == 0 || writesTests == true }

    /// The result with its verdict: what is left, by the rules, and the status it gives.
    func decided() -> CheckResult {
        var result = self
        result.left = Verdict.left(of: self)
        result.status =
            !buildErrors.isEmpty ? .doesNotCompile : result.left == nil ? .solved : .failing
        return result
    }
}
