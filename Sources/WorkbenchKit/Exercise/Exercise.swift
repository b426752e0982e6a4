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
