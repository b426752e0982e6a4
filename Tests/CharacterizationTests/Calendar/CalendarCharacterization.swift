import Fixtures
import Foundation
import Testing

#if REFACTORED
    @testable import RefactoredMyBiz
#else
    @testable import LegacyMyBiz
#endif

extension Characterization {
    @Suite("Calendar screen") @MainActor
    struct CalendarScreen {
        @Test(
            "groups and times events in the device's time zone: St. John's, UTC-2:30 in April (birthdays since step 7, all day since step 36)"
        )
        func loadedInStJohns() async throws {
            let app = try await MyBizApp.onTab("Calendar", timeZone: "America/St_Johns")
            defer { app.close() }

            expectScreen(
                app, matches: "calendar.loaded.stJohns",
                changedBy: [.birthdaysOnTheCalendar, .allDayBirthdays])
        }

        @Test(
            "moves events to the next day in the device's time zone: Kiritimati, UTC+14 (birthdays since step 7, all day since step 36)"
        )
        func loadedInKiritimati() async throws {
            let app = try await MyBizApp.onTab("Calendar", timeZone: "Pacific/Kiritimati")
            defer { app.close() }

            expectScreen(
                app, matches: "calendar.loaded.kiritimati",
                changedBy: [.birthdaysOnTheCalendar, .allDayBirthdays])
        }

        @Test(
            "one bad event empties the whole calendar and says to try again later (a list read whole shown since step 52; beside an unreadable item, the events read shown since step 53 and the alert counting it since step 64)",
            arguments: Payload.badEvents)
        func calendar_oneBadEventEmptiesTheCalendar(events: Payload) async throws {
            let app = try await MyBizApp.onTab(
                "Calendar",
                routes: [
                    "GET /api/events": try .payload(events),
                    "GET /api/employees": try .payload(.empty),
                ])
            defer { app.close() }

            #expect(app.server.requests.map(\.route).contains("GET /api/events"))
            expectScreen(
                app, matches: "calendar.oneBadEvent." + events.rawValue,
                changedBy: DeclaredChange.unreadablePayloads.contains(events)
                    ? [.unreadableEventsShown, .unreadableEventsTold] : [.goodEventsKept])
        }

        @Test(
            "shows events at the same time in the order the server sent them (all-day kinds first, then by name, since step 52)"
        )
        func calendar_sameTimeInTheServersOrder() async throws {
            let app = try await MyBizApp.onTab(
                "Calendar",
                routes: [
                    "GET /api/events": try .payload(.eventsSameTime),
                    "GET /api/employees": try .payload(.empty),
                ])
            defer { app.close() }

            expectScreen(app, matches: "calendar.sameTime", changedBy: [.sameTimeOrder])
        }

        @Test("a reload that fails keeps the events shown before, under the alert")
        func calendar_failedReloadKeepsTheEventsShownBefore() async throws {
            let app = try await MyBizApp.onTab(
                "Calendar", routes: ["GET /api/employees": try .payload(.empty)])
            defer { app.close() }

            app.server.stop()
            await app.showTab("Org Chart")
            await app.showTab("Calendar")

            #expect(app.server.requests.filter { $0.route == "GET /api/events" }.count == 1)
            expectScreen(app, matches: "calendar.failedReload")
        }

        @Test(
            "shows a symbol for every event type and sorts a day's events by time (birthdays since step 7, all day since step 36)"
        )
        func allTypes() async throws {
            let app = try await MyBizApp.onTab(
                "Calendar", routes: ["GET /api/events": try .payload(.eventsAllTypes)])
            defer { app.close() }

            expectScreen(
                app, matches: "calendar.allTypes",
                changedBy: [.birthdaysOnTheCalendar, .allDayBirthdays])
        }

        @Test("shows a half-hour event as lasting 0h")
        func calendar_showsAHalfHourEventAsZeroHours() async throws {
            let app = try await MyBizApp.onTab("Calendar")
            defer { app.close() }

            #expect(app.screen.contains("Interview with Hydra | 0h"))
        }

        @Test("loads the events again every time the tab appears")
        func reloadsOnEveryAppearance() async throws {
            let app = try await MyBizApp.onTab("Calendar")
            defer { app.close() }

            await app.showTab("Org Chart")
            await app.showTab("Calendar")

            let eventRequests = app.server.requests.filter { $0.route == "GET /api/events" }
            #expect(eventRequests.count == 2)
        }

        @Test("shows the events the server has when the tab appears again, in place of the first")
        func showsTheEventsOfTheLatestLoad() async throws {
            let app = try await MyBizApp.onTab(
                "Calendar", routes: ["GET /api/employees": try .payload(.empty)])
            defer { app.close() }
            #expect(app.screen.contains("Interview with Hydra"))

            app.server.answer("GET /api/events", with: try .payload(.eventsSameTime))
            await app.showTab("Org Chart")
            await app.showTab("Calendar")

            #expect(app.screen.contains("Budget review"), "\(app.screen)")
            #expect(!app.screen.contains("Interview with Hydra"), "\(app.screen)")
        }
    }
}
