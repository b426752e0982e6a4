import Fixtures
import Foundation
import Testing

#if PACKAGE
    /// All characterization suites hang below this one. `.serialized` applies to every nested
    /// suite: the app lives in process-wide globals, and two tests must never share them. In a
    /// package `workbench materialize` or `exercise` wrote, the app is `MyBiz`, at any step.
    @Suite("MyBiz", .serialized) @MainActor
    enum Characterization {}
#elseif REFACTORED
    /// All characterization suites hang below this one. `.serialized` applies to every nested
    /// suite: the app lives in process-wide globals, and two tests must never share them.
    @Suite("RefactoredMyBiz", .serialized) @MainActor
    enum Characterization {}
#else
    /// All characterization suites hang below this one. `.serialized` applies to every nested
    /// suite: the app lives in process-wide globals, and two tests must never share them.
    @Suite("LegacyMyBiz", .serialized) @MainActor
    enum Characterization {}
#endif

/// The module this copy of the suite characterizes: LegacyMyBiz, or the app as the chain
/// leaves it (RefactoredMyBiz, or `MyBiz` in a package `workbench materialize` wrote).
enum AppUnderTest: Sendable {
    case legacy, refactored

    #if REFACTORED
        static let current = AppUnderTest.refactored
    #else
        static let current = AppUnderTest.legacy
    #endif
}

/// A behaviour a step of the chain changes on purpose. A test that pins such a behaviour names
/// the change. The step carries the approved texts of the new behaviour, under
/// `Approved/since-<step>/` beside the legacy ones, so the change is in force wherever that
/// folder is: in RefactoredMyBiz, and in a package of the chain from that step on. Every other
/// expectation is the same at every step.
struct DeclaredChange: Sendable, CustomStringConvertible {
    let step: Int
    let title: String
    /// The approved texts whose legacy lines this change may take away: a fix of exactly that
    /// behaviour, which its step's header says. Every other declared text only adds.
    var fixing: [String] = []

    var description: String { "step \(step), \(title)" }

    var folder: String { "since-\(step)" }

    var isApplied: Bool {
        AppUnderTest.current == .refactored
            && FileManager.default.fileExists(
                atPath: GoldenMaster.approved.directory.appendingPathComponent(folder).path)
    }
}

/// Fails, with a unified diff, unless `text` matches the approved file `name`.
func expectApproved(
    _ text: String, as name: String, changedBy changes: [DeclaredChange] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let latest = changes.filter(\.isApplied).max { $0.step < $1.step }
    let approved = latest.map { $0.folder + "/" + name } ?? name
    #if PACKAGE
        let copy = "mybiz"
    #else
        let copy = AppUnderTest.current == .legacy ? "legacy" : "refactored"
    #endif
    if let mismatch = GoldenMaster.approved.mismatch(text, name: approved, copy: copy) {
        let declared =
            changes.isEmpty ? "" : "\n(declared to differ on RefactoredMyBiz by \(changes))"
        Issue.record(Comment(rawValue: mismatch + declared), sourceLocation: sourceLocation)
    }
}

/// Fails, with a unified diff, unless the answers for every combination of the inputs match
/// the approved text `name`: a line each, `[a, b, c, d] => answer`, in the order of the inputs,
/// as ApprovalTests' "verify all combinations" writes them. A bug at a boundary or in a
/// rounding changes the lines of the combinations it reaches, and only those.
func expectAllCombinations<A, B, C, D>(
    _ first: [A], _ second: [B], _ third: [C], _ fourth: [D], as name: String,
    changedBy changes: [DeclaredChange] = [], sourceLocation: SourceLocation = #_sourceLocation,
    answer: (A, B, C, D) async throws -> String
) async rethrows {
    var lines: [String] = []
    for a in first {
        for b in second {
            for c in third {
                for d in fourth {
                    let result = try await answer(a, b, c, d)
                    lines.append("[\(a), \(b), \(c), \(d)] => \(result)")
                }
            }
        }
    }
    expectApproved(
        lines.joined(separator: "\n") + "\n", as: name, changedBy: changes,
        sourceLocation: sourceLocation)
}

/// Fails unless what the app shows now matches the approved screen `name`.
@MainActor
func expectScreen(
    _ app: MyBizApp, matches name: String, changedBy changes: [DeclaredChange] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectApproved(
        app.screen, as: "screens/" + name, changedBy: changes, sourceLocation: sourceLocation)
}

/// The value a declared change gives: `legacy` on LegacyMyBiz, `refactored` on RefactoredMyBiz.
func declared<Value>(_ change: DeclaredChange, legacy: Value, refactored: Value) -> Value {
    change.isApplied ? refactored : legacy
}

extension DeclaredChange {
    static let birthdayField = DeclaredChange(
        step: 3, title: "employees keep their birthday, EventType.birthday")
    static let birthdaysOnTheCalendar = DeclaredChange(step: 7, title: "birthdays on the calendar")
    static let screensReleased = DeclaredChange(
        step: 11, title: "the screens whose buttons' actions held them are released",
        fixing: ["models/memory"])
    /// The bad payloads whose bad item cannot be read as an event at all.
    static let unreadablePayloads: [Payload] = [.eventsMissingDate, .eventsUnknownType]
    static let goodEventsKept = DeclaredChange(
        step: 52, title: "a list the mapper reads whole is shown whole, odd items included",
        fixing: Payload.badEvents.filter { !unreadablePayloads.contains($0) }.map {
            "screens/calendar.oneBadEvent." + $0.rawValue
        })
    static let unreadableEventsShown = DeclaredChange(
        step: 53, title: "the events read beside an unreadable item are shown, under the alert")
    static let unreadableEventsTold = DeclaredChange(
        step: 64, title: "the alert counts the items that cannot be read",
        fixing: unreadablePayloads.map { "screens/calendar.oneBadEvent." + $0.rawValue })
    static let sameTimeOrder = DeclaredChange(
        step: 52, title: "events at the same time show all-day kinds first, then by name")
    static let allDayBirthdays = DeclaredChange(
        step: 36, title: "birthdays show as all-day events")
    static let announcementsReport = DeclaredChange(
        step: 20, title: "the announcements screen reports when shown")
    static let orgChartReport = DeclaredChange(step: 23, title: "the org chart reports when shown")
    static let teamSizes = DeclaredChange(
        step: 73, title: "a manager's row in the org chart counts the team under them")
    static let navigationReports = DeclaredChange(
        step: 25, title: "calendar, purchase orders and settings report when shown")
    static let smallOrderFee = DeclaredChange(
        step: 84, title: "an order of goods under $100 pays $15 of handling with its shipping",
        fixing: ["pricing/combinations"])
}
