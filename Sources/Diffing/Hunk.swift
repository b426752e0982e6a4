/// A run of changes with the context lines around it.
public struct Hunk: Equatable, Sendable {
    public enum Row: Equatable, Sendable {
        case context(Line)
        case removed(Line)
        case added(Line)
    }

    public let oldStart: Int
    public let oldCount: Int
    public let newStart: Int
    public let newCount: Int
    public let rows: [Row]

    var text: String {
        "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@\n"
            + rows.map { row in
                switch row {
                case .context(let line): Self.text(" ", line)
                case .removed(let line): Self.text("-", line)
                case .added(let line): Self.text("+", line)
                }
            }.joined()
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(start - 1),0"
        case 1: "\(start)"
        default: "\(start),\(count)"
        }
    }

    private static func text(_ marker: String, _ line: Line) -> String {
        marker + line.content + (line.hasNewline ? "\n" : "\n\\ No newline at end of file\n")
    }

    static func group(
        _ operations: [EditScript.Operation], old: [Line], new: [Line], context: Int
    ) -> [Hunk] {
        let changed = operations.indices.filter { operations[$0].isChange }
        guard let first = changed.first else { return [] }
        var ranges: [ClosedRange<Int>] = []
        var start = first
        var end = first
        for index in changed.dropFirst() {
            if index - end > 2 * context + 1 {
                ranges.append(start...end)
                start = index
            }
            end = index
        }
        ranges.append(start...end)
        return ranges.map { range in
            let lower = max(0, range.lowerBound - context)
            let upper = min(operations.count - 1, range.upperBound + context)
            return make(
                Array(operations[lower...upper]), before: operations[..<lower], old: old, new: new)
        }
    }

    private static func make(
        _ slice: [EditScript.Operation], before: ArraySlice<EditScript.Operation>,
        old: [Line], new: [Line]
    ) -> Hunk {
        var oldBefore = 0
        var newBefore = 0
        for operation in before {
            switch operation {
            case .keep: oldBefore += 1; newBefore += 1
            case .delete: oldBefore += 1
            case .insert: newBefore += 1
            }
        }
        let rows: [Row] = slice.map { operation in
            switch operation {
            case .keep(let index, _): .context(old[index])
            case .delete(let index): .removed(old[index])
            case .insert(let index): .added(new[index])
            }
        }
        let oldCount = rows.filter { if case .added = $0 { false } else { true } }.count
        let newCount = rows.filter { if case .removed = $0 { false } else { true } }.count
        return Hunk(
            oldStart: oldBefore + 1, oldCount: oldCount, newStart: newBefore + 1,
            newCount: newCount, rows: rows)
    }
}
