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

    /// The exercise in `directory`, judged.
    func judge(_ directory: URL) throws(WorkbenchError) -> CheckResult {
        let started = Date()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else { throw .noSuchFolder(directory.path) }
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
    /// module, which may not stand in for the tests' checks (`TestStandIns`), and for Remove Dead Code the
    /// declarations it deletes.
    private func judgeChange(_ context: Context, package: JudgedPackage)
        throws(WorkbenchError) -> CheckResult
    {
        let step = context.step
        var result = CheckResult(step: step.number, id: step.id, title: step.title)
        var tree = context.reference.filter { !ChainLayout.isAppModule($0) }
        tree = tree.merging(context.mine.prefixed(ChainLayout.appModule))
        tree = tree.merging(context.judging.heldBackTree)
        try package.write(tree)
        guard try compiles(package, else: "make it compile first", in: &result) else {
            return result
        }
        let standIns = try TestStandIns(
            package: package.directory, module: ChainLayout.appModuleName, app: context.mine,
            tools: tools)
        if let left = standIns.left {
            result.left = left
            result.status = .failing
            return result
        }
        let expected = try package.list()
        let outcomes = try package.test()
        result.rerunAfterCrash = outcomes.crashedBefore?.summary
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
        let tallies = [result.stepTests, result.earlierTests, result.characterization]
        if tallies.contains(where: { ($0?.failing.isEmpty ?? true) == false }) {
            result.left = "some tests fail"
        } else if let stop = outcomes.stop {
            result.stopped = stop
            result.left = Self.stoppedLeft
        } else if result.heldBack?.failing.isEmpty == false {
            result.left =
                "held-back cases fail: make the change for every case, not the tests' data"
        } else if result.deadCode?.remaining.isEmpty == false {
            result.left = "delete what the step deletes"
        }
        result.status = result.left == nil ? .solved : .failing
        return result
    }

    /// What is left when every test passed but the test process stopped before its end.
    static let stoppedLeft =
        "every test must run to its end: the test process stopped, and a run that stops "
        + "passes no test"

    /// A step whose task is to write tests: they must pass on the reference code and fail on
    /// every mutant of it the workbench keeps for the step.
    private func judgeWrittenTests(_ context: Context, package: JudgedPackage)
        throws(WorkbenchError) -> CheckResult
    {
        let step = context.step
        var result = CheckResult(step: step.number, id: step.id, title: step.title)
        let yours = context.learnersTests
        let classes = TestGroups.testClasses(in: Array(yours.files.values))
        guard !classes.isEmpty else {
            result.left = "write the step's tests in " + context.testFiles.joined(separator: ", ")
            return result
        }
        let stepFiles = Set(context.testFiles)
        let tree = context.reference.filter { !stepFiles.contains($0) }.merging(yours)
        try package.write(tree)
        guard try compiles(package, else: "make your tests compile first", in: &result) else {
            return result
        }
        let names = classes.keys.sorted()
        let filter = "^MyBizTests\\.(" + names.joined(separator: "|") + ")/"
        let expected = try package.list().filter { id in
            names.contains { id.hasPrefix("MyBizTests.\($0)/") }
        }
        let outcomes = try package.test(filter: filter)
        result.rerunAfterCrash = outcomes.crashedBefore?.summary
        let tally = TestGroups.tallyOfRun(expected, outcomes)
        result.yourTests = tally
        guard tally.failing.isEmpty, tally.total > 0 else {
            result.left = "your tests must pass on the reference code"
            return result
        }
        let caught = try package.catches(
            context.judging.mutants, of: tree, expected: expected, filter: filter)
        guard case .mutants(let mutants) = caught else {
            result.yourTests = caught.unsteady
            result.left = JudgedPackage.Catches.unsteadyLeft
            return result
        }
        result.mutants = mutants
        result.left = mutants.missed.isEmpty ? nil : "write tests that catch every bug listed"
        result.status = result.left == nil ? .solved : .failing
        return result
    }

    /// Builds `package` and puts the warnings it printed in `result`; when it does not compile,
    /// says so with the first errors and what is `left`.
    func compiles(
        _ package: JudgedPackage, else left: String, in result: inout CheckResult
    ) throws(WorkbenchError) -> Bool {
        let build = try package.build()
        let heldBack = build.warnings.filter { $0.hasPrefix(StepJudging.heldBackFolder) }
        let warnings =
            build.warnings.filter { !heldBack.contains($0) }
            + (heldBack.isEmpty ? [] : ["\(heldBack.count) warnings in the held-back cases"])
        result.buildWarnings = warnings
        guard !build.compiled else { return true }
        let errors = build.errors
        result.status = .doesNotCompile
        let hidden = errors.filter { $0.hasPrefix(StepJudging.heldBackFolder) }
        result.buildErrors =
            Array(errors.filter { !hidden.contains($0) }.prefix(5))
            + (hidden.isEmpty
                ? []
                : [
                    "\(hidden.count) errors in the held-back cases, which use only what the "
                        + "step's tests use"
                ])
        result.left = left
        return false
    }
}
