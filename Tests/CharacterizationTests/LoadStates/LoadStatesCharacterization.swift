import Fixtures
import Foundation
import Testing

#if REFACTORED
    @testable import RefactoredMyBiz
#else
    @testable import LegacyMyBiz
#endif

/// A screen that loads one resource when it appears.
enum LoadingScreen: String, CaseIterable, Sendable {
    case announcements, calendar, orgChart, purchaseOrders, settings

    var tab: String {
        switch self {
        case .announcements: "Announcements"
        case .calendar: "Calendar"
        case .orgChart: "Org Chart"
        case .purchaseOrders: "Purchase Orders"
        case .settings: "Settings"
        }
    }

    var route: String {
        switch self {
        case .announcements: "GET /api/announcements"
        case .calendar: "GET /api/events"
        case .orgChart: "GET /api/employees"
        case .purchaseOrders: "GET /api/purchases"
        case .settings: "GET /api/users/Coulson"
        }
    }
}

/// How a screen's load can end.
enum LoadOutcome: String, CaseIterable, Sendable {
    case loaded, empty, failed, unauthorized, malformed

    func response() throws -> FakeMyBizServer.Response? {
        switch self {
        case .loaded: nil
        case .empty: try .payload(.empty)
        case .failed: try .payload(.errorServer, status: 500)
        case .unauthorized: try .payload(.errorUnauthorized, status: 401)
        case .malformed: try .payload(.malformed)
        }
    }

}

/// One screen with one outcome of its load, and the changes declared to alter what it shows.
struct ScreenLoad: Sendable, CustomTestStringConvertible {
    let screen: LoadingScreen
    let outcome: LoadOutcome

    var changes: [DeclaredChange] {
        switch (screen, outcome) {
        case (.calendar, _): [.birthdaysOnTheCalendar, .allDayBirthdays]
        case (.orgChart, .loaded): [.teamSizes]
        default: []
        }
    }

    var testDescription: String {
        "\(screen.rawValue), \(outcome.rawValue)"
            + (changes.isEmpty
                ? ""
                : " (changed on purpose by \(changes.map(\.description).joined(separator: "; ")))")
    }

    /// Every screen with every outcome it can have; a user is one object, so it has no empty list.
    static let all: [ScreenLoad] = LoadingScreen.allCases.flatMap { screen in
        LoadOutcome.allCases.filter { !(screen == .settings && $0 == .empty) }
            .map { ScreenLoad(screen: screen, outcome: $0) }
    }
}

extension Characterization {
    @Suite("Every screen in every load outcome") @MainActor
    struct LoadStates {
        @Test(
            "loaded, empty, failed (500 with a reason), unauthorized (401), malformed payload",
            arguments: ScreenLoad.all)
        func screen(_ load: ScreenLoad) async throws {
            let routes = try load.outcome.response().map { [load.screen.route: $0] } ?? [:]
            let app = try await MyBizApp.onTab(load.screen.tab, routes: routes)
            defer { app.close() }

            expectScreen(
                app, matches: "\(load.screen.rawValue).\(load.outcome.rawValue)",
                changedBy: load.changes)
        }
    }
}
