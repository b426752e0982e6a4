import Diffing
import Foundation

/// `workbench check`: judges an exercise by the reference. It builds the step's reference
/// package with the learner's `Sources/MyBiz` (see `JudgedPackage`) and runs the step's tests,
/// the held-back cases, the earlier steps' tests and the characterization suite there; a step
/// whose task is to write tests is judged by the mutants those tests catch instead.
struct ExerciseCheck {
    let tools: Tools
    let workspace: Workspace
    let chain: Chain

    /// The exercise in `directory`, judged, one check of the folder at a time (`CheckLock`):
    /// when another check holds it, `waiting` is called once and this one waits for it.
    func judge(_ directory: URL, waiting: () -> Void = {}) throws(WorkbenchError) -> CheckResult {
        let started = Date()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else { throw .noSuchFolder(directory.path) }
        let lock = try CheckLock(folder: directory, waiting: waiting)
        defer { lock.release() }
        let exercise = try Exercise(directory: directory)
        let characterizing =
            exercise.step == 0 ? try Characterizing.named(exercise.id, in: workspace) : nil
        guard
            characterizing != nil
                || (exercise.step > 0 && exercise.step <= chain.steps.count
                    && chain.steps[exercise.step - 1].id == exercise.id)
        else {
            throw .notAnExercise(
                directory.path + " (its exercise \(exercise.id) is not in this workbench's chain)",
                marker: Exercise.markerName)
        }
        let fingerprint = try workspace.fingerprint()
        if let made = exercise.chain, made != fingerprint {
            throw .otherChain(
                exercise: directory.path, made: made, workbench: workspace.root.path,
                holds: fingerprint)
        }
        let package = try JudgedPackage(exercise: directory, tools: tools)
        var result: CheckResult
        if let characterizing {
            result = try judge(
                characterizing, in: directory, fingerprint: fingerprint, package: package)
        } else {
            let step = chain.steps[exercise.step - 1]
            let context = try Context(
                step: step, chain: chain, workspace: workspace, fingerprint: fingerprint,
                directory: directory)
            result =
                step.appPatches.isEmpty
                ? try judgeWrittenTests(context, package: package)
                : try judgeChange(context, package: package)
            result.editsIgnored = context.editsIgnored
        }
        if JudgedPackage.ownBuildMadeElsewhere(in: directory) {
            result.ownBuildMadeElsewhere = true
        }
        result.elapsedSeconds = (Date().timeIntervalSince(started) * 10).rounded() / 10
        return result
    }

    /// A step that changes the app: the reference tests and held-back cases on the learner's
    /// module, which may not stand in for the tests' checks (`TestStandIns`), and for a step
    /// that deletes code, what it deletes. Gathers the result; `Verdict` decides.
    private func judgeChange(_ context: Context, package: JudgedPackage)
        throws(WorkbenchError) -> CheckResult
    {
        let step = context.step
        var result = CheckResult(step: step.number, id: step.id, title: step.title)
        var tree = context.reference.filter { !ChainLayout.isAppModule($0) }
        tree = tree.merging(context.mine.prefixed(ChainLayout.appModule))
        tree = tree.merging(context.judging.heldBackTree)
        tree = tree.merging(try StepJudging.comparison(in: workspace))
        try package.write(tree)
        guard try compiles(package, in: &result) else { return result.decided() }
        result.standIns = try TestStandIns(
            package: package.directory, module: ChainLayout.appModuleName, app: context.mine,
            tools: tools
        ).left
        guard result.standIns == nil else { return result.decided() }
        let expected = try package.list()
        let outcomes = try package.test()
        result.rerunAfterCrash = outcomes.crashedBefore?.summary
        result.stopped = outcomes.stop
        let groups = TestGroups(
            step: step, reference: context.reference, heldBack: context.judging.heldBack)
        result.stepTests = step.testPatches.isEmpty ? nil : groups.tally(.step, expected, outcomes)
        result.heldBack =
            context.judging.heldBack.isEmpty ? nil : groups.tally(.heldBack, expected, outcomes)
        result.earlierTests = groups.tally(.earlier, expected, outcomes)
        result.characterization = groups.tally(.characterization, expected, outcomes)
        result.declaredChanges = context.declaredChanges
        if step.checksDeletions {
            let dead = DeadCode(
                before: context.before, reference: context.reference.subtree(ChainLayout.appModule),
                mine: context.mine, unreached: step.technique == Techniques.removeDeadCode)
            result.deadCode = CheckResult.DeadCode(
                deleted: dead.deleted.count, remaining: dead.left)
        }
        return result.decided()
    }

    /// A step whose task is to write tests: they must pass on the reference code and fail on
    /// every mutant of it the workbench keeps for the step. Gathers the result; `Verdict`
    /// decides.
    private func judgeWrittenTests(_ context: Context, package: JudgedPackage)
        throws(WorkbenchError) -> CheckResult
    {
        let step = context.step
        var result = CheckResult(step: step.number, id: step.id, title: step.title)
        result.writesTests = true
        let yours = context.learnersTests
        let classes = TestGroups.testClasses(in: Array(yours.files.values))
        guard !classes.isEmpty else {
            result.unwritten =
                "write the step's tests in " + context.testFiles.joined(separator: ", ")
            return result.decided()
        }
        let stepFiles = Set(context.testFiles)
        let tree = Self.withoutSuite(
            Characterizing.suite, of: context.reference.filter { !stepFiles.contains($0) }
        ).merging(yours)
        let (compiled, schema) = try package.buildWithSchema(of: context.judging.mutants, tree) {
            () throws(WorkbenchError) in try compiles(package, in: &result)
        }
        guard compiled else { return result.decided() }
        let names = classes.keys.sorted()
        let filter = "^MyBizTests\\.(" + names.joined(separator: "|") + ")/"
        let expected = try package.list().filter { id in
            names.contains { id.hasPrefix("MyBizTests.\($0)/") }
        }
        let outcomes = try package.test(filter: filter)
        result.rerunAfterCrash = outcomes.crashedBefore?.summary
        result.yourTests = TestGroups.tallyOfRun(expected, outcomes)
        guard Verdict.yourTestsPass.left(result) == nil else { return result.decided() }
        try package.judge(
            context.judging.mutants, of: tree, expected: expected, filter: filter,
            schema: schema, in: &result)
        return result.decided()
    }

    /// `tree` with the test module in `folder` emptied but for a file that says why: a check
    /// that runs none of its tests need not build them (twice, with the mutants' schema).
    static func withoutSuite(_ folder: String, of tree: SourceTree) -> SourceTree {
        var kept = tree.filter { !$0.hasPrefix(folder) }
        kept.files[folder + "NotRun.swift"] =
            "// This check runs none of this module's tests, so it builds none of them.\n"
        return kept
    }

    /// Builds `package` and puts the warnings it printed in `result`, and when it does not
    /// compile, its first errors.
    func compiles(_ package: JudgedPackage, in result: inout CheckResult)
        throws(WorkbenchError) -> Bool
    {
        let build = try package.build()
        let heldBack = build.warnings.filter { $0.hasPrefix(StepJudging.heldBackFolder) }
        let warnings =
            build.warnings.filter { !heldBack.contains($0) }
            + (heldBack.isEmpty ? [] : ["\(heldBack.count) warnings in the held-back cases"])
        result.buildWarnings = warnings
        guard !build.compiled else { return true }
        let errors = build.errors
        let hidden = errors.filter { $0.hasPrefix(StepJudging.heldBackFolder) }
        result.buildErrors =
            Array(errors.filter { !hidden.contains($0) }.prefix(5))
            + (hidden.isEmpty
                ? []
                : [
                    "\(hidden.count) errors in the held-back cases, which use only what the "
                        + "step's tests use"
                ])
        return false
    }
}
