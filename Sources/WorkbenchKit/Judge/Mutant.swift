import Diffing
import Foundation

/// A small, deliberate bug in the code a test-writing step puts under test: a patch to the app
/// module after the step, and the bug in words. A learner's tests are good enough when each
/// mutant makes one of them fail.
public struct Mutant: Equatable, Sendable {
    /// The file's name without `.mutant`.
    public let name: String
    /// The bug, as the report names a mutant that no test caught.
    public let what: String
    public let patches: [FilePatch]

    init(name: String, what: String, patches: [FilePatch]) {
        self.name = name
        self.what = what
        self.patches = patches
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
                    path: "mutant \(name)", reason: "it does not apply to \(patch.path): \(error)")
            }
        }
        return tree
    }
}
