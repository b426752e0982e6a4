import Foundation

/// Makes every mutant of Swift sources by a small set of operators (`MutationOperator`). Each
/// line is read with `SwiftLexer`, so nothing in a comment is changed, and nothing in a string
/// but by the string operator. The generator reads text only: a mutant that does not compile is
/// found when it is built, and reported as such.
public struct MutantGenerator: Sendable {
    public var operators: Set<MutationOperator>

    public init(operators: Set<MutationOperator> = Set(MutationOperator.allCases)) {
        self.operators = operators
    }

    /// Every mutant of each Swift file of `tree` (paths as the module's sources name them), in
    /// path order.
    public func mutants(of tree: SourceTree) -> [GeneratedMutant] {
        tree.files.keys.filter { $0.hasSuffix(".swift") }.sorted().flatMap { path in
            mutants(of: tree.files[path] ?? "", path: path)
        }
    }

    /// Every operator's mutants of a file, by its path and text, made once a process: the
    /// commands, the judge and the tests that run them in-process ask for the same files'
    /// mutants again and again.
    private static let generated = Memo<String, [GeneratedMutant]>()

    /// Every mutant of `text`, the Swift file at `path`, by line, then operator, then index.
    public func mutants(of text: String, path: String) -> [GeneratedMutant] {
        let every = Self.generated.value(for: path + "\n" + text) {
            Self.everyMutant(of: text, path: path)
        }
        // An operator's indexes count its own edits of a line, so leaving the others out
        // changes no id.
        guard operators != Set(MutationOperator.allCases) else { return every }
        return every.filter { operators.contains($0.`operator`) }
    }

    /// The mutants of `text` by every operator.
    private static func everyMutant(of text: String, path: String) -> [GeneratedMutant] {
        var lexer = SwiftLexer()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            SourceLine(String($0), kinds: lexer.classes(of: String($0)))
        }
        let file = SourceFile(lines: lines)
        var found: [GeneratedMutant] = []
        for number in lines.indices where !lines[number].isDirective {
            for kind in MutationOperator.allCases {
                for (index, edit) in file.edits(kind, at: number).enumerated() {
                    found.append(
                        GeneratedMutant(
                            path: path, line: number + 1, operator: kind, index: index,
                            what: edit.what, start: edit.start, removed: edit.removed,
                            inserted: edit.inserted))
                }
            }
        }
        return found
    }
}

/// A change to some lines of a file, and the bug it makes in words.
struct MutationEdit {
    var what: String
    var start: Int
    var removed: Int
    var inserted: [String]
}

/// A line of Swift, with what the lexer found each character to be.
struct SourceLine {
    let text: String
    let characters: [Character]
    let kinds: [String?]
    /// The line's code, without its strings and comment, trimmed. Made once: the operators
    /// read the lines around each line they mutate.
    let code: String
    /// The line's code and strings, without its comment, trimmed.
    let statement: String

    init(_ text: String, kinds: [String?]) {
        self.text = text
        let characters = Array(text)
        self.characters = characters
        self.kinds = kinds
        code = String(characters.indices.filter { Self.isCode(kinds[$0]) }.map { characters[$0] })
            .trimmingCharacters(in: .whitespaces)
        statement = String(characters.indices.filter { kinds[$0] != "c" }.map { characters[$0] })
            .trimmingCharacters(in: .whitespaces)
    }

    /// Whether the character at `index` is code: not in a string or a comment.
    func isCode(_ index: Int) -> Bool {
        index >= 0 && index < characters.count && Self.isCode(kinds[index])
    }

    /// Whether a character the lexer classed as `kind` is code: not a string's or a comment's.
    private static func isCode(_ kind: String?) -> Bool {
        kind != "s" && kind != "c"
    }

    /// An import, an attribute or a compiler directive: nothing there is mutated.
    var isDirective: Bool {
        let code = self.code
        return code.hasPrefix("import ") || code.hasPrefix("@") || code.hasPrefix("#")
    }

    /// Where `pattern` starts in the line's code, every character of it code.
    func occurrences(of pattern: String) -> [Int] {
        let wanted = Array(pattern)
        guard characters.count >= wanted.count else { return [] }
        return (0...(characters.count - wanted.count)).filter { start in
            wanted.indices.allSatisfy {
                characters[start + $0] == wanted[$0] && isCode(start + $0)
            }
        }
    }

    /// The line with `count` characters at `start` replaced by `text`.
    func replacing(_ start: Int, _ count: Int, with text: String) -> String {
        String(characters[..<start]) + text + String(characters[(start + count)...])
    }

    /// A short excerpt of the line for a mutant's words: its code and strings, no comment.
    var excerpt: String {
        let text = statement
        return text.count <= 60 ? text : String(text.prefix(57)) + "…"
    }
}
