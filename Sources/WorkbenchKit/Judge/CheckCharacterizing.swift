import Foundation

extension ExerciseCheck {
    /// A characterization exercise: the learner's tests (the area's file, and any test file or
    /// approved text they added) in the legacy package with only the suite's harness; they
    /// must pass there, and then catch enough of the area's mutants.
    func judge(
        _ task: Characterizing, in directory: URL, fingerprint: String, package: JudgedPackage
    ) throws(WorkbenchError) -> CheckResult {
        var result = CheckResult(step: 0, id: task.id, title: task.title)
        result.writesTests = true
        let legacy = try StepPackage.tree(workspace: workspace, chain: chain, through: 0)
        let start = task.exercise(legacy: legacy, chainFingerprint: fingerprint)
        let folder = try SourceTree(
            directory: directory, excludingSuffixes: [".received.txt"], skippingBinary: true)
        let suite = Characterizing.suite
        let yours = folder.filter { path in
            path == task.tests
                || ((path.hasPrefix(suite) || path.hasPrefix("Tests/Fixtures/Approved/"))
                    && start.files[path] == nil && !Characterizing.isHarness(path))
        }
        result.editsIgnored = Context.edits(of: folder, from: start) { yours.files[$0] != nil }
        let written = yours.files.filter { $0.key.hasSuffix(".swift") }
        guard written.values.contains(where: { $0.contains("@Test") || $0.contains("XCTestCase") })
        else {
            result.unwritten = "write characterization tests in \(task.tests)"
            return result.decided()
        }
        // The starter as written pins nothing: no need to run the mutants to say so.
        guard written != [task.tests: task.starter] else {
            result.unwritten =
                "write characterization tests in \(task.tests): the starter test pins nothing yet"
            return result.decided()
        }
        var tree = legacy.filter { !$0.hasPrefix(suite) || Characterizing.isHarness($0) }
        for path in task.answerApprovals(in: legacy) { tree.files[path] = nil }
        tree = tree.merging(yours)
        let (compiled, schema) = try package.buildWithSchema(of: task.mutants, tree) {
            () throws(WorkbenchError) in try compiles(package, in: &result)
        }
        guard compiled else { return result.decided() }
        let expected = try package.list().filter { $0.hasPrefix("CharacterizationTests.") }
        let outcomes = try package.test()
        result.rerunAfterCrash = outcomes.crashedBefore?.summary
        result.yourTests = TestGroups.tallyOfRun(expected, outcomes)
        guard Verdict.yourTestsPass.left(result) == nil else { return result.decided() }
        try package.judge(
            task.mutants, of: tree, expected: expected, filter: nil, needed: task.needed,
            schema: schema, in: &result)
        return result.decided()
    }
}
