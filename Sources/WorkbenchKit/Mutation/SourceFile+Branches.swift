import Foundation

extension SourceFile {
    /// A `return` on one line with another value: a number becomes 0 (or 1), a list empty, a
    /// text empty, a test its opposite. Other values, whose type the text does not tell, are
    /// left alone.
    func returnValue(at number: Int) -> [MutationEdit] {
        let line = lines[number]
        guard let start = line.occurrences(of: "return ").first,
            line.text.trimmingCharacters(in: .whitespaces).hasPrefix("return "),
            !line.kinds[(start + 7)...].contains(where: { $0 == "c" })
        else { return [] }
        let value = String(line.characters[(start + 7)...]).trimmingCharacters(in: .whitespaces)
        let shape = Self.shape(value)
        guard shape.depth == 0, !shape.underflow else { return [] }
        let tests = [" == ", " != ", " < ", " > ", " <= ", " >= ", " && ", " || "]
        let replacement: String
        if Int(value) != nil {
            replacement = value == "0" ? "1" : "0"
        } else if value.hasPrefix("["), value.hasSuffix("]"), value != "[]", value != "[:]" {
            replacement = value.contains(":") && !value.contains("\"") ? "[:]" : "[]"
        } else if value.hasPrefix("\""), value.hasSuffix("\""), value != "\"\"",
            line.kinds[start + 7] == "s"
        {
            replacement = "\"\""
        } else if value.hasPrefix("!") || tests.contains(where: value.contains) {
            replacement = "!(\(value))"
        } else {
            return []
        }
        return [
            MutationEdit(
                what: "`return \(value)` returns \(replacement) instead", start: number,
                removed: 1, inserted: [line.replacing(start + 7, value.count, with: replacement)])
        ]
    }

    /// An `if` whose body is on the lines below with its first branch emptied, or a `guard`
    /// that binds nothing removed with its `else`.
    func removedBranch(at number: Int) -> [MutationEdit] {
        let line = lines[number]
        let code = line.code
        if code.hasPrefix("if "), code.hasSuffix("{"), Self.shape(code).depth == 1,
            let close = closing(from: number), close > number + 1,
            lines[(number + 1)..<close].contains(where: { !$0.code.isEmpty })
        {
            return [
                MutationEdit(
                    what: "the body of `\(line.excerpt)` removed", start: number + 1,
                    removed: close - number - 1, inserted: [])
            ]
        }
        guard code.hasPrefix("guard "), !code.hasPrefix("guard let "),
            !code.hasPrefix("guard var "), !code.hasPrefix("guard case ")
        else { return [] }
        let depth = Self.shape(code).depth
        let end: Int?
        switch depth {
        case 0 where code.contains(" else "): end = number
        case 1 where code.hasSuffix("{"): end = closing(from: number)
        default: end = nil
        }
        guard let end else { return [] }
        return [
            MutationEdit(
                what: "the check `\(line.excerpt)` removed", start: number,
                removed: end - number + 1, inserted: [])
        ]
    }

    /// The line whose code closes the block that line `number` opens.
    func closing(from number: Int) -> Int? {
        var depth = 0
        for index in number..<lines.count {
            for character in lines[index].code {
                if character == "{" { depth += 1 }
                if character == "}" {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
        }
        return nil
    }
}
