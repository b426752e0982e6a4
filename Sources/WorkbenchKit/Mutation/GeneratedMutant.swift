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
    /// the package, such as `Sources/MyBiz/`, and `text` the file), the bug in words (`what`,
    /// or the generator's) and where it is listed.
    func judged(in module: String, text: String, what: String? = nil, origin: String) -> Mutant {
        Mutant(
            name: id, what: what ?? self.what,
            patches: [FilePatch(path: module + path, old: text, new: apply(to: text))],
            origin: origin)
    }

    /// The lines of a list of mutants by id (`generated.txt`, a section of `unobservable.txt`): each
    /// a mutant's id, then optionally spaces and words; blank lines and lines starting with `#`
    /// are left out. Each comes with its line's number, from 1.
    static func listed(in text: String) -> [(line: Int, id: String, words: String)] {
        text.lines().enumerated().compactMap { number, line in
            let text = line.trimmed
            guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
            let parts = text.split(separator: " ", maxSplits: 1)
            return (number + 1, String(parts[0]), parts.count == 2 ? String(parts[1].trimmed) : "")
        }
    }
}
