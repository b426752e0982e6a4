import Diffing

/// A kind of small change the mutant generator makes: each is a bug a test should notice.
public enum MutationOperator: String, CaseIterable, Sendable {
    /// A string literal's text changed ("Connected" becomes "xConnected").
    case string
    /// `==` and `!=` swapped, `<` and `>=`, `>` and `<=`.
    case comparison
    /// `+` and `-` swapped, `*` and `/`, `+=` and `-=`.
    case arithmetic
    /// `true` and `false` swapped.
    case boolean
    /// An `if`, `guard` or `while` condition negated.
    case condition
    /// A statement that is only a call, deleted.
    case deleteCall = "delete-call"
    /// A returned number, list, text or test replaced by another.
    case returnValue = "return"
    /// An `if`'s first branch emptied, or a `guard` removed.
    case removeBranch = "remove-branch"
}

/// One mutant of a Swift file: some of its lines replaced. Its id, `path:line:operator:index`,
/// names the same mutant tomorrow as long as that line has not moved: `index` counts the
/// operator's changes on the line, from its start.
public struct GeneratedMutant: Equatable, Sendable {
    /// The file, as the module's sources name it (`Settings/SettingsTableViewController.swift`).
    public let path: String
    /// The line the mutant is found on, from 1.
    public let line: Int
    public let `operator`: MutationOperator
    public let index: Int
    /// The bug, in words.
    public let what: String
    /// The lines replaced: `start` (from 0) and how many, and what takes their place.
    let start: Int
    let removed: Int
    let inserted: [String]

    public var id: String { "\(path):\(line):\(`operator`.rawValue):\(index)" }

    /// `text`, the file at `path`, with the mutant in.
    public func apply(to text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.replaceSubrange(start..<(start + removed), with: inserted)
        return lines.joined(separator: "\n")
    }

    /// The mutant as the judge keeps one: a patch of the app module (`module` is its folder in
    /// the package, such as `Sources/MyBiz/`) and the bug in words.
    func judged(in module: String, text: String) -> Mutant {
        Mutant(
            name: id, what: what,
            patches: [FilePatch(path: module + path, old: text, new: apply(to: text))])
    }
}
