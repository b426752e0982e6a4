import Foundation

extension ExerciseCheck {
    /// A characterization exercise: the learner's tests (the area's file, and any test file or
    /// approved text they added) in the legacy package with only the suite's harness; they
    /// must pass there, and then catch enough of the area's mutants.
    func judge(
        _ task: Characterizing, in directory: URL, fingerprint: String, package: JudgedPackage
    ) throws(WorkbenchError) -> CheckResult {
        var result = CheckResult(step: 0, id: task.id, title: task.title)
        let legacy = try StepPackage.tree(workspace: workspace, chain: chain, through: 0)
        let start = task.exercise(legacy: legacy, chainFingerprint: fingerprint)
        let folder = try SourceTree(
            directory: directory, excludingSuffixes: [".received.txt"], skippingBinary: true)
        let suite = "Tests/CharacterizationTests/"
        let yours = folder.filter { path in
            path == task.tests
                || ((path.hasPrefix(suite) || path.hasPrefix("Tests/Fixtures/Approved/"))
                    && start.files[path] == nil && !Characterizing.isHarness(path))
        }
        result.editsIgnored = Context.edits(of: folder, from: start) { yours.files[$0] != nil }
        let written = yours.files.filter { $0.key.hasSuffix(".swift") }
        guard written.values.contains(where: { $0.contains("@Test") || $0.contains("XCTestCase") })
        else {
            result.left = "write characterization tests in \(task.tests)"
            return result
        }
        // The starter as written pins nothing: no need to run the mutants to say so.
        guard written != [task.tests: task.starter] else {
            result.left =
                "write characterization tests in \(task.tests): the starter test pins nothing yet"
            return result
        }
        var tree = legacy.filter { !$0.hasPrefix(suite) || Characterizing.isHarness($0) }
        for path in task.answerApprovals(in: legacy) { tree.files[path] = nil }
        tree = tree.merging(yours)
        try package.write(tree)
        guard try compiles(package, else: "make your tests compile first", in: &result) else {
            return result
        }
        let expected = try package.list().filter { $0.hasPrefix("CharacterizationTests.") }
        let outcomes = try package.test()
        result.rerunAfterCrash = outcomes.crashedBefore?.summary
        let tally = TestGroups.tallyOfRun(expected, outcomes)
        result.yourTests = tally
        guard tally.failing.isEmpty, tally.total > 0 else {
            result.left =
                "your tests must pass on the legacy code: run them here, and approve each "
                + "received text that shows what the app does"
            return result
        }
        let caught = try package.catches(task.mutants, of: tree, expected: expected, filter: nil)
        guard case .mutants(var mutants) = caught else {
            result.yourTests = caught.unsteady
            result.left = JudgedPackage.Catches.unsteadyLeft
            return result
        }
        mutants.needed = task.needed
        result.mutants = mutants
        result.left =
            mutants.caught >= task.needed
            ? nil
            : "catch at least \(task.needed) of the \(mutants.total) bugs: pin what the "
                + "missed ones change"
        result.status = result.left == nil ? .solved : .failing
        return result
    }
}
