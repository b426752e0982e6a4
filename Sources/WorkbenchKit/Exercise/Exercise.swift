import Diffing
import Foundation

/// A step to practise: the package as it stands after the previous step, plus the tests,
/// harness seams and approvals the step adds or changes, and `EXERCISE.md`. The step's changes
/// to the app module are the reference solution.
public struct Exercise: Equatable, Sendable {
    /// The file that makes a folder an exercise, and says which step of which chain.
    public static let markerName = ".workbench-exercise"

    public let step: Int
    public let id: String
    /// The fingerprint of the chain the exercise was made from (see `Fingerprint`); nil in an
    /// exercise made before exercises named their chain.
    public let chain: String?

    public init(step: Int, id: String, chain: String?) {
        self.step = step
        self.id = id
        self.chain = chain
    }

    /// Reads the marker of the exercise in `directory`.
    public init(directory: URL) throws(WorkbenchError) {
        let marker = directory.appendingPathComponent(Self.markerName)
        guard let data = FileManager.default.contents(atPath: marker.path),
            let text = String(data: data, encoding: .utf8)
        else { throw .notAnExercise(directory.path, marker: Self.markerName) }
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...]
                .trimmingCharacters(in: .whitespaces)
        }
        // Step 0 is the legacy code: there, the only exercises write characterization tests.
        guard let step = fields["step"].flatMap({ Int($0) }), let id = fields["id"],
            step > 0 || id.hasPrefix(Characterizing.prefix)
        else {
            throw .unreadable(
                path: marker.path,
                reason: "it needs 'step:', 'id:' and 'chain:' lines; make the exercise again")
        }
        self.init(step: step, id: id, chain: fields["chain"])
    }

    var marker: String { "step: \(step)\nid: \(id)\nchain: \(chain ?? "")\n" }

    /// The exercise's files for step `number` of `chain`.
    public static func tree(workspace: Workspace, chain: Chain, step number: Int)
        throws(WorkbenchError) -> SourceTree
    {
        try tree(
            chain: chain, step: number,
            before: chain.apply(to: workspace.startState(), through: number - 1),
            shared: workspace.sharedFiles(), chainFingerprint: workspace.fingerprint())
    }

    /// The exercise's files for step `number` of `chain`, from the chain's files `before` the
    /// step and the package's `shared` files.
    static func tree(
        chain: Chain, step number: Int, before: SourceTree, shared: SourceTree,
        chainFingerprint: String
    ) throws(WorkbenchError) -> SourceTree {
        let step = chain.steps[number - 1]
        // A step that changes no app code is a lesson in writing its tests: they are the task,
        // so the exercise leaves them out.
        let start =
            step.appPatches.isEmpty
            ? before : try Chain.apply(step.testPatches, of: step, to: before)
        var tree = StepPackage.assemble(
            shared: shared, state: start,
            readme: StepPackage.readme(chain: chain, through: number - 1, exercise: true))
        let exercise = Exercise(step: number, id: step.id, chain: chainFingerprint)
        tree.files[markerName] = exercise.marker
        tree.files["EXERCISE.md"] = exercise.instructions(step: step, of: chain.steps.count)
        return tree
    }

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
            tests.append(
                "- `Tests/Fixtures/Approved/since-\(step.number)/`: the approved texts of the "
                    + "behaviour this step declares (\(approvals.count) files)")
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

/// Quoting for a POSIX shell.
enum Shell {
    static func quoted(_ word: String) -> String {
        let safe = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "/._-+=:,@%"))
        guard !word.isEmpty, word.unicodeScalars.allSatisfy(safe.contains) else {
            return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        return word
    }
}
