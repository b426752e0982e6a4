import Foundation

/// Every mutant of a check compiled into one build of the app, each chosen at run time: a
/// mutant schema. Each function body a mutant changes is written again as
/// `if <this run is mutant k> { <k's body> } else { <the reference's body> }`, so one build
/// serves the reference and every mutant, and a run costs a start of the test binary, not a
/// build. Which mutant a run is comes in the environment as a random nonce and a tag that only
/// the key the build was made with turns into a mutant's number (`tag`: a keyed permutation of
/// the nonce, so no two runs' values cancel the key); the key is in the compiled code alone
/// (the sources on disk are the reference's while tests run, and the schema's build keeps no
/// text of them: see `MutantSchema.Build`), so the value a test can read says nothing of the
/// run, and a reference run looks like any other. A test that searched its own binary for the
/// key could still find it: costly, not impossible, as any choice made inside the process is.
///
/// A mutant whose change is not inside one function body (a stored property's value, a
/// conformance) cannot be chosen so: it is built on its own (`apart`), as is one the caller
/// sets apart (a file whose schema did not compile).
struct MutantSchema: Sendable {
    /// The environment variable a run's choice comes in.
    static let variable = "WORKBENCH_RUN"
    /// The name of the choice in the rewritten files, private to each.
    static let choice = "_workbenchMutant"

    /// The package with the app's files that mutants change rewritten.
    let tree: SourceTree
    /// The mutants (their indices) the schema holds, and those it does not.
    let held: [Int]
    let apart: [Int]
    let key: Key

    /// The key a schema's choice is made with: two random words.
    struct Key: Equatable, Sendable {
        var inner: UInt64
        var outer: UInt64

        static func random() -> Key {
            Key(inner: .random(in: .min ... .max), outer: .random(in: .min ... .max))
        }
    }

    /// `mutants` of `package` (a package of the chain, the app in `Sources/MyBiz/`) in one
    /// schema made with `key`, but those `excluded`, which are built apart.
    init(_ package: SourceTree, mutants: [Mutant], key: Key, excluding excluded: Set<Int> = []) {
        self.key = key
        var changes: [String: [(mutant: Int, text: String)]] = [:]
        var apart = excluded
        for (index, mutant) in mutants.enumerated() where !excluded.contains(index) {
            guard let mutated = try? mutant.apply(to: package) else {
                apart.insert(index)
                continue
            }
            for path in Set(mutant.patches.map(\.path)).sorted() {
                guard let text = mutated.files[path], package.files[path] != nil else {
                    apart.insert(index)
                    continue
                }
                changes[path, default: []].append((index, text))
            }
        }
        var tree = package
        var files: [String: SchemaFile] = [:]
        for (path, mutated) in changes {
            guard let text = package.files[path] else { continue }
            let file = SchemaFile(text)
            for (mutant, text) in mutated where !file.place(mutant, mutated: text) {
                apart.insert(mutant)
            }
            files[path] = file
        }
        for (path, file) in files {
            tree.files[path] = file.rewritten(excluding: apart, key: key)
        }
        self.tree = tree
        self.apart = apart.sorted()
        held = mutants.indices.filter { !apart.contains($0) }
    }

    /// The environment value that chooses `mutant` (nil: the reference) in a run: a fresh
    /// nonce, and for a mutant its tag, for the reference a random one that tags no mutant.
    func selector(_ mutant: Int?) -> String {
        let nonce = UInt64.random(in: .min ... .max)
        var tag = UInt64.random(in: .min ... .max)
        if let mutant {
            tag = Self.tag(key: key, nonce: nonce, mutant: mutant)
        } else {
            while held.contains(where: { Self.tag(key: key, nonce: nonce, mutant: $0) == tag }) {
                tag = UInt64.random(in: .min ... .max)
            }
        }
        return String(nonce, radix: 16) + "-" + String(tag, radix: 16)
    }

    /// The tag of `mutant` for `nonce`: SplitMix64's finish (`mix`, a public permutation)
    /// keyed as Even and Mansour do, `mix(nonce ^ inner) ^ outer`, then mixed once more with the
    /// mutant's number. What the rewritten files compute (`SchemaFile.choosing`), the same
    /// arithmetic in the same order.
    static func tag(key: Key, nonce: UInt64, mutant: Int) -> UInt64 {
        mix(mix(nonce ^ key.inner) ^ key.outer ^ (UInt64(mutant) &* 0x9E37_79B9_7F4A_7C15))
    }

    static func mix(_ value: UInt64) -> UInt64 {
        var value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// One file of the app in a schema: its text, the bodies of its functions, and the mutants
/// placed in them.
private final class SchemaFile {
    let characters: [Character]
    /// Each body's braces, by the offset of its `{`.
    let bodies: [Int: Int]
    /// The mutants placed in each body (by its `{`): a mutant's number and its text of the
    /// body.
    var placed: [Int: [(mutant: Int, body: String)]] = [:]

    init(_ text: String) {
        characters = Array(text)
        bodies = Self.bodies(of: characters, code: Self.code(of: text))
    }

    /// Places `mutant`, whose text of the file is `mutated`, in the innermost body that holds
    /// all it changes; false when none does.
    func place(_ mutant: Int, mutated text: String) -> Bool {
        let changed = Array(text)
        var prefix = 0
        while prefix < characters.count, prefix < changed.count,
            characters[prefix] == changed[prefix]
        {
            prefix += 1
        }
        var suffix = 0
        while suffix < characters.count - prefix, suffix < changed.count - prefix,
            characters[characters.count - 1 - suffix] == changed[changed.count - 1 - suffix]
        {
            suffix += 1
        }
        let end = characters.count - suffix
        guard
            let (open, close) = bodies.filter({ $0.key < prefix && $0.value >= end })
                .max(by: { $0.key < $1.key })
        else { return false }
        let shift = changed.count - characters.count
        placed[open, default: []].append((mutant, String(changed[(open + 1)..<(close + shift)])))
        return true
    }

    /// The file with every placed mutant but those `excluding` chosen in its body, and the
    /// choice at its end. A body inside another that also holds mutants is the outer one's.
    func rewritten(excluding apart: Set<Int>, key: MutantSchema.Key) -> String {
        var chosen = placed.mapValues { $0.filter { !apart.contains($0.mutant) } }.filter {
            !$0.value.isEmpty
        }
        guard !chosen.isEmpty else { return String(characters) }
        // A body inside another chosen body: its mutants' changes, made in the outer body.
        for open in chosen.keys.sorted(by: >) {
            guard let close = bodies[open],
                let outer = chosen.keys.filter({ $0 < open && bodies[$0, default: 0] > close })
                    .min()
            else { continue }
            let inner = chosen.removeValue(forKey: open) ?? []
            let before = String(characters[(outer + 1)...open])
            let after = String(characters[close..<bodies[outer, default: close]])
            chosen[outer, default: []] += inner.map { ($0.mutant, before + $0.body + after) }
        }
        var text = ""
        var position = 0
        var numbers: [Int] = []
        for open in chosen.keys.sorted() {
            let close = bodies[open, default: open]
            text += String(characters[position...open])
            let original = String(characters[(open + 1)..<close])
            for (mutant, body) in chosen[open, default: []].sorted(by: { $0.mutant < $1.mutant }) {
                text += " if \(MutantSchema.choice) == \(mutant) {\(body)} else"
                numbers.append(mutant)
            }
            text += " {\(original)} "
            position = close
        }
        text += String(characters[position...])
        let imports = text.split(separator: "\n").contains { $0.trimmed == "import Foundation" }
        return (imports ? "" : "import Foundation\n") + text + Self.choosing(numbers, key: key)
    }

    /// The choice of mutant, private to the file: which of `numbers` the run's environment
    /// value tags (see `MutantSchema.tag`), or -1.
    static func choosing(_ numbers: [Int], key: MutantSchema.Key) -> String {
        let list = Set(numbers).sorted().map(String.init).joined(separator: ", ")
        let choice = MutantSchema.choice
        return """

            // The judge's choice of mutant for this run (see the workbench's MutantSchema).
            private let \(choice): Int = \(choice)Chosen()

            private func \(choice)Chosen() -> Int {
                let value = ProcessInfo.processInfo.environment["\(MutantSchema.variable)"] ?? ""
                let parts = value.split(separator: "-").compactMap { UInt64($0, radix: 16) }
                guard parts.count == 2 else { return -1 }
                func mix(_ value: UInt64) -> UInt64 {
                    var value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
                    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
                    return value ^ (value >> 31)
                }
                let hidden = mix(parts[0] ^ \(key.inner)) ^ \(key.outer)
                for mutant in [\(list)]
                where mix(hidden ^ (UInt64(mutant) &* 0x9E37_79B9_7F4A_7C15)) == parts[1] {
                    return mutant
                }
                return -1
            }

            """
    }

    /// Whether each character of `text` is code (not a comment or a string), by the lexer.
    static func code(of text: String) -> [Bool] {
        var lexer = SwiftLexer()
        var code: [Bool] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            code += lexer.classes(of: String(line)).map { $0 == nil || $0 == "k" }
            code.append(true)
        }
        return code
    }

    /// The braces of every function body in `characters`: a `func`, `init`, `deinit` or
    /// `subscript`'s, an accessor's (`get`, `set`, `didSet`, `willSet`) and a computed
    /// property's.
    static func bodies(of characters: [Character], code: [Bool]) -> [Int: Int] {
        var pairs: [Int: Int] = [:]
        var open: [Int] = []
        for index in characters.indices where index < code.count && code[index] {
            if characters[index] == "{" {
                open.append(index)
            } else if characters[index] == "}" {
                // A brace the lexer misread (in a raw string, say): no body is sure.
                guard let start = open.popLast() else { return [:] }
                pairs[start] = index
            }
        }
        guard open.isEmpty else { return [:] }
        return pairs.filter { isBody(at: $0.key, in: characters, code: code) }
    }

    /// The words that begin a declaration or a statement.
    private static let starters: Set<String> = [
        "func", "init", "deinit", "subscript", "get", "set", "didSet", "willSet", "var", "let",
        "class", "struct", "enum", "extension", "protocol", "actor", "if", "else", "for", "while",
        "switch", "guard", "do", "catch", "repeat", "defer", "return", "case",
    ]
    private static let accessors: Set<String> = ["get", "set", "didSet", "willSet"]
    private static let effects: Set<String> = ["async", "throws", "rethrows"]

    /// Whether the `{` at `brace` opens a function body, by the last word before it that
    /// begins a declaration or a statement (back to the last brace or `;` outside brackets),
    /// and by what it opens with: a closure's `x in` opens no body.
    private static func isBody(at brace: Int, in characters: [Character], code: [Bool]) -> Bool {
        var start = brace
        var depth = 0
        while start > 0 {
            let previous = characters[start - 1]
            if code[start - 1] {
                if previous == ")" || previous == "]" { depth += 1 }
                if previous == "(" || previous == "[" { depth -= 1 }
                // Inside an argument list or a literal: a closure, not a declaration's body.
                if depth < 0 { return false }
                if depth == 0, previous == "{" || previous == "}" || previous == ";" { break }
            }
            start -= 1
        }
        var words: [String] = []
        var word = ""
        var level = 0
        var dotted = false
        for index in start..<brace where code[index] {
            let character = characters[index]
            if character == "(" || character == "[" { level += 1 }
            if character == ")" || character == "]" { level -= 1 }
            if level == 0, SourceFile.isWordCharacter(character) {
                if word.isEmpty { dotted = index > 0 && characters[index - 1] == "." }
                word.append(character)
            } else {
                // A word beside a dot names a member or a value (`set.forEach`), no keyword.
                if !word.isEmpty, !dotted, character != "." { words.append(word) }
                word = ""
                if level == 0, character == "=" { words.append("=") }
            }
        }
        if !word.isEmpty, !dotted { words.append(word) }
        guard let last = words.lastIndex(where: { starters.contains($0) }),
            !opensClosure(at: brace, in: characters, code: code)
        else { return false }
        let first = words[last]
        let after = words[(last + 1)...]
        if accessors.contains(first) { return after.allSatisfy { effects.contains($0) } }
        if ["func", "init", "deinit"].contains(first) { return true }
        guard first == "var" || first == "subscript", !after.contains("=") else { return false }
        // A computed property's or subscript's body, unless its braces hold accessors.
        var inner = brace + 1
        while inner < characters.count, !code[inner] || characters[inner].isWhitespace {
            inner += 1
        }
        var next = ""
        while inner < characters.count, SourceFile.isWordCharacter(characters[inner]) {
            next.append(characters[inner])
            inner += 1
        }
        return !accessors.contains(next) && !["mutating", "nonmutating"].contains(next)
    }

    /// Whether the braces at `brace` open with a closure's signature on their first line:
    /// `x in`, `(a, b) -> Bool in`, `[weak self] data in` (an `in` that is no argument's
    /// label, after words that begin no statement).
    private static func opensClosure(at brace: Int, in characters: [Character], code: [Bool])
        -> Bool
    {
        var words: [String] = []
        var word = ""
        var index = brace + 1
        while index <= characters.count {
            let character = index < characters.count ? characters[index] : "\n"
            if index < characters.count, !code[index] {
                index += 1
                continue
            }
            if SourceFile.isWordCharacter(character) {
                word.append(character)
            } else if !word.isEmpty {
                if word == "in", character != ":" {
                    return !words.isEmpty && !starters.contains(words[0])
                }
                words.append(word)
                word = ""
            }
            if character == "\n" || character == "{" || character == "}" { return false }
            index += 1
        }
        return false
    }
}
