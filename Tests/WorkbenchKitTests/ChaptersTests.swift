import Foundation
import Testing
import WorkbenchKit

@Suite("CHAPTERS.md and the steps")
struct ChaptersTests {
    @Test("every step appears in CHAPTERS.md as 'workbench show <id>', and every such id exists")
    func chaptersNameEveryStep() throws {
        let chapters = try String(
            contentsOf: packageRoot.appendingPathComponent("CHAPTERS.md"), encoding: .utf8)
        let ids = try Set(
            Workspace(root: packageRoot, searchingFrom: packageRoot).chain().steps.map(\.id))
        let named = Set(
            chapters.matches(of: /workbench show ([0-9][0-9A-Za-z-]*)/).map { String($0.output.1) })

        #expect(ids.subtracting(named).sorted() == [], "steps CHAPTERS.md does not name")
        #expect(named.subtracting(ids).sorted() == [], "ids in CHAPTERS.md with no step")
    }
}
