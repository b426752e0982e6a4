import Fixtures
import Foundation
import Testing

#if REFACTORED
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

/// The module this copy of the suite characterizes, and how far along the chain it is.
enum AppUnderTest: Sendable {
    case legacy, refactored

    #if REFACTORED
        static let current = AppUnderTest.refactored
        /// The last step applied: all of them, unless `Scripts/check-steps` says which step
        /// it built (MYBIZ_CHARACTERIZATION_STEP).
        static let step =
            ProcessInfo.processInfo.environment["MYBIZ_CHARACTERIZATION_STEP"].flatMap { Int($0) }
            ?? Int.max
    #else
        static let current = AppUnderTest.legacy
        static let step = 0
    #endif
}

/// A behaviour the refactoring changes on purpose: its change number in CHAPTERS.md and the
/// step in Steps/ that makes it. A test that pins such a behaviour names the change. Once the
/// step is applied, the test compares with the approved text under `since-<change>/`, kept
/// beside the legacy one. Every other expectation is the same for both modules.
struct DeclaredChange: Sendable, CustomStringConvertible {
    let number: String
    let step: Int
    let title: String

    var description: String { "change \(number), \(title)" }

    var isApplied: Bool { AppUnderTest.current == .refactored && AppUnderTest.step >= step }
}

/// Fails, with a unified diff, unless `text` matches the approved file `name`.
func expectApproved(
    _ text: String, as name: String, changedBy changes: [DeclaredChange] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let latest = changes.filter(\.isApplied).max { $0.step < $1.step }
    let approved = latest.map { "since-\($0.number)/" + name } ?? name
    if let mismatch = GoldenMaster.approved.mismatch(text, name: approved) {
        let declared =
            changes.isEmpty ? "" : "\n(declared to differ on RefactoredMyBiz by \(changes))"
        Issue.record(Comment(rawValue: mismatch + declared), sourceLocation: sourceLocation)
    }
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
        number: "3", step: 3, title: "employees keep their birthday, EventType.birthday")
    static let birthdaysOnTheCalendar = DeclaredChange(
        number: "5", step: 5, title: "birthdays on the calendar")
    static let calendarErrors = DeclaredChange(
        number: "6a", step: 6, title: "calendar errors shown, what did load kept")
    static let loginMessages = DeclaredChange(
        number: "7b", step: 9, title: "login through LoginAPI, with the seed's messages")
    static let announcementsReport = DeclaredChange(
        number: "12", step: 14, title: "the announcements screen reports when shown")
    static let orgChartReport = DeclaredChange(
        number: "13b", step: 16, title: "the org chart reports when shown")
    static let navigationReports = DeclaredChange(
        number: "14b", step: 18, title: "calendar, purchase orders and settings report when shown")
}
