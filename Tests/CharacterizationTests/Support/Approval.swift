import Fixtures
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

/// The module this copy of the suite characterizes.
enum AppUnderTest: Sendable {
    case legacy, refactored

    #if REFACTORED
        static let current = AppUnderTest.refactored
    #else
        static let current = AppUnderTest.legacy
    #endif
}

/// A behaviour the refactoring changes on purpose, by its number in CHAPTERS.md. A test that
/// pins such a behaviour names the change; on RefactoredMyBiz it compares with the approved
/// text under `refactored/`, kept beside the legacy one. Every other expectation is the same
/// for both modules.
struct DeclaredChange: Sendable, CustomStringConvertible {
    let number: String
    let title: String

    var description: String { "change \(number), \(title)" }
}

/// Fails, with a unified diff, unless `text` matches the approved file `name`.
func expectApproved(
    _ text: String, as name: String, changedBy changes: [DeclaredChange] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let approved =
        AppUnderTest.current == .refactored && !changes.isEmpty ? "refactored/" + name : name
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
    AppUnderTest.current == .legacy ? legacy : refactored
}

extension DeclaredChange {
    static let birthdayField = DeclaredChange(
        number: "3", title: "employees keep their birthday, EventType.birthday")
    static let birthdaysOnTheCalendar = DeclaredChange(
        number: "5", title: "birthdays on the calendar")
    static let calendarErrors = DeclaredChange(
        number: "6a", title: "calendar errors shown, what did load kept")
    static let loginMessages = DeclaredChange(
        number: "7b", title: "login through LoginAPI, with the seed's messages")
    static let announcementsReport = DeclaredChange(
        number: "12", title: "the announcements screen reports when shown")
    static let orgChartReport = DeclaredChange(
        number: "13b", title: "the org chart reports when shown")
    static let navigationReports = DeclaredChange(
        number: "14b", title: "calendar, purchase orders and settings report when shown")
}
