/// The declarations of a learner's app module that the step's solution lacks and that nothing
/// else in the app reaches: on a Remove Dead Code step, dead code left, however it was renamed
/// or wherever it was moved. A declaration is reached when its name is used in code that is
/// itself reached: anything the solution also declares, and code outside every declaration the
/// solution lacks, to start with. Names are compared, not resolved, so a use of another
/// declaration with the same name counts as a use: the reading may keep dead code that shares
/// a name with live code, never call live code dead.
///
/// What the app reaches without naming it is never counted dead: an operator, an initializer,
/// an `override`, a member of an extension that adds a conformance (a protocol's requirement),
/// and a type's properties (its memberwise initializer and `Codable` use them by no name).
struct Unreached {
    /// A declaration of a file: its name, and the tokens it spans, from its keyword to where
    /// the next declaration beside it starts or its container ends.
    private struct Declared {
        let name: Declarations.Name
        let nameToken: Int
        let start: Int
        var end: Int
        let depth: Int
        let exempt: Bool
    }

    private struct File {
        let tokens: [String]
        let declared: [Declared]
    }

    private static let typeKeywords: Set<String> = [
        "class", "struct", "enum", "protocol", "extension", "actor",
    ]
    private static let memberKeywords: Set<String> = ["func", "var", "let", "typealias"]
    /// The words that start a declaration, recorded here or not: where one starts, the one
    /// before it has ended.
    private static let startsDeclaration: Set<String> = typeKeywords.union(memberKeywords).union([
        "init", "deinit", "subscript", "case", "import", "private", "fileprivate", "public",
        "internal", "static", "override", "final",
    ])
    /// Words that may stand between a declaration's modifiers and its keyword.
    private static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "static", "final", "class",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "nonisolated",
        "required", "convenience", "indirect", "@", "objc", "MainActor", "discardableResult",
        "inlinable", "usableFromInline", "(", ")", "set", "unsafe", "escaping", "Sendable",
    ]

    /// The unreached declarations, outermost only (a type's members go with it), sorted.
    let declarations: [Declarations.Name]

    /// `mine` and `reference` are app modules, with paths from their folder.
    init(mine: SourceTree, reference: SourceTree) {
        func swift(_ tree: SourceTree) -> [String] {
            tree.files.filter { $0.key.hasSuffix(".swift") }.sorted { $0.key < $1.key }.map(\.value)
        }
        let lacking = Set(
            Declarations.removed(
                from: Declarations(sources: swift(mine)),
                to: Declarations(sources: swift(reference))))
        let files = swift(mine).map(Self.read)
        // The candidates, by file, and every token inside one.
        var candidates: [(file: Int, index: Int)] = []
        var insideCandidate: [Set<Int>] = files.map { _ in [] }
        for (number, file) in files.enumerated() {
            for (index, declared) in file.declared.enumerated()
            where !declared.exempt && lacking.contains(declared.name) {
                candidates.append((number, index))
                insideCandidate[number].formUnion(declared.start..<declared.end)
            }
        }
        let nameTokens = files.map { Set($0.declared.map(\.nameToken)) }
        func names(in file: Int, _ range: Range<Int>, skipping: Set<Int> = []) -> Set<String> {
            var found: Set<String> = []
            for index in range where !nameTokens[file].contains(index) && !skipping.contains(index)
            {
                found.insert(files[file].tokens[index])
            }
            return found
        }
        var used: Set<String> = []
        for (number, file) in files.enumerated() {
            used.formUnion(
                names(in: number, 0..<file.tokens.count, skipping: insideCandidate[number]))
        }
        var reached: Set<Int> = []
        var grew = true
        while grew {
            grew = false
            for (position, candidate) in candidates.enumerated() where !reached.contains(position) {
                let declared = files[candidate.file].declared[candidate.index]
                guard used.contains(declared.name.name) else { continue }
                reached.insert(position)
                used.formUnion(names(in: candidate.file, declared.start..<declared.end))
                grew = true
            }
        }
        let unreached = candidates.indices.filter { !reached.contains($0) }.map { candidates[$0] }
        declarations = unreached.filter { candidate in
            let declared = files[candidate.file].declared[candidate.index]
            return !unreached.contains { other in
                let outer = files[other.file].declared[other.index]
                return other.file == candidate.file && other.index != candidate.index
                    && outer.start < declared.start && declared.end <= outer.end
            }
        }.map { files[$0.file].declared[$0.index].name }.sorted()
    }

    /// The tokens of `text` and its declarations, read as `Declarations` reads them.
    private static func read(_ text: String) -> File {
        let tokens = Declarations.tokens(of: text, interpolations: true)
        // Each open brace: the type whose body it opens (nil for any other body), and whether
        // that body is an extension's that adds a conformance.
        var bodies: [(type: String?, conforming: Bool)] = []
        var pending: (type: String, conforming: Bool)?
        var declared: [Declared] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let next = index + 1 < tokens.count ? tokens[index + 1] : ""
            let imported = index > 0 && tokens[index - 1] == "import"
            let inTypeBody = (bodies.last.map { $0.type != nil } ?? true) && !imported
            let container = bodies.last?.type ?? ""
            if token == "{" {
                bodies.append((pending?.type, pending?.conforming ?? false))
                pending = nil
            } else if token == "}" {
                _ = bodies.popLast()
            } else if typeKeywords.contains(token), isName(next), inTypeBody {
                let conforming =
                    token == "extension"
                    && tokens.dropFirst(index + 2).prefix { $0 != "{" }
                        .contains(":")
                if token != "extension" {
                    declared.append(
                        Declared(
                            name: Declarations.Name(kind: token, name: next, container: container),
                            nameToken: index + 1, start: index, end: index, depth: bodies.count,
                            exempt: isOverride(tokens, before: index)
                                || (bodies.last?.conforming ?? false)))
                }
                pending = (next, conforming)
                index += 1
            } else if memberKeywords.contains(token), isName(next), inTypeBody {
                declared.append(
                    Declared(
                        name: Declarations.Name(kind: token, name: next, container: container),
                        nameToken: index + 1, start: index, end: index, depth: bodies.count,
                        exempt: (token != "func" && !container.isEmpty)
                            || isOverride(tokens, before: index)
                            || (bodies.last?.conforming ?? false)))
                index += 1
            }
            index += 1
        }
        // Each declaration ends with its own body (the braces that open beside it, closed), or
        // else where the next declaration beside it starts, or its container's body closes.
        for (position, item) in declared.enumerated() {
            var depth = item.depth
            var cursor = item.start + 1
            while cursor < tokens.count {
                let token = tokens[cursor]
                if depth == item.depth, startsDeclaration.contains(token) { break }
                if token == "{" { depth += 1 }
                if token == "}" {
                    depth -= 1
                    if depth < item.depth { break }
                    if depth == item.depth {
                        cursor += 1
                        break
                    }
                }
                cursor += 1
            }
            declared[position].end = cursor
        }
        return File(tokens: tokens, declared: declared)
    }

    private static func isName(_ token: String) -> Bool {
        guard let first = token.unicodeScalars.first else { return false }
        return !typeKeywords.contains(token) && !memberKeywords.contains(token) && token != "init"
            && (first.properties.isAlphabetic || first == "_")
    }

    /// Whether the modifiers before the keyword at `index` hold `override`. (`@objc` is no
    /// exemption: nothing of the app or MiniUIKit calls by selector, and a `#selector(name)`
    /// names what it reaches.)
    private static func isOverride(_ tokens: [String], before index: Int) -> Bool {
        var cursor = index - 1
        while cursor >= 0 {
            if tokens[cursor] == "override" { return true }
            guard modifiers.contains(tokens[cursor]) else { return false }
            cursor -= 1
        }
        return false
    }
}
