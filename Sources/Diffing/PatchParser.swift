/// Reads the file patches of a unified diff: `--- old`, `+++ new`, then hunks. Lines before the
/// first `---` and `diff` lines between files are ignored; so are timestamps after a tab.
public enum PatchParser {
    public static func parse(_ text: String) throws(PatchError) -> [FilePatch] {
        let lines = text.lines()
        var patches: [FilePatch] = []
        var index = 0
        while index < lines.count {
            guard starts(lines[index], "--- ") else {
                index += 1
                continue
            }
            guard index + 1 < lines.count, starts(lines[index + 1], "+++ ") else {
                throw .malformed(
                    line: index + 1, text: String(lines[index]), reason: "a '+++' line must follow")
            }
            let oldPath = path(lines[index])
            let newPath = path(lines[index + 1])
            index += 2
            var hunks: [Hunk] = []
            while index < lines.count, starts(lines[index], "@@ ") {
                let (hunk, next) = try readHunk(lines, at: index)
                hunks.append(hunk)
                index = next
            }
            patches.append(FilePatch(oldPath: oldPath, newPath: newPath, hunks: hunks))
        }
        return patches
    }

    /// Whether the line starts with `prefix`, byte for byte, as patch reads a diff.
    private static func starts(_ line: Substring, _ prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { line.utf8.starts(with: $0) }
    }

    private static func path(_ line: Substring) -> String? {
        var name = String(line.dropFirst(4))
        if let tab = name.firstIndex(of: "\t") { name = String(name[..<tab]) }
        if name == "/dev/null" { return nil }
        if name.hasPrefix("a/") || name.hasPrefix("b/") { name = String(name.dropFirst(2)) }
        return name
    }

    private static func readHunk(_ lines: [Substring], at start: Int) throws(PatchError) -> (
        Hunk, Int
    ) {
        let header = lines[start]
        let parts = header.split(separator: " ")
        guard parts.count >= 4, parts[0] == "@@", parts[3] == "@@",
            let old = range(parts[1], sign: "-"),
            let new = range(parts[2], sign: "+")
        else {
            throw .malformed(
                line: start + 1, text: String(header),
                reason: "not a hunk header '@@ -a,b +c,d @@'")
        }
        var rows: [Hunk.Row] = []
        var index = start + 1
        var oldSeen = 0
        var newSeen = 0
        while index < lines.count, oldSeen < old.count || newSeen < new.count {
            let line = lines[index]
            let content = line.dropFirst()
            switch line.first {
            case " ":
                rows.append(.context(Line(content: content, hasNewline: true))); oldSeen += 1;
                newSeen += 1
            case "-": rows.append(.removed(Line(content: content, hasNewline: true))); oldSeen += 1
            case "+": rows.append(.added(Line(content: content, hasNewline: true))); newSeen += 1
            case "\\": break
            default:
                throw .malformed(
                    line: index + 1, text: String(line),
                    reason: "a hunk line starts with ' ', '-', '+' or '\\'")
            }
            index += 1
            if index < lines.count, starts(lines[index], "\\") {
                guard let last = rows.last else {
                    throw .malformed(
                        line: index + 1, text: String(lines[index]),
                        reason: "a '\\' line must follow a line of the hunk")
                }
                rows[rows.count - 1] = withoutNewline(last)
                index += 1
            }
        }
        guard oldSeen == old.count, newSeen == new.count else {
            throw .malformed(
                line: start + 1, text: String(header),
                reason: "the hunk has fewer lines than its header says")
        }
        let oldStart = old.count == 0 ? old.start + 1 : old.start
        let newStart = new.count == 0 ? new.start + 1 : new.start
        return (
            Hunk(
                oldStart: oldStart, oldCount: old.count, newStart: newStart, newCount: new.count,
                rows: rows),
            index
        )
    }

    private static func withoutNewline(_ row: Hunk.Row) -> Hunk.Row {
        switch row {
        case .context(let line): .context(Line(content: line.content, hasNewline: false))
        case .removed(let line): .removed(Line(content: line.content, hasNewline: false))
        case .added(let line): .added(Line(content: line.content, hasNewline: false))
        }
    }

    /// The largest line number or count a hunk header may give: far beyond any real file.
    static let largest = 10_000_000

    private static func range(_ text: Substring, sign: Character) -> (start: Int, count: Int)? {
        guard text.first == sign else { return nil }
        let numbers = text.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
        guard (1...2).contains(numbers.count), let start = Int(numbers[0]),
            (0...largest).contains(start)
        else { return nil }
        guard numbers.count == 2 else { return (start, 1) }
        guard let count = Int(numbers[1]), (0...largest).contains(count) else { return nil }
        return (start, count)
    }
}
