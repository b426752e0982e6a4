import Foundation

/// What the workbench keeps beside the chain to judge one step's exercise, in
/// `Judge/<step id>/`: held-back cases (`*.swift`), which an exercise never contains and which
/// `check` compiles into MyBizTests to catch an answer shaped to the visible test data, and
/// which compare values by the judge's own rendering (`comparison(in:)`); and, for
/// a step whose task is to write tests, mutants of the code under test: the generator's, listed
/// by id in `generated.txt`, and any bug no operator makes, written by hand (`*.mutant`).
public struct StepJudging: Equatable, Sendable {
    /// The folder of the workbench that holds every step's judging files.
    public static let folder = "Judge"
    /// Where the held-back cases go in the judged package.
    static let heldBackFolder = ChainLayout.tests + "HeldBack/"

    /// Held-back test files by name.
    public private(set) var heldBack: [String: String] = [:]
    public private(set) var mutants: [Mutant] = []

    /// The judging files of `step` in `workspace`; none when it has no folder. `reference` is
    /// the package after the step, whose app the mutants change.
    public init(workspace: Workspace, step: Step, reference: SourceTree) throws(WorkbenchError) {
        let folder = workspace.root.appendingPathComponent(Self.folder)
            .appendingPathComponent(step.id)
        guard FileManager.default.fileExists(atPath: folder.path) else { return }
        let files = try SourceTree(directory: folder).files
        var written: [Mutant] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            let path = "\(Self.folder)/\(step.id)/\(name)"
            if name.hasSuffix(".swift") {
                heldBack[name] = text
            } else if name.hasSuffix(".mutant") {
                written.append(try Mutant(parsing: text, path: path))
            } else if name == GeneratedMutants.fileName {
                mutants = try GeneratedMutants(parsing: text, path: path).mutants(
                    of: reference, step: step.number)
            } else if name != "README.md" {
                throw .unreadable(
                    path: path,
                    reason: "a judging folder holds only *.swift, *.mutant and "
                        + "\(GeneratedMutants.fileName) files")
            }
        }
        mutants += written
    }

    /// The judge's own comparison, which the held-back cases and the reference's tests use in
    /// the judged package of a step that changes the app, by path in that package:
    /// `Judge/HeldBack.swift` beside the held-back cases (`HeldBack.assertSame`, and an
    /// `XCTAssertEqual` that shadows XCTest's in MyBizTests), and the rendering they compare by,
    /// `Judge/HeldBackRendering.swift`, in the Fixtures module, which does not import the app,
    /// so nothing the app declares is seen there.
    static func comparison(in workspace: Workspace) throws(WorkbenchError) -> SourceTree {
        var tree = SourceTree(files: [:])
        for (name, path) in [
            ("HeldBack.swift", heldBackFolder + "HeldBack.swift"),
            ("HeldBack.swift", "Tests/CharacterizationTests/HeldBack.swift"),
            ("HeldBackRendering.swift", "Tests/Fixtures/HeldBackRendering.swift"),
        ] {
            let file = workspace.root.appendingPathComponent(folder).appendingPathComponent(name)
            guard let text = try? String(contentsOf: file, encoding: .utf8) else {
                throw .unreadable(
                    path: "\(folder)/\(name)",
                    reason: "check compares the tests' values with it; restore it from git")
            }
            tree.files[path] = text
        }
        return tree
    }

    /// The held-back files as they stand in the judged package.
    var heldBackTree: SourceTree {
        SourceTree(files: heldBack).prefixed(Self.heldBackFolder)
    }
}
