import Foundation
import Testing
import WorkbenchKit

@Suite("CHAPTERS.md and the steps")
struct ChaptersTests {
    @Test("every step appears in CHAPTERS.md as 'workbench show <id>', and every such id exists")
    func chaptersNameEveryStep() throws {
        let chapters = try packageText("CHAPTERS.md")
        let ids = Set(try thisPackage.get().1.steps.map(\.id))
        let named = Set(
            chapters.matches(of: /workbench show ([0-9][0-9A-Za-z-]*)/).map { String($0.output.1) })

        #expect(ids.subtracting(named).sorted() == [], "steps CHAPTERS.md does not name")
        #expect(named.subtracting(ids).sorted() == [], "ids in CHAPTERS.md with no step")
    }

    @Test("every characterization suite a step says pins it exists")
    func pinningSuitesExist() throws {
        let steps = try thisPackage.get().1.steps
        let folder = packageRoot.appendingPathComponent("Tests/CharacterizationTests")
        var suites = Set<String>()
        for case let file as URL in FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: nil)!
        where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            suites.formUnion(text.matches(of: /struct ([A-Za-z]+)/).map { String($0.output.1) })
        }
        for step in steps {
            for match in step.pinnedBy.matches(of: /Characterization\/([A-Za-z]+)/) {
                let name = String(match.output.1)
                #expect(
                    suites.contains(name),
                    "\(step.id) is pinned by a suite '\(name)' that does not exist")
            }
        }
    }
}
