import Diffing
import Foundation

/// A state of the chain as a standalone Swift package: the app module as `MyBiz`, MiniUIKit,
/// the fixtures, the characterization suite with the approvals in force, and MyBizTests as
/// they stood. Every file comes from the package or the chain; only `Package.swift`,
/// `README.md` and the module's name in the tests' imports are written here.
public enum StepPackage {
    /// The package's files that are written here rather than taken from the chain.
    public static let generatedFiles: Set<String> = ["Package.swift", "README.md", ".gitignore"]

    /// The line of `Package.swift` that says the workbench wrote the folder.
    static let signature =
        "// A state of the MyBiz Workbench chain, written by `workbench materialize`."

    private static let ownImport = "@testable import RefactoredMyBiz"
    private static let packageImport = "@testable import MyBiz"

    /// The package after step `number` of `chain`.
    public static func tree(workspace: Workspace, chain: Chain, through number: Int)
        throws(WorkbenchError) -> SourceTree
    {
        let state = try chain.apply(to: workspace.startState(), through: number)
        return try assemble(
            shared: workspace.sharedFiles(), state: state,
            readme: readme(chain: chain, through: number))
    }

    /// A package of `shared` files and the chain's `state`, with `readme`. A shared link to a
    /// file of the package (MyBizTests' `MockAPI.swift`, the characterization suite's) becomes
    /// a copy: after a build that failed, Swift 6.3's incremental build does not compile again
    /// the files of a module that holds a source through a link, and the next run can crash on
    /// a stale object (see `JudgedPackage+StaleBuilds`), in a learner's folder as in the judge's.
    static func assemble(shared: SourceTree, state: SourceTree, readme: String) -> SourceTree {
        var tree = shared.merging(state)
        for (path, destination) in tree.links {
            guard let target = resolved(destination, from: path), let text = tree.files[target]
            else { continue }
            tree.files[path] = text
            tree.links[path] = nil
        }
        for (path, text) in tree.files where path.hasPrefix("Tests/") && path.hasSuffix(".swift") {
            tree.files[path] = renamingImports(text, from: ownImport, to: packageImport)
        }
        tree.files["Package.swift"] = manifest
        tree.files["README.md"] = readme
        tree.files[".gitignore"] =
            ".build/\n.swiftpm/\n*.received.txt\n.workbench-outbox/\n.workbench-room\n"
            + SourceTree.litterIgnored
        return tree
    }

    /// `text` of the file at `path` as a package of the chain has it: a test file imports the
    /// app module as `MyBiz`.
    static func packageForm(_ text: String, path: String) -> String {
        guard path.hasPrefix("Tests/"), path.hasSuffix(".swift") else { return text }
        return renamingImports(text, from: ownImport, to: packageImport)
    }

    /// The chain's files in a package (such as a commit of `workbench export`), with the
    /// module's own name in their imports again. The copies of shared files are not the chain's.
    static func chainFiles(of package: SourceTree) -> SourceTree {
        let copies = sharedCopies(in: package)
        var state = package.filter { ChainLayout.problem(with: $0) == nil && !copies.contains($0) }
        state.links = [:]
        for (path, text) in state.files where path.hasSuffix(".swift") {
            state.files[path] = renamingImports(text, from: packageImport, to: ownImport)
        }
        return state
    }

    /// The files of the chain's tests that are copies `assemble` made of shared files: the same
    /// text as a file the chain does not hold (MyBizTests' `MockAPI.swift` is the
    /// characterization suite's).
    static func sharedCopies(in package: SourceTree) -> Set<String> {
        let shared = Set(package.files.filter { ChainLayout.problem(with: $0.key) != nil }.values)
        let copies = package.files.filter { path, text in
            path.hasPrefix(ChainLayout.tests) && !text.isEmpty && shared.contains(text)
        }
        return Set(copies.keys)
    }

    /// The path in the package that `destination`, a link's text at `path`, names; nil when it
    /// leaves the package.
    static func resolved(_ destination: String, from path: String) -> String? {
        guard !destination.hasPrefix("/") else { return nil }
        var parts = path.split(separator: "/").dropLast().map(String.init)
        for part in destination.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    private static func renamingImports(_ text: String, from old: String, to new: String)
        -> String
    {
        guard text.contains(old) else { return text }
        return text.lines().map { line in
            line.trimmed == old
                ? line.replacingOccurrences(of: old, with: new) : String(line)
        }.joined(separator: "\n")
    }
}
