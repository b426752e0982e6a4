import Diffing
import Foundation
import Testing

@testable import WorkbenchKit

/// Every mutant of a check in one build (`MutantSchema`): each function body a mutant changes
/// is chosen at run time, the reference's body otherwise; a change outside a body is built
/// apart. That the rewritten code compiles and chooses as the judge asks is proven on the real
/// exercises by Scripts/check-exercise (each solved by its reference, its mutants caught).
@Suite("The mutants' schema")
struct MutantSchemaTests {
    let path = "Sources/MyBiz/Greeter.swift"
    let reference = """
        import Foundation

        struct Greeter {
            var name = "Sam"
            var count = 0 {
                didSet { print("now \\(count)") }
            }

            func greet() -> String {
                "Hello, " + name
            }

            var shout: String { greet().uppercased() }

            func loud(_ times: Int) -> String {
                let words = [greet()].map { word in word + "!" }
                if times > 1 { return shout }
                func quiet() -> String { words[0].lowercased() }
                return quiet()
            }
        }

        """

    /// A mutant that replaces `old` with `new` in the file.
    func mutant(_ name: String, _ old: String, _ new: String) -> Mutant {
        Mutant(
            name: name, what: name,
            patches: [
                FilePatch(
                    path: path, old: reference,
                    new: reference.replacingOccurrences(of: old, with: new))
            ],
            origin: "Judge/x/\(name).mutant")
    }

    /// The schema of one mutant of `text` (as the app's one file) that replaces `old` with
    /// `new`.
    func schema(of text: String, replacing old: String, with new: String) -> MutantSchema {
        let mutant = Mutant(
            name: old, what: old,
            patches: [
                FilePatch(path: path, old: text, new: text.replacingOccurrences(of: old, with: new))
            ], origin: "Judge/x/x.mutant")
        return MutantSchema(
            SourceTree(files: [path: text]), mutants: [mutant], key: .init(inner: 1, outer: 2))
    }

    func schema(_ mutants: [Mutant], key: MutantSchema.Key = .init(inner: 7, outer: 9))
        -> (MutantSchema, String)
    {
        let schema = MutantSchema(SourceTree(files: [path: reference]), mutants: mutants, key: key)
        return (schema, schema.tree.files[path] ?? "")
    }

    @Test("a change in a function body is chosen there, with the reference's body otherwise")
    func inABody() {
        let (schema, text) = schema([mutant("hi", "\"Hello, \"", "\"Hi, \"")])

        #expect(schema.held == [0] && schema.apart.isEmpty)
        #expect(
            text.contains(
                """
                func greet() -> String { if _workbenchMutant == 0 {
                        "Hi, " + name
                    } else {
                        "Hello, " + name
                    } }
                """))
        let before = reference.components(separatedBy: "func greet()")[0]
        let after = reference.components(separatedBy: "var shout")[1]
        #expect(text.hasPrefix(before) && text.contains(after), "the rest is the reference's")
    }

    @Test("mutants of one body are chosen in turn; a closure's change is its function's")
    func oneBody() {
        let (schema, text) = schema([
            mutant("more", "times > 1", "times >= 1"),
            mutant("no bang", "word + \"!\"", "word"),
        ])

        #expect(schema.held == [0, 1])
        #expect(text.contains("func loud(_ times: Int) -> String { if _workbenchMutant == 0 {"))
        #expect(text.contains("} else if _workbenchMutant == 1 {"))
        #expect(text.components(separatedBy: "if times >= 1").count == 2)
        #expect(text.components(separatedBy: "if times > 1").count == 3, "the other two bodies")
    }

    @Test("a change in a body inside another chosen body is chosen in the outer one")
    func nested() {
        let (schema, text) = schema([
            mutant("loud quiet", "words[0].lowercased()", "words[0]"),
            mutant("more", "times > 1", "times >= 1"),
        ])

        #expect(schema.held == [0, 1])
        #expect(text.contains("func quiet() -> String { words[0] }"))
        #expect(!text.contains("func quiet() -> String { if _workbenchMutant"))
        #expect(text.contains("func loud(_ times: Int) -> String { if _workbenchMutant == 0 {"))
    }

    @Test(
        "a computed property's body and an observer's are bodies; a stored value is built apart")
    func properties() {
        let (schema, text) = schema([
            mutant("lower", "uppercased()", "lowercased()"),
            mutant("silent", "print(\"now \\(count)\")", "_ = count"),
            mutant("Kim", "\"Sam\"", "\"Kim\""),
        ])

        #expect(schema.held == [0, 1] && schema.apart == [2])
        #expect(text.contains("var shout: String { if _workbenchMutant == 0 {"))
        #expect(text.contains("didSet { if _workbenchMutant == 1 {"))
        #expect(text.contains("var name = \"Sam\"\n"), "the apart mutant is not in the schema")
    }

    @Test("the choice is private to each file, and the key is in its code alone")
    func choice() {
        let key = MutantSchema.Key(inner: 0x1234_5678_9ABC_DEF0, outer: 42)
        let (_, text) = schema([mutant("hi", "\"Hello, \"", "\"Hi, \"")], key: key)

        #expect(text.contains("private let _workbenchMutant: Int = _workbenchMutantChosen()"))
        #expect(text.contains("private func _workbenchMutantChosen() -> Int {"))
        #expect(text.contains("environment[\"\(MutantSchema.variable)\"]"))
        #expect(text.contains("for mutant in [0]\n"))
        #expect(text.contains("let hidden = mix(parts[0] ^ \(key.inner)) ^ \(key.outer)"))
    }

    @Test("a closure, a member named like a keyword and an accessor block open no body")
    func notBodies() {
        let text = """
            struct Store {
                var items: [Int]
                subscript(index: Int) -> Int {
                    get { items[index] }
                    set { items[index] = newValue }
                }
                func save(set: Set<Int>) {
                    var total: Int
                    run { value in total = value + 1 }
                    set.forEach { print($0 + 1) }
                    print(text.range(of: "a", in: "b") ?? 1)
                }
            }

            """
        for (old, new) in [
            ("value + 1", "value"), ("$0 + 1", "$0"), ("items[index] }", "0 }"),
            ("\"a\", in", "\"c\", in"),
        ] {
            let schema = schema(of: text, replacing: old, with: new)
            let rewritten = schema.tree.files[path] ?? ""
            #expect(schema.held == [0], "\(old)")
            #expect(!rewritten.contains("{ value in if _workbench"), "\(old): a closure")
            #expect(!rewritten.contains("forEach { if _workbench"), "\(old): a closure")
            #expect(!rewritten.contains("Int { if _workbench"), "\(old): the accessors' block")
        }
    }

    @Test("a file whose braces do not pair as the lexer reads them has no body to choose in")
    func unpaired() {
        let text = "func f(d: [String: String]) -> String {\n    \"\\(d[\"k\"] ?? \"{\")\"\n}\n"
        let schema = schema(of: text, replacing: "\"k\"", with: "\"j\"")

        #expect(schema.held.isEmpty && schema.apart == [0])
        #expect(schema.tree.files == [path: text])
    }

    @Test("the schema's build keeps no text of its files, which hold the key, once it is built")
    func noTextKept() throws {
        let (standIn, folder) = try judgedPackage(
            swift: """
                #!/bin/sh
                [ "$1" = build ] || exit 0
                cd "$4" || exit 1
                mkdir -p .build
                echo "$(pwd -P)/\(path):1:1: warning: a warning of the schema's file"
                exit 0

                """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let judged = try JudgedPackage(
            directory: folder.appendingPathComponent("judge"), tools: standIn.tools)

        let built = try MutantSchema.Build(
            [mutant("hi", "\"Hello, \"", "\"Hi, \"")], of: SourceTree(files: [path: reference]),
            beside: judged
        ).build()

        #expect(built.held == [0])
        let schemaFolder = folder.appendingPathComponent(MutantSchema.Build.folder)
        let files =
            FileManager.default.enumerator(atPath: schemaFolder.path)?
            .compactMap { $0 as? String } ?? []
        #expect(files.contains(path))
        for file in files {
            let text = try? String(
                contentsOf: schemaFolder.appendingPathComponent(file), encoding: .utf8)
            #expect(text?.contains(MutantSchema.choice) != true, "\(file) holds the schema's text")
        }
    }

    @Test("a run's value names its mutant through the key alone, and the reference's none")
    func selector() throws {
        let (schema, _) = schema([
            mutant("hi", "\"Hello, \"", "\"Hi, \""), mutant("more", "times > 1", "times >= 1"),
        ])
        func parts(_ value: String) throws -> (UInt64, UInt64) {
            let parts = value.split(separator: "-").compactMap { UInt64($0, radix: 16) }
            try #require(parts.count == 2)
            return (parts[0], parts[1])
        }

        for _ in 0..<20 {
            let (nonce, tag) = try parts(schema.selector(1))
            #expect(
                MutantSchema.tag(key: .init(inner: 7, outer: 9), nonce: nonce, mutant: 1) == tag)
            #expect(
                MutantSchema.tag(key: .init(inner: 7, outer: 9), nonce: nonce, mutant: 0) != tag)
            #expect(
                MutantSchema.tag(key: .init(inner: 8, outer: 9), nonce: nonce, mutant: 1) != tag,
                "another key")
            let (other, none) = try parts(schema.selector(nil))
            #expect(
                schema.held.allSatisfy {
                    MutantSchema.tag(key: .init(inner: 7, outer: 9), nonce: other, mutant: $0)
                        != none
                })
        }
        #expect(schema.selector(0) != schema.selector(0), "a fresh nonce each run")
    }
}
