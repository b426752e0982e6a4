import Foundation
import Testing
import WorkbenchKit

/// The package this test file lives in.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

@Suite("The step chain")
struct ChainTests {
    let workspace: Workspace

    init() throws {
        workspace = try Workspace(root: packageRoot, searchingFrom: packageRoot)
    }

    @Test("applying every step to LegacyMyBiz gives RefactoredMyBiz byte for byte")
    func chainReproducesTheRefactoredModule() throws {
        let difference = try workspace.chain().verify(
            legacy: workspace.legacy(), refactored: workspace.refactored())

        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test("every step has a header, a diff, and numbers 1, 2, 3, … with unique ids")
    func stepsAreWellFormed() throws {
        let chain = try workspace.chain()

        #expect(chain.steps.map(\.number) == Array(1...chain.steps.count))
        #expect(Set(chain.steps.map(\.id)).count == chain.steps.count)
        #expect(chain.steps.count >= 14)
    }

    @Test("a step is named by number, id or unique prefix; 0 is the legacy code")
    func resolving() throws {
        let chain = try workspace.chain()
        let first = try #require(chain.steps.first)

        #expect(try chain.resolve("0") == 0)
        #expect(try chain.resolve("1") == 1)
        #expect(try chain.resolve(first.id) == 1)
        #expect(try chain.resolve(String(first.id.prefix(4))) == 1)
        #expect(try chain.resolve("6a") == chain.steps.first { $0.change == "6a" }?.number)
        #expect(try chain.resolve("14b") == chain.steps.count)
        #expect(throws: WorkbenchError.unknownStep("99", known: "\(chain.steps.count)")) {
            try chain.resolve("99")
        }
        #expect(throws: WorkbenchError.unknownStep("nope", known: "\(chain.steps.count)")) {
            try chain.resolve("nope")
        }
    }
}
