import Foundation

/// A Swift file's lines, and each operator's changes to one of them.
struct SourceFile {
    let lines: [SourceLine]

    func edits(_ kind: MutationOperator, at number: Int) -> [MutationEdit] {
        let line = lines[number]
        func swap(_ pairs: [(String, String)], skip: (Int, Int) -> Bool = { _, _ in false })
            -> [MutationEdit]
        {
            // An operator's own declaration (`static func < (…)`) names it; it is no use of it.
            let found = pairs.flatMap { pair in
                line.occurrences(of: pair.0).filter {
                    !skip($0, pair.0.count)
                        && !String(line.characters[..<$0]).hasSuffix("func")
                }.map { ($0, pair) }
            }
            return found.sorted { $0.0 < $1.0 }.map { start, pair in
                let old = pair.0.trimmingCharacters(in: .whitespaces)
                let new = pair.1.trimmingCharacters(in: .whitespaces)
                return MutationEdit(
                    what: "`\(old)` becomes `\(new)` in `\(line.excerpt)`", start: number,
                    removed: 1, inserted: [line.replacing(start, pair.0.count, with: pair.1)])
            }
        }
        switch kind {
        case .string: return strings(at: number)
        case .comparison:
            return swap([
                (" == ", " != "), (" != ", " == "), (" < ", " >= "), (" >= ", " < "),
                (" > ", " <= "), (" <= ", " > "),
            ])
        case .arithmetic:
            // `+` beside a string literal joins text; changing it would not compile.
            return swap(
                [
                    (" + ", " - "), (" - ", " + "), (" * ", " / "), (" / ", " * "),
                    (" += ", " -= "), (" -= ", " += "),
                ],
                skip: { start, count in
                    line.kinds[max(start - 1, 0)] == "s"
                        || line.kinds[min(start + count, line.kinds.count - 1)] == "s"
                })
        case .boolean:
            return swap([("true", "false"), ("false", "true")]) { start, count in
                line.kinds[start] != "k"
                    || (start > 0 && Self.isWordCharacter(line.characters[start - 1]))
                    || (start + count < line.characters.count
                        && Self.isWordCharacter(line.characters[start + count]))
            }
        case .condition: return condition(at: number)
        case .deleteCall: return deletedCall(at: number)
        case .returnValue: return returnValue(at: number)
        case .removeBranch: return removedBranch(at: number)
        }
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Each one-line string literal of the line, its text changed: "x" put before it, or "x"
    /// in an empty one.
    private func strings(at number: Int) -> [MutationEdit] {
        let line = lines[number]
        var edits: [MutationEdit] = []
        var index = 0
        while index < line.characters.count {
            guard line.kinds[index] == "s", line.characters[index] == "\"",
                index == 0 || line.kinds[index - 1] != "s"
            else {
                index += 1
                continue
            }
            var end = index
            while end + 1 < line.characters.count, line.kinds[end + 1] == "s" { end += 1 }
            let literal = String(line.characters[index...end])
            if end > index, line.characters[end] == "\"", !literal.hasPrefix("\"\"\"") {
                let content = String(literal.dropFirst().dropLast())
                let shown = content.count <= 40 ? content : String(content.prefix(37)) + "…"
                edits.append(
                    MutationEdit(
                        what: "the text \"\(shown)\" changed, in `\(line.excerpt)`",
                        start: number, removed: 1,
                        inserted: [line.replacing(index + 1, 0, with: "x")]))
            }
            index = end + 1
        }
        return edits
    }
}
