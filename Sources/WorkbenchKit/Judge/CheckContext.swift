import Diffing
import Foundation

extension ExerciseCheck {
    /// Everything a check compares: the step's reference package, the exercise as it was
    /// written, and the learner's folder as it is now.
    struct Context {
        let step: Step
        let judging: StepJudging
        /// The app module before the step, with paths from `Sources/MyBiz/`.
        let before: SourceTree
        /// The reference package after the step, as `materialize` writes it.
        let reference: SourceTree
        /// The learner's app module, with paths from `Sources/MyBiz/`.
        let mine: SourceTree
        /// The test files the step writes: on a test-writing step, the learner's task.
        let testFiles: [String]
        /// On a test-writing step, the learner's tests: the step's test files as the learner
        /// wrote them, and any other file the learner added to `Tests/MyBizTests`.
        let learnersTests: SourceTree
        let editsIgnored: [String]

        /// `fingerprint` is the chain's; `directory` is the exercise's folder.
        init(
            step: Step, chain: Chain, workspace: Workspace, fingerprint: String, directory: URL
        ) throws(WorkbenchError) {
            self.step = step
            let legacy = try workspace.startState()
            let earlier = try chain.apply(to: legacy, through: step.number - 1)
            before = earlier.subtree(ChainLayout.appModule)
            let shared = try workspace.sharedFiles()
            reference = StepPackage.assemble(
                shared: shared, state: try chain.apply(to: legacy, through: step.number),
                readme: StepPackage.readme(chain: chain, through: step.number))
            judging = try StepJudging(workspace: workspace, step: step, reference: reference)
            let start = try Exercise.tree(
                chain: chain, step: step.number, before: earlier, shared: shared,
                chainFingerprint: fingerprint)
            let folder = try SourceTree(
                directory: directory, excludingSuffixes: [".received.txt"], skippingBinary: true)
            mine = folder.subtree(ChainLayout.appModule)
            testFiles = step.testPatches.compactMap(\.newPath).filter {
                ChainLayout.approvalStep(of: $0) == nil
            }
            let judged: (String) -> Bool
            if step.appPatches.isEmpty {
                let files = Set(testFiles)
                judged = {
                    files.contains($0)
                        || ($0.hasPrefix(ChainLayout.tests) && start.files[$0] == nil)
                }
            } else {
                judged = { _ in false }
            }
            learnersTests = folder.filter(judged)
            editsIgnored = Self.edits(of: folder, from: start) {
                ChainLayout.isAppModule($0) || judged($0)
            }
        }

        /// The files of `folder` that differ from the exercise as written, `start`, and that
        /// the verdict does not take from the folder (those `judged` does not keep).
        static func edits(
            of folder: SourceTree, from start: SourceTree, judged: (String) -> Bool
        ) -> [String] {
            let notJudged = [Exercise.markerName, "EXERCISE.md"]
            return Set(folder.files.keys).union(start.files.keys).sorted().compactMap { path in
                guard !notJudged.contains(path), !judged(path) else { return nil }
                switch (start.files[path], folder.files[path]) {
                case (nil, _?): return path.hasPrefix("Tests/") ? "\(path) (added)" : nil
                case (_?, nil): return "\(path) (deleted)"
                case (let old?, let new?) where old != new: return "\(path) (changed)"
                default: return nil
                }
            }
        }

        /// The steps whose declared changes are in force: `since-<step>` folders of approvals.
        var declaredChanges: [Int] {
            Set(reference.files.keys.compactMap(ChainLayout.approvalStep(of:))).sorted()
        }
    }
}
