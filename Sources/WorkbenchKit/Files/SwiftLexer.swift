/// Swift source read a line at a time: each character is code, or part of a keyword ("k"), a
/// string ("s"), a comment ("c") or a number ("n"). A block comment or a multi-line string
/// carries over from line to line. The tour colours code with it (the names are its CSS
/// classes), and the mutant generator finds the code it may change with it.
struct SwiftLexer: Hashable {
    private enum Carry { case none, blockComment, multilineString }
    private var carry = Carry.none

    static let keywords: Set<String> = [
        "associatedtype", "as", "async", "await", "break", "case", "catch", "class", "continue",
        "default", "defer", "didSet", "do", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "final", "for", "func", "get", "guard", "if", "import", "in", "init",
        "inout", "internal", "is", "lazy", "let", "mutating", "nil", "open", "override",
        "private", "protocol", "public", "repeat", "required", "rethrows", "return", "self",
        "Self", "set", "static", "struct", "subscript", "super", "switch", "throw", "throws",
        "true", "try", "typealias", "var", "weak", "where", "while", "willSet", "unowned",
    ]

    /// One class name (or nil) for each character of `line`.
    mutating func classes(of line: String) -> [String?] {
        let characters = Array(line)
        var classes = [String?](repeating: nil, count: characters.count)
        var index = 0
        func starts(_ text: String, at position: Int) -> Bool {
            var offset = position
            for character in text {
                guard offset < characters.count, characters[offset] == character else {
                    return false
                }
                offset += 1
            }
            return true
        }
        while index < characters.count {
            let open: (end: String, colour: String)? =
                switch carry {
                case .blockComment: ("*/", "c")
                case .multilineString: ("\"\"\"", "s")
                case .none: nil
                }
            if let open {
                // Inside a comment or string that began on an earlier line: colour up to its end.
                let length = starts(open.end, at: index) ? open.end.count : 1
                for position in index..<index + length { classes[position] = open.colour }
                if length > 1 { carry = .none }
                index += length
                continue
            }
            let character = characters[index]
            if starts("//", at: index) {
                for position in index..<characters.count { classes[position] = "c" }
                return classes
            } else if starts("/*", at: index) {
                carry = .blockComment
                classes[index] = "c"
                classes[index + 1] = "c"
                index += 2
            } else if starts("\"\"\"", at: index) {
                carry = .multilineString
                for position in index..<index + 3 { classes[position] = "s" }
                index += 3
            } else if character == "\"" {
                classes[index] = "s"
                index += 1
                while index < characters.count {
                    classes[index] = "s"
                    if characters[index] == "\\" {
                        if index + 1 < characters.count { classes[index + 1] = "s" }
                        index += 2
                        continue
                    }
                    index += 1
                    if characters[index - 1] == "\"" { break }
                }
            } else if character.isLetter || character == "_" {
                let start = index
                while index < characters.count,
                    characters[index].isLetter || characters[index].isNumber
                        || characters[index] == "_"
                {
                    index += 1
                }
                if Self.keywords.contains(String(characters[start..<index])) {
                    for position in start..<index { classes[position] = "k" }
                }
            } else if character.isNumber {
                while index < characters.count,
                    characters[index].isNumber || characters[index] == "."
                        || characters[index] == "_"
                {
                    classes[index] = "n"
                    index += 1
                }
            } else {
                index += 1
            }
        }
        return classes
    }
}
