import Foundation
import Testing

@testable import WorkbenchKit

@Suite("The mutant generator")
struct MutantGeneratorTests {
    static let source = """
        import Foundation
        // "a comment" == true, not code
        struct Rules {
            func check(_ count: Int, _ name: String) -> Bool {
                if count > 5 {
                    log("big")
                }
                guard name != "" else { return false }
                let total = count + 1
                save(total)
                return count == 3
            }
        }
        """

    static func line(_ number: Int, of text: String) -> String {
        String(text.split(separator: "\n", omittingEmptySubsequences: false)[number - 1])
    }

    @Test("each operator, on code only: never in a comment, an import or a directive")
    func operators() throws {
        let mutants = MutantGenerator().mutants(of: Self.source, path: "Rules.swift")

        #expect(
            mutants.map(\.id) == [
                "Rules.swift:5:comparison:0", "Rules.swift:5:condition:0",
                "Rules.swift:5:remove-branch:0", "Rules.swift:6:string:0",
                "Rules.swift:6:delete-call:0", "Rules.swift:8:string:0",
                "Rules.swift:8:comparison:0", "Rules.swift:8:boolean:0",
                "Rules.swift:8:condition:0", "Rules.swift:8:remove-branch:0",
                "Rules.swift:9:arithmetic:0", "Rules.swift:10:delete-call:0",
                "Rules.swift:11:comparison:0", "Rules.swift:11:return:0",
            ])
        func mutated(_ id: String) throws -> String {
            try #require(mutants.first { $0.id == id }).apply(to: Self.source)
        }
        #expect(
            Self.line(5, of: try mutated("Rules.swift:5:comparison:0")) == "        if count <= 5 {"
        )
        #expect(
            Self.line(5, of: try mutated("Rules.swift:5:condition:0"))
                == "        if !(count > 5) {")
        let emptied = try mutated("Rules.swift:5:remove-branch:0")
        #expect(Self.line(5, of: emptied) == "        if count > 5 {")
        #expect(Self.line(6, of: emptied) == "        }")
        #expect(
            Self.line(6, of: try mutated("Rules.swift:6:string:0")) == #"            log("xbig")"#)
        #expect(
            Self.line(8, of: try mutated("Rules.swift:8:string:0"))
                == #"        guard name != "x" else { return false }"#)
        #expect(
            Self.line(8, of: try mutated("Rules.swift:8:boolean:0"))
                == #"        guard name != "" else { return true }"#)
        #expect(
            Self.line(8, of: try mutated("Rules.swift:8:condition:0"))
                == #"        guard !(name != "") else { return false }"#)
        #expect(
            Self.line(8, of: try mutated("Rules.swift:8:remove-branch:0"))
                == "        let total = count + 1")
        #expect(
            Self.line(9, of: try mutated("Rules.swift:9:arithmetic:0"))
                == "        let total = count - 1")
        #expect(
            Self.line(10, of: try mutated("Rules.swift:10:delete-call:0"))
                == "        return count == 3")
        #expect(
            Self.line(11, of: try mutated("Rules.swift:11:return:0"))
                == "        return !(count == 3)")
        for mutant in mutants {
            #expect(mutant.apply(to: Self.source) != Self.source, "\(mutant.id) changes nothing")
            #expect(!mutant.what.isEmpty)
        }
    }

    @Test("what the text cannot change and still compile is left alone")
    func leftAlone() {
        let source = """
            func load() {
                if let user = current {
                    greet(user)
                }
                guard let id = user.id else { return }
                if first, second {
                    reset()
                }
                let name = "a" + "b"
                items
                    .forEach(show)
                api.send(
                    report)
                return makeValue()
            }
            static func < (lhs: Event, rhs: Event) -> Bool { lhs.date < rhs.date }
            func total() -> Int {
                sum(of: items)
            }
            var title: String {
                makeTitle()
            }
            func refresh() -> Void {
                reload()
            }
            (delegate as? UserDelegate)?.userLoaded(user: user)
            (first + second).describe()
            status = "Not connected"
            reload()
            """
        let ids = MutantGenerator().mutants(of: source, path: "A.swift").map(\.id)

        #expect(!ids.contains("A.swift:2:condition:0"), "if let binds a name")
        #expect(!ids.contains("A.swift:5:remove-branch:0"), "a guard that binds stays")
        #expect(!ids.contains("A.swift:5:condition:0"))
        #expect(!ids.contains("A.swift:6:condition:0"), "a list of conditions")
        #expect(!ids.contains("A.swift:9:arithmetic:0"), "+ joining text")
        #expect(!ids.contains("A.swift:10:delete-call:0"))
        #expect(!ids.contains("A.swift:12:delete-call:0"), "a call over two lines")
        #expect(!ids.contains("A.swift:14:return:0"), "a value of a type the text does not tell")
        #expect(
            ids.filter { $0.hasPrefix("A.swift:16:") } == ["A.swift:16:comparison:0"],
            "an operator's declaration is not a use of it; the comparison in its body is")
        #expect(!ids.contains("A.swift:18:delete-call:0"), "the value a function gives")
        #expect(!ids.contains("A.swift:21:delete-call:0"), "the value a property gives")
        #expect(ids.contains("A.swift:24:delete-call:0"), "a function that gives nothing")
        #expect(ids.contains("A.swift:26:delete-call:0"), "a call on a value in brackets")
        #expect(ids.contains("A.swift:27:delete-call:0"), "a call on a value in brackets")
        #expect(ids.contains("A.swift:29:delete-call:0"), "after a line that ends with a text")
        #expect(ids.contains("A.swift:2:remove-branch:0"))
        #expect(ids.contains("A.swift:3:delete-call:0"))
        #expect(ids.contains("A.swift:7:delete-call:0"))
    }

    @Test("ids are stable: the same sources give the same mutants, whatever the order read")
    func stableIDs() {
        let tree = SourceTree(files: ["B.swift": Self.source, "A/Rules.swift": Self.source])
        let once = MutantGenerator().mutants(of: tree)
        let again = MutantGenerator().mutants(
            of: SourceTree(files: ["A/Rules.swift": Self.source, "B.swift": Self.source]))

        #expect(once == again)
        #expect(Set(once.map(\.id)).count == once.count, "every id names one mutant")
        #expect(once.first?.path == "A/Rules.swift")
        let strings = MutantGenerator(operators: [.string]).mutants(of: tree)
        #expect(strings.count == 4 && strings.allSatisfy { $0.operator == .string })
    }

    @Test("the legacy app: the survivors the issue names are among its mutants, as judge mutants")
    func legacyApp() throws {
        let workspace = try Workspace(root: packageRoot, searchingFrom: packageRoot)
        let module = try workspace.startState().subtree(ChainLayout.appModule)
        let mutants = MutantGenerator().mutants(of: module)

        #expect(mutants.count > 200, "\(mutants.count)")
        #expect(Set(mutants.map(\.id)).count == mutants.count)
        #expect(mutants.contains { $0.what.contains("\"Something went wrong.\"") })
        #expect(mutants.contains { $0.operator == .deleteCall && $0.what.contains("register()") })
        let first = try #require(mutants.first)
        let text = try #require(module.files[first.path])
        let judged = first.judged(in: ChainLayout.appModule, text: text, origin: "a list")
        #expect(judged.what == first.what && judged.origin == "a list")
        let applied = try judged.apply(to: module.prefixed(ChainLayout.appModule))
        #expect(applied.files[ChainLayout.appModule + first.path] == first.apply(to: text))
    }
}
