import Diffing
import Foundation

/// A small, deliberate bug in the code an exercise's tests are judged on: a patch to the app
/// module, and the bug in words. A learner's tests are good enough when the mutants make them
/// fail. Most are the generator's, listed by id (`GeneratedMutants`); a `*.mutant` file holds
/// one written by hand, for a bug no operator of the generator makes.
public struct Mutant: Equatable, Sendable {
    /// A hand mutant's file name without `.mutant`; a generated one's id.
    public let name: String
    /// The bug, as the report names a mutant that no test caught.
    public let what: String
    public let patches: [FilePatch]
    /// Where the workbench keeps it, for an error to name: `Judge/x/name.mutant`, or the line
    /// of `Judge/x/generated.txt` that lists it.
    public let origin: String

    init(name: String, what: String, patches: [FilePatch], origin: String) {
        self.name = name
        self.what = what
        self.patches = patches
        self.origin = origin
    }

    /// Reads a mutant file: a `what: <the bug in words>` line, a blank line, then a unified diff
    /// of the app module, with paths as in a step (`Sources/MyBiz/…`).
    public init(parsing text: String, path: String) throws(WorkbenchError) {
        guard let blank = text.range(of: "\n\n"), text.hasPrefix("what: ") else {
            throw .unreadable(
                path: path,
                reason: "a mutant is a 'what: <the bug in words>' line, a blank line and a diff")
        }
        name = String(path.split(separator: "/").last ?? "").replacingOccurrences(
            of: ".mutant", with: "")
        what = String(text[text.index(text.startIndex, offsetBy: 6)..<blank.lowerBound].trimmed)
        do {
            patches = try PatchParser.parse(String(text[blank.upperBound...]))
        } catch {
            throw .unreadable(path: path, reason: "its diff is malformed: \(error)")
        }
        origin = path
        guard !patches.isEmpty, patches.allSatisfy({ ChainLayout.isAppModule($0.path) }) else {
            throw .unreadable(
                path: path, reason: "its diff must change files under \(ChainLayout.appModule)")
        }
    }

    /// `package` (a package of the chain, with paths such as `Sources/MyBiz/…`) with the bug in.
    func apply(to package: SourceTree) throws(WorkbenchError) -> SourceTree {
        var tree = package
        for patch in patches {
            do {
                tree.files[patch.path] = try patch.apply(to: tree.files[patch.path])
            } catch {
                throw .unreadable(
                    path: origin, reason: "the mutant does not apply to \(patch.path): \(error)")
            }
        }
        return tree
    }
}
