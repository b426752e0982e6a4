import Foundation

/// The operators that change a statement: a condition negated, a call deleted, a returned value
/// replaced, a branch removed. Each works on a statement whose code is on one line (a branch's
/// body may span lines), and leaves alone what it cannot change and still compile: a condition
/// that binds a name (`if let`), a list of conditions, a `guard` that binds.
extension SourceFile {
    static let statementKeywords: Set<String> = [
        "return", "let", "var", "if", "guard", "else", "case", "for", "while", "switch", "defer",
        "func", "init", "throw", "break", "continue", "fallthrough", "import", "class", "struct",
        "enum", "protocol", "extension", "typealias", "default", "do", "catch", "repeat",
        "override", "private", "fileprivate", "public", "static", "final", "weak", "lazy",
        "deinit", "subscript", "get", "set", "willSet", "didSet", "await",
    ]

    /// How deep in brackets the code of `text` ends, and whether it ever closes more than it
    /// opened or has a top-level `, ` or ` = ` (a list or an assignment).
    static func shape(_ text: String) -> (depth: Int, underflow: Bool, list: Bool, assigns: Bool) {
        var depth = 0
        var underflow = false
        var list = false
        var assigns = false
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            switch character {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth < 0 { underflow = true }
            case "," where depth == 0: list = true
            case "=" where depth == 0:
                let before = index > 0 ? characters[index - 1] : " "
                let after = index + 1 < characters.count ? characters[index + 1] : " "
                if before == " ", after == " " { assigns = true }
            default: break
            }
        }
        return (depth, underflow, list, assigns)
    }

    /// The condition of an `if`, `else if`, `while` or `guard` on one line, negated.
    func condition(at number: Int) -> [MutationEdit] {
        let line = lines[number]
        let code = line.code
        let keyword = ["if ", "} else if ", "while ", "guard "].first { code.hasPrefix($0) }
        guard let keyword, let start = line.occurrences(of: keyword).first else { return [] }
        let conditionStart = start + keyword.count
        let ends = keyword == "guard " ? line.occurrences(of: " else") : line.occurrences(of: " {")
        guard let end = ends.last, end > conditionStart else { return [] }
        let condition = String(line.characters[conditionStart..<end])
        let shape = Self.shape(condition)
        guard shape.depth == 0, !shape.underflow, !shape.list, !shape.assigns,
            !["let ", "var ", "case ", "#", "await "].contains(where: { condition.hasPrefix($0) })
        else { return [] }
        return [
            MutationEdit(
                what: "the condition `\(condition)` negated, in `\(line.excerpt)`", start: number,
                removed: 1,
                inserted: [
                    line.replacing(conditionStart, end - conditionStart, with: "!(\(condition))")
                ])
        ]
    }

    /// The line deleted, when it is a statement that is only a call: `name(…)`, `a.b.c(…)`,
    /// or a call on a value in brackets, `(delegate as? Role)?.loaded(…)`.
    func deletedCall(at number: Int) -> [MutationEdit] {
        var code = Substring(lines[number].code)
        if code.hasPrefix("("), let close = Self.bracketed(code) {
            let rest = code[code.index(after: close)...]
            if rest.hasPrefix("?.") { code = rest.dropFirst(2) }
            if rest.hasPrefix(".") { code = rest.dropFirst() }
        }
        guard code.hasSuffix(")"), let first = code.first, first.isLetter || first == "_",
            let open = code.firstIndex(of: "(")
        else { return [] }
        let callee = code[..<open]
        let firstWord = String(callee.prefix { Self.isWordCharacter($0) })
        // An initializer's call to another cannot go: the type would not compile.
        guard !Self.statementKeywords.contains(firstWord),
            callee != "super.init", callee != "self.init",
            callee.allSatisfy({ Self.isWordCharacter($0) || $0 == "." || $0 == "?" || $0 == "!" })
        else { return [] }
        let shape = Self.shape(String(code))
        guard shape.depth == 0, !shape.underflow, !shape.assigns, !continues(at: number),
            !givesTheValue(at: number)
        else { return [] }
        return [
            MutationEdit(
                what: "the call `\(lines[number].excerpt)` deleted", start: number, removed: 1,
                inserted: [])
        ]
    }

    /// Where the bracket that `text` opens with closes, if it does.
    private static func bracketed(_ text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// Whether line `number` is the one statement of a body that gives a value (`-> T {`,
    /// `var name: T {`): without it there would be nothing to return.
    private func givesTheValue(at number: Int) -> Bool {
        guard let opener = lines[..<number].last(where: { !$0.code.isEmpty })?.code,
            opener.hasSuffix("{"),
            lines[(number + 1)...].first(where: { !$0.code.isEmpty })?.code.hasPrefix("}") == true
        else { return false }
        if let arrow = opener.range(of: "-> ", options: .backwards) {
            let type = opener[arrow.upperBound...].dropLast().trimmingCharacters(in: .whitespaces)
            return type != "Void" && type != "()"
        }
        return opener.split(separator: " ").contains("var") && opener.contains(":")
            && !opener.contains(" = ")
    }

    /// Whether line `number` continues the statement before it, or the next continues it.
    /// A string literal counts: a line that ends with one (`name = "x"`) has ended.
    private func continues(at number: Int) -> Bool {
        let before = lines[..<number].last { !$0.statement.isEmpty }?.statement ?? ""
        let after = lines[(number + 1)...].first { !$0.statement.isEmpty }?.statement ?? ""
        return ",([+-*/=&|?:.".contains(before.last ?? " ") || after.hasPrefix(".")
    }
}
