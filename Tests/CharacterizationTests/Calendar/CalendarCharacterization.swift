import Fixtures
import Foundation
import Testing

@testable import LegacyMyBiz

extension Characterization {
    @Suite("Calendar screen") @MainActor
    struct CalendarScreen {
        func calendar(
            events: FakeMyBizServer.Response? = nil, timeZone: String = "UTC"
        ) async throws -> LegacyApp {
            let routes = events.map { ["GET /api/events": $0] } ?? [:]
            let app = try await LegacyApp.loggedIn(routes: routes, timeZone: timeZone)
            await app.showTab("Calendar")
            return app
        }

        @Test("lists the events by day, each with its symbol, time, name and whole hours")
        func loaded() async throws {
            let app = try await calendar()
            defer { app.close() }

            expectScreen(app, matches: "calendar.loaded")
        }

        @Test("groups and times events in the device's time zone: St. John's, UTC-2:30 in April")
        func loadedInStJohns() async throws {
            let app = try await calendar(timeZone: "America/St_Johns")
            defer { app.close() }

            expectScreen(app, matches: "calendar.loaded.stJohns")
        }

        @Test("moves events to the next day in the device's time zone: Kiritimati, UTC+14")
        func loadedInKiritimati() async throws {
            let app = try await calendar(timeZone: "Pacific/Kiritimati")
            defer { app.close() }

            expectScreen(app, matches: "calendar.loaded.kiritimati")
        }

        @Test("shows a symbol for every event type and sorts a day's events by time")
        func allTypes() async throws {
            let app = try await calendar(events: try .payload(.eventsAllTypes))
            defer { app.close() }

            expectScreen(app, matches: "calendar.allTypes")
        }

        @Test("shows a half-hour event as lasting 0h")
        func calendar_showsAHalfHourEventAsZeroHours() async throws {
            let app = try await calendar()
            defer { app.close() }

            #expect(app.screen.contains("Interview with Hydra | 0h"))
        }

        @Test("shows an empty table when there are no events")
        func empty() async throws {
            let app = try await calendar(events: try .payload(.empty))
            defer { app.close() }

            expectScreen(app, matches: "calendar.empty")
        }

        @Test("shows the server's reason when loading fails")
        func failed() async throws {
            let app = try await calendar(events: try .payload(.errorServer, status: 500))
            defer { app.close() }

            expectScreen(app, matches: "calendar.failed")
        }

        @Test("shows 'Unauthorized' when the token is refused")
        func unauthorized() async throws {
            let app = try await calendar(events: try .payload(.errorUnauthorized, status: 401))
            defer { app.close() }

            expectScreen(app, matches: "calendar.unauthorized")
        }

        @Test("asks to try again later when the payload is malformed")
        func malformed() async throws {
            let app = try await calendar(events: try .payload(.malformed))
            defer { app.close() }

            expectScreen(app, matches: "calendar.malformed")
        }

        @Test("loads the events again every time the tab appears")
        func reloadsOnEveryAppearance() async throws {
            let app = try await calendar()
            defer { app.close() }

            await app.showTab("Org Chart")
            await app.showTab("Calendar")

            let eventRequests = app.server.requests.filter { $0.route == "GET /api/events" }
            #expect(eventRequests.count == 2)
        }
    }
}
