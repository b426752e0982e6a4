/// The declarations of Swift sources that a reader would name: types, and the functions and
/// properties of a type or of the file, each with the type it is in. Comments and string
/// literals are skipped and layout does not matter, so rewording or reformatting a
/// declaration does not hide it. Locals inside a body are not declarations here.
struct Declarations: Equatable {
    struct Name: Hashable, Comparable {
        let kind: String
        let name: String
        /// The type (or extended type) the declaration is in; "" at the top of a file.
        let container: String

        var description: String {
            "\(kind) \(container.isEmpty ? "" : container + ".")\(name)"
        }

        static func < (lhs: Name, rhs: Name) -> Bool { lhs.description < rhs.description }
    }

    private static let types: Set<String> = [
        "class", "struct", "enum", "protocol", "extension", "actor",
    ]
    private static let members: Set<String> = ["func", "var", "let", "typealias"]

    /// How many times each declaration occurs.
    private(set) var counts: [Name: Int] = [:]

    init(sources: some Sequence<String>) {
        for text in sources { add(text) }
    }

    private mutating func add(_ text: String) {
        let tokens = Self.tokens(of: text)
        var bodies: [String?] = []
        var pendingType: String?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let next = index + 1 < tokens.count ? tokens[index + 1] : ""
            // `import class Module.Type` names what another module declares.
            let imported = index > 0 && tokens[index - 1] == "import"
            let inTypeBody = (bodies.last.map { $0 != nil } ?? true) && !imported
            if token == "{" {
                bodies.append(pendingType)
                pendingType = nil
            } else if token == "}" {
                _ = bodies.popLast()
            } else if Self.types.contains(token), Self.isIdentifier(next), inTypeBody {
                if token != "extension" {
                    counts[
                        Name(kind: token, name: next, container: container(bodies)), default: 0] +=
                        1
                }
                pendingType = next
                index += 1
            } else if Self.members.contains(token), Self.isIdentifier(next), inTypeBody {
                counts[Name(kind: token, name: next, container: container(bodies)), default: 0] += 1
                index += 1
            } else if token == "func", inTypeBody,
                let (name, length) = Self.operatorName(in: tokens, at: index + 1)
            {
                counts[Name(kind: token, name: name, container: container(bodies)), default: 0] += 1
                index += length
            }
            index += 1
        }
    }

    private func container(_ bodies: [String?]) -> String {
        bodies.last.flatMap { $0 } ?? ""
    }

    /// The declarations `before` has more of than `after`, each as often as it went.
    static func removed(from before: Declarations, to after: Declarations) -> [Name] {
        before.counts.keys.sorted().flatMap { name in
            Array(repeating: name, count: max(0, before.counts[name]! - (after.counts[name] ?? 0)))
        }
    }

    private static func isIdentifier(_ token: String) -> Bool {
        guard !types.contains(token), !members.contains(token), token != "init" else {
            return false
        }
        guard let first = token.unicodeScalars.first else { return false }
        return startsWord(first)
    }

    /// The operator a `func` declares, from the tokens at `start` (one a character), and how
    /// many tokens it takes; nil when a name follows `func`. Layout is lost in the tokens, so
    /// `== <T>` and `==<T>` read alike: a `<` before a name opens the generic parameters.
    private static func operatorName(in tokens: [String], at start: Int) -> (String, Int)? {
        var end = start
        while end < tokens.count, tokens[end].unicodeScalars.count == 1,
            let scalar = tokens[end].unicodeScalars.first, isOperatorCharacter(scalar)
        {
            end += 1
        }
        if end - start > 1, tokens[end - 1] == "<", end < tokens.count, isIdentifier(tokens[end]) {
            end -= 1
        }
        guard end > start else { return nil }
        return (tokens[start..<end].joined(), end - start)
    }

    private static func isOperatorCharacter(_ scalar: Unicode.Scalar) -> Bool {
        "/=-+!*%<>&|^~?".unicodeScalars.contains(scalar)
    }

    // The classes of characters a word is made of. Sources are nearly all ASCII, whose letters,
    // digits and spaces are answered here without the Unicode tables (a check reads every
    // source of the app three times).

    /// A letter, `_` or a backquote.
    private static func startsWord(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar.properties.isAlphabetic }
        switch scalar {
        case "a"..."z", "A"..."Z", "_", "`": return true
        default: return false
        }
    }

    /// What may follow in a word: also a digit (or another numeral).
    private static func continuesWord(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else {
            return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
        return startsWord(scalar) || ("0"..."9").contains(scalar)
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar.properties.isWhitespace }
        return scalar == " " || ("\t"..."\r").contains(scalar)
    }

    /// Identifiers, keywords, braces and other marks, in order; comments left out, and a string
    /// literal as one `"`, its text unread, but for the code in its interpolations when
    /// `interpolations` is true (`"\(total(of: x))"` uses `total`): those tokens follow the `"`.
    static func tokens(of text: String, interpolations: Bool = false) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [String] = []
        var index = 0
        func at(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "/", at(1) == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else if scalar == "/", at(1) == "*" {
                index += 2
                while index < scalars.count, !(scalars[index] == "*" && at(1) == "/") { index += 1 }
                index += 2
            } else if scalar == "\"" {
                tokens.append("\"")
                let triple = at(1) == "\"" && at(2) == "\""
                index += triple ? 3 : 1
                while index < scalars.count {
                    if interpolations, scalars[index] == "\\", at(1) == "(" {
                        // The code up to the parenthesis that closes this one.
                        var depth = 0
                        var end = index + 1
                        while end < scalars.count {
                            if scalars[end] == "(" { depth += 1 }
                            if scalars[end] == ")" {
                                depth -= 1
                                if depth == 0 { break }
                            }
                            end += 1
                        }
                        var code = ""
                        code.unicodeScalars.append(
                            contentsOf: scalars[(index + 2)..<min(end, scalars.count)])
                        tokens += Self.tokens(of: code, interpolations: true)
                        index = end + 1
                    } else if scalars[index] == "\\" {
                        index += 2
                    } else if triple, scalars[index] == "\"", at(1) == "\"", at(2) == "\"" {
                        index += 3
                        break
                    } else if !triple, scalars[index] == "\"" || scalars[index] == "\n" {
                        index += 1
                        break
                    } else {
                        index += 1
                    }
                }
            } else if scalar == "{" || scalar == "}" {
                tokens.append(String(scalar))
                index += 1
            } else if startsWord(scalar) {
                var word = ""
                while index < scalars.count, continuesWord(scalars[index]) {
                    if scalars[index] != "`" { word.unicodeScalars.append(scalars[index]) }
                    index += 1
                }
                tokens.append(word)
            } else {
                if !isSpace(scalar) { tokens.append(String(scalar)) }
                index += 1
            }
        }
        return tokens
    }
}
