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

    @Test("dead code renamed or moved is what the reference lacks and nothing reaches")
    func unreached() {
        let reference = SourceTree(files: [
            "Screen.swift": """
            final class Screen: Base {
                var events: [Event] = []
                func show() { events = sortEvents(events) }
            }
            """
        ])
        let mine = SourceTree(files: [
            "Screen.swift": """
            final class Screen: Base {
                var events: [Event] = []
                func show() { events = sortEvents(events).map(\\.self); log(events) }
                private func log(_ events: [Event]) { print(Order.self) }
                // Renamed and left, each calling the other: still dead.
                func eventsFailedLater(error: Error) { eventsLoadedLater(events: []) }
                func eventsLoadedLater(events: [Event]) { eventsFailedLater(error: Oops()) }
                override func viewDidLoad() {}
            }
            """,
            "Moved.swift": """
            private struct Order: Comparable {
                let key: Int
                static func < (a: Order, b: Order) -> Bool { a.key < b.key }
            }
            extension Event: CustomStringConvertible { var description: String { name } }
            final class OldDelegate {
                func eventsLoaded(events: [Event]) { helper() }
                func helper() {}
            }
            let unusedFlag = true
            // Used only in an interpolation, and only by what follows it: reached.
            private func formatted(_ date: Date) -> String { "\\(date)" }
            extension Event {
                init(at date: Date) { self.init(name: "\\(formatted(date))", date: date) }
            }
            """,
        ])

        #expect(
            Unreached(mine: mine, reference: reference).declarations.map(\.description) == [
                "class OldDelegate", "func Screen.eventsFailedLater",
                "func Screen.eventsLoadedLater",
                "let unusedFlag",
            ])
        #expect(Unreached(mine: reference, reference: reference).declarations.isEmpty)
        let dead = DeadCode(before: reference, reference: reference, mine: mine, unreached: true)
        #expect(dead.left.contains("class OldDelegate (nothing reaches it)"))
    }

    private func appModule(through number: Int) throws -> SourceTree {
        try thisPackageStates.get()[number].subtree(ChainLayout.appModule)
    }
}
