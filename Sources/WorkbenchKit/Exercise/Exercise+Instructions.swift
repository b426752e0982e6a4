import Diffing
import Foundation

extension Exercise {
    /// EXERCISE.md: the task, the change points, the technique, the tests and the commands. It
    /// names no path, so the folder can be checked wherever it is copied.
    func instructions(step: Step, of total: Int) -> String {
        func listed(_ patch: FilePatch, _ new: String, _ removed: String, _ changed: String)
            -> String
        {
            let what = patch.oldPath == nil ? new : patch.newPath == nil ? removed : changed
            return "- `\(patch.path)` (\(what))"
        }
        let changePoints = step.appPatches.map {
            listed($0, "a new file", "to be removed", "to change")
        }
        let approvals = step.testPatches.filter { ChainLayout.approvalStep(of: $0.path) != nil }
        let yours = step.appPatches.isEmpty
        var tests = step.testPatches.filter { ChainLayout.approvalStep(of: $0.path) == nil }
            .map {
                listed(
                    $0, yours ? "to write" : "new", "removed",
                    yours ? "to change: your test goes here" : "changed")
            }
        let looksForDeletions =
            "`workbench check` also looks for every type, function and property the step deletes, "
            + "however it is written, and names any that is still there."
        if step.testPatches.isEmpty {
            tests.append(
                "This step changes no test: no test can see code that nothing calls. The compiler "
                    + "and the tests already here are your checks, and " + looksForDeletions)
        } else if step.checksDeletions {
            tests.append(
                "\nPassing tests cannot show that dead code is gone, so " + looksForDeletions)
        }
        if !approvals.isEmpty {
            let files = approvals.count == 1 ? "1 file" : "\(approvals.count) files"
            tests.append(
                "- `Tests/Fixtures/Approved/since-\(step.number)/`: the approved texts of the "
                    + "behaviour this step declares (\(files))")
        }
        let suite =
            approvals.isEmpty
            ? "The characterization suite passes now and must still pass when you are done: "
                + "this step changes no behaviour a user can see."
            : "The characterization suite expects the behaviour this step declares (its approved "
                + "texts are in `Tests/Fixtures/Approved/since-\(step.number)/`), so it fails "
                + "too until the change is made; every other characterization must stay green."
        let task =
            step.appPatches.isEmpty
            ? """
            This folder is the package as it stands after step \(step.number - 1). Step \(step.number)
            changes no app code: its lesson is the test itself. Write it in the files below and
            make it pass without touching `Sources/MyBiz`.
            """
            : """
            This folder is the package as it stands after step \(step.number - 1)\(
                step.testPatches.isEmpty
                    ? ". Step \(step.number) changes no test: change the app module, "
                        + "`Sources/MyBiz`, and keep every test green."
                    : ", plus the tests of step \(step.number). Make them pass by changing the "
                        + "app module, `Sources/MyBiz`.")

            ## Change points

            \(changePoints.joined(separator: "\n"))
            """
        return """
            # Exercise: step \(step.number) of \(total), \(step.title)

            \(step.why)

            \(task)

            ## Technique: \(step.technique)

            \(Techniques.explanation(of: step.technique))

            Hint: \(step.hint)

            ## The tests

            \(tests.joined(separator: "\n"))

            \(suite)

            ## Commands

            ```sh
            swift build --build-tests                 # does it compile?
            \(step.testCommand)
            swift test                                # everything
            workbench check                           # judged by the reference: solved, or what is left
            ```

            `workbench` is the MyBiz Workbench's command: put it on your PATH once, in your clone of
            the workbench, with `swift run workbench install`. Without it, run `swift run workbench
            check <this folder>` in that clone. Any clone with the same chain judges this folder,
            wherever it is; one with another chain says so. This folder is a git repository whose
            one commit, "start", is the exercise as written: `git diff` shows your work, and
            `git checkout .` starts again.

            \(
                step.appPatches.isEmpty
                    ? """
                    `workbench check` runs your tests on the reference code, where they must
                    pass, and then on small deliberate bugs in the code under test: it says
                    "solved" once your tests catch every one, and names those they miss.
                    """
                    : """
                    `workbench check` judges your `Sources/MyBiz` with the reference copies of
                    every test here (editing or deleting a test changes nothing), and with
                    any held-back cases the workbench keeps for the step: other data for the
                    same behaviour, never in this folder. It says "solved" once they all pass\(
                        step.checksDeletions ? " and what the step deletes is gone" : ""); add
                    `--diff` to compare your `Sources/MyBiz` with the reference solution.
                    """)

            """
    }
}
