import Foundation
import Testing

@testable import WorkbenchKit

/// Remove Dead Code judged by declaration, not by text: what the step deletes must be gone from
/// the learner's app module, however its remaining code is worded or laid out.
@Suite("Dead code, by declaration")
struct DeadCodeTests {
    let chain: Chain

    init() throws {
        chain = try thisPackage.get().1
    }

    @Test("Remove Dead Code is judged by declaration: reworded or reformatted, dead code is found")
    func deadCode() throws {
        for step in chain.steps where step.checksDeletions {
            let before = try appModule(through: step.number - 1)
            let reference = try appModule(through: step.number)
            var reworded = reference
            for (path, text) in before.files where text != reference.files[path] {
                reworded.files[path] =
                    text
                    .replacingOccurrences(of: "func ", with: "func   ")
                    .replacingOccurrences(of: "(", with: " (")
                    .replacingOccurrences(of: "{}", with: "{ /* kept */ }")
                    .replacingOccurrences(of: "error: Error", with: "failure: Error")
            }

            let untouched = DeadCode(before: before, reference: reference, mine: before)
            let kept = DeadCode(before: before, reference: reference, mine: reworded)
            let done = DeadCode(before: before, reference: reference, mine: reference)

            #expect(!untouched.deleted.isEmpty, "\(step.id)")
            #expect(untouched.remaining == untouched.deleted, "\(step.id)")
            #expect(
                kept.remaining.count == untouched.deleted.count, "\(step.id): \(kept.remaining)")
            #expect(done.remaining.isEmpty, "\(step.id): \(done.remaining)")
        }
    }

    @Test("declarations skip comments, strings and locals, and know the type they are in")
    func declarations() {
        let text = """
            // func commented() {}
            protocol Loading: AnyObject {
                func load()
                var count: Int { get }
            }
            final class Screen: Loading {
                let title = "func inString() { }"
                func load() { let local = 1; _ = local }
                var count: Int { 1 }
                class func make() -> Screen { Screen() }
            }
            extension Screen { func extra() {} }
            """
        let names = Set(Declarations(sources: [text]).counts.keys.map(\.description))
        #expect(
            names == [
                "protocol Loading", "func Loading.load", "var Loading.count", "class Screen",
                "let Screen.title", "func Screen.load", "var Screen.count", "func Screen.make",
                "func Screen.extra",
            ])
    }

    private func appModule(through number: Int) throws -> SourceTree {
        try thisPackageStates.get()[number].subtree(ChainLayout.appModule)
    }
}
