import Fixtures
import Foundation
import Testing

@testable import LegacyMyBiz

extension Characterization {
    @Suite("Settings screen") @MainActor
    struct SettingsScreen {
        func settings(
            _ response: FakeMyBizServer.Response? = nil, firstDayOfWeek: Int? = nil
        ) async throws -> LegacyApp {
            let routes = response.map { ["GET /api/users/Coulson": $0] } ?? [:]
            let app = try await LegacyApp.loggedIn(routes: routes)
            if let firstDayOfWeek {
                UserDefaults.standard.set(firstDayOfWeek, forKey: "firstDayOfWeek")
            }
            await app.showTab("Settings")
            return app
        }

        @Test(
            "shows the user, the first day of the week (Sunday when never set), version and Log Out"
        )
        func loaded() async throws {
            let app = try await settings()
            defer { app.close() }

            expectScreen(app, matches: "settings.loaded")
        }

        @Test("shows Monday when the defaults say 2")
        func mondayFromDefaults() async throws {
            let app = try await settings(firstDayOfWeek: 2)
            defer { app.close() }

            #expect(app.screen.contains("First day of the week | Monday"))
        }

        @Test("counts any stored value other than 2 as Sunday", arguments: [1, 3, 7])
        func settings_countsAnyOtherValueAsSunday(value: Int) async throws {
            let app = try await settings(firstDayOfWeek: value)
            defer { app.close() }

            #expect(app.screen.contains("First day of the week | Sunday"))
        }

        @Test("toggles the first day between Sunday (1) and Monday (2) in the user defaults")
        func togglesFirstDay() async throws {
            let app = try await settings()
            defer { app.close() }

            await app.selectRow(containing: "First day of the week")
            #expect(UserDefaults.standard.integer(forKey: "firstDayOfWeek") == 2)
            expectScreen(app, matches: "settings.monday")

            await app.selectRow(containing: "First day of the week")
            #expect(UserDefaults.standard.integer(forKey: "firstDayOfWeek") == 1)
            #expect(app.screen.contains("First day of the week | Sunday"))
        }

        @Test(
            "shows 'Loading…' with an 'Error' alert giving the server's reason when loading fails")
        func failed() async throws {
            let app = try await settings(try .payload(.errorServer, status: 500))
            defer { app.close() }

            expectScreen(app, matches: "settings.failed")
        }

        @Test("shows 'Unauthorized' when the token is refused")
        func unauthorized() async throws {
            let app = try await settings(try .payload(.errorUnauthorized, status: 401))
            defer { app.close() }

            expectScreen(app, matches: "settings.unauthorized")
        }

        @Test("says 'Something went wrong.' when the payload is malformed")
        func malformed() async throws {
            let app = try await settings(try .payload(.malformed))
            defer { app.close() }

            expectScreen(app, matches: "settings.malformed")
        }

        @Test("logs out: back to login, the token forgotten, the user id kept")
        func settings_logOutKeepsTheUserId() async throws {
            let app = try await settings()
            defer { app.close() }

            await app.selectRow(containing: "Log Out")

            expectScreen(app, matches: "login.initial")
            #expect(app.api.token == nil)
            #expect(app.appDelegate.userId == "Coulson")
        }
    }
}
