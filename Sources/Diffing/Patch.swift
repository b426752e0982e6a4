/// The changes to one file: its hunks, and its paths (nil for `/dev/null`, so a nil old path is
/// a new file and a nil new path a deleted one).
public struct FilePatch: Equatable, Sendable {
    public let oldPath: String?
    public let newPath: String?
    public let hunks: [Hunk]

    public init(oldPath: String?, newPath: String?, hunks: [Hunk]) {
        self.oldPath = oldPath
        self.newPath = newPath
        self.hunks = hunks
    }

    /// The path the patch is about: the new one, or the old one for a deleted file.
    public var path: String { newPath ?? oldPath ?? "" }

    /// The diff of `old` and `new`, paths relative to a root (`a/` and `b/` are added).
    public init(path: String, old: String?, new: String?) {
        let diff = UnifiedDiff(
            old: old ?? "", new: new ?? "", oldName: old == nil ? "/dev/null" : "a/" + path,
            newName: new == nil ? "/dev/null" : "b/" + path)
        self.init(
            oldPath: old == nil ? nil : path, newPath: new == nil ? nil : path, hunks: diff.hunks)
    }

    public var text: String {
        "--- " + (oldPath.map { "a/" + $0 } ?? "/dev/null") + "\n+++ "
            + (newPath.map { "b/" + $0 } ?? "/dev/null") + "\n" + hunks.map(\.text).joined()
    }

    /// The number of lines the patch adds and removes.
    public var changedLines: Int {
        hunks.reduce(0) { total, hunk in
            total
                + hunk.rows.filter {
                    if case .context = $0 { false } else { true }
                }.count
        }
    }

    /// Applies the patch to `text` (nil when the file does not exist) and returns the new text
    /// (nil when the patch deletes the file). Every context and removed line must match exactly.
    public func apply(to text: String?) throws(PatchError) -> String? {
        if oldPath == nil, text != nil { throw .fileExists(path: path) }
        if oldPath != nil, text == nil { throw .fileMissing(path: path) }
        var lines = Line.split(text ?? "")
        var offset = 0
        for (index, hunk) in hunks.enumerated() {
            let start = hunk.oldStart - 1
            let expected = hunk.rows.compactMap { row -> Line? in
                switch row {
                case .context(let line), .removed(let line): line
                case .added: nil
                }
            }
            let at = start + offset
            guard at >= 0, at <= lines.count else {
                throw .hunkDoesNotApply(
                    path: path, hunk: index + 1, line: max(at, 0) + 1,
                    expected: expected.first.map { String($0.content) } ?? "",
                    found: nil)
            }
            for (position, line) in expected.enumerated() {
                let actual = at + position < lines.count ? lines[at + position] : nil
                guard actual == line else {
                    throw .hunkDoesNotApply(
                        path: path, hunk: index + 1, line: at + position + 1,
                        expected: String(line.content), found: actual.map { String($0.content) })
                }
            }
            let replacement = hunk.rows.compactMap { row -> Line? in
                switch row {
                case .context(let line), .added(let line): line
                case .removed: nil
                }
            }
            lines.replaceSubrange(at..<at + expected.count, with: replacement)
            offset += replacement.count - expected.count
        }
        guard newPath != nil else { return nil }
        return lines.map { String($0.content) + ($0.hasNewline ? "\n" : "") }.joined()
    }
}

/// Why a patch did not apply, or could not be read.
public enum PatchError: Error, Equatable, Sendable, CustomStringConvertible {
    case fileExists(path: String)
    case fileMissing(path: String)
    case hunkDoesNotApply(path: String, hunk: Int, line: Int, expected: String, found: String?)
    case malformed(line: Int, text: String, reason: String)

    public var description: String {
        switch self {
        case .fileExists(let path): "\(path): the patch creates it, but it already exists"
        case .fileMissing(let path): "\(path): the patch changes it, but it does not exist"
        case .hunkDoesNotApply(let path, let hunk, let line, let expected, let found):
            "\(path): hunk \(hunk) does not apply at line \(line): expected \"\(expected)\", found "
                + (found.map { "\"\($0)\"" } ?? "the end of the file")
        case .malformed(let line, let text, let reason):
            "line \(line) of the patch (\"\(text)\"): \(reason)"
        }
    }
}
