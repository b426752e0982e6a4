import Fixtures
import Foundation
import MiniHealthKit
import Testing

#if REFACTORED
    @testable import RefactoredMyBiz
#else
    @testable import LegacyMyBiz
#endif

extension Characterization {
    @Suite("Settings screen") @MainActor
    struct SettingsScreen {
        @Test("shows Monday when the defaults say 2")
        func mondayFromDefaults() async throws {
            let app = try await MyBizApp.onTab("Settings", userDefaults: ["firstDayOfWeek": 2])
            defer { app.close() }

            #expect(app.screen.contains("First day of the week | Monday"))
        }

        @Test("counts any stored value other than 2 as Sunday", arguments: [1, 3, 7])
        func settings_countsAnyOtherValueAsSunday(value: Int) async throws {
            let app = try await MyBizApp.onTab("Settings", userDefaults: ["firstDayOfWeek": value])
            defer { app.close() }

            #expect(app.screen.contains("First day of the week | Sunday"))
        }

        @Test("toggles the first day between Sunday (1) and Monday (2) in the user defaults")
        func togglesFirstDay() async throws {
            let app = try await MyBizApp.onTab("Settings")
            defer { app.close() }

            await app.selectRow(containing: "First day of the week")
            #expect(UserDefaults.standard.integer(forKey: "firstDayOfWeek") == 2)
            expectScreen(app, matches: "settings.monday")

            await app.selectRow(containing: "First day of the week")
            #expect(UserDefaults.standard.integer(forKey: "firstDayOfWeek") == 1)
            #expect(app.screen.contains("First day of the week | Sunday"))
        }

        @Test("Connect Health, when Health shows the request, says Connected")
        func connectHealth() async throws {
            let app = try await MyBizApp.onTab("Settings")
            defer { app.close() }

            await app.selectRow(containing: "Connect Health")

            #expect(app.screen.contains("Connect Health | Connected"), "\(app.screen)")
            expectScreen(app, matches: "settings.health.connected")
        }

        @Test("Connect Health, when Health answers without showing the request, says Not connected")
        func connectHealthNotShown() async throws {
            let app = try await MyBizApp.onTab("Settings")
            defer { app.close() }
            HKHealthStore.simulatedAuthorization = (false, nil)

            await app.selectRow(containing: "Connect Health")

            #expect(app.screen.contains("Connect Health | Not connected"), "\(app.screen)")
            #expect(app.alert == nil, "no alert without an error:\n\(app.screen)")
        }

        @Test(
            "Connect Health, when Health fails, alerts and says Not connected: the wrapper's second answer sets the row until step 41, the screen itself since"
        )
        func settings_connectHealthAnswersTwiceOnAnError() async throws {
            let app = try await MyBizApp.onTab("Settings")
            defer { app.close() }
            HKHealthStore.simulatedAuthorization = (false, HealthUnavailable())

            await app.selectRow(containing: "Connect Health")

            #expect(app.screen.contains("Alert: Health"), "\(app.screen)")
            expectScreen(app, matches: "settings.health.failed")
        }

        @Test("logs out: back to login, the token forgotten, the user id kept")
        func settings_logOutKeepsTheUserId() async throws {
            let app = try await MyBizApp.onTab("Settings")
            defer { app.close() }

            await app.selectRow(containing: "Log Out")

            expectScreen(app, matches: "login.initial")
            #expect(app.api.token == nil)
            #expect(app.appDelegate.userId == "Coulson")
        }
    }
}

/// The error the simulated Health reports when a test makes it fail.
struct HealthUnavailable: Error {}
