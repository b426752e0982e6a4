/// A unified diff of two texts, in the format of GNU `diff -u`: hunks with three lines of
/// context, `\ No newline at end of file` after a last line without one.
public struct UnifiedDiff: Equatable, Sendable {
    public let hunks: [Hunk]
    public let oldName: String
    public let newName: String

    public var isEmpty: Bool { hunks.isEmpty }

    public init(old: String, new: String, oldName: String, newName: String, context: Int = 3) {
        self.oldName = oldName
        self.newName = newName
        let oldLines = Line.split(old)
        let newLines = Line.split(new)
        var numbers: [Line: Int] = [:]
        let number = { (line: Line) -> Int in
            if let known = numbers[line] { return known }
            numbers[line] = numbers.count
            return numbers.count - 1
        }
        let edits = EditScript(old: oldLines.map(number), new: newLines.map(number))
        hunks = Hunk.group(edits.operations, old: oldLines, new: newLines, context: context)
    }

    /// The diff as `diff -u` prints it, or "" when the texts are equal.
    public var text: String {
        guard !hunks.isEmpty else { return "" }
        return "--- \(oldName)\n+++ \(newName)\n" + hunks.map(\.text).joined()
    }
}

/// One line of a text; `hasNewline` is false only for a last line with no final newline.
public struct Line: Hashable, Sendable {
    public let content: Substring
    public let hasNewline: Bool

    static func split(_ text: String) -> [Line] {
        var lines = text.lines().map {
            Line(content: $0, hasNewline: true)
        }
        if let last = lines.popLast(), !last.content.isEmpty {
            lines.append(Line(content: last.content, hasNewline: false))
        }
        return lines
    }
}
