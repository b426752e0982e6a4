import Fixtures
import Foundation
import Testing

@testable import LegacyMyBiz

extension Characterization {
    @Suite("Org chart screen") @MainActor
    struct OrgChartScreen {
        func orgChart(_ response: FakeMyBizServer.Response? = nil) async throws -> LegacyApp {
            let routes = response.map { ["GET /api/employees": $0] } ?? [:]
            let app = try await LegacyApp.loggedIn(routes: routes)
            await app.showTab("Org Chart")
            return app
        }

        @Test("draws the tree from the top manager down, a dot per level, with each location")
        func loaded() async throws {
            let app = try await orgChart()
            defer { app.close() }

            expectScreen(app, matches: "orgChart.loaded")
        }

        @Test("drops everyone whose manager is not in the list")
        func orgChart_dropsEmployeesWhoseManagerIsMissing() async throws {
            let app = try await orgChart()
            defer { app.close() }

            let employees = try Payload.employees.decoded(as: [Employee].self)
            #expect(employees.contains { $0.displayName == "Norrin Radd" })
            #expect(!app.screen.contains("Norrin Radd"))
        }

        @Test("shows an empty table when there are no employees")
        func empty() async throws {
            let app = try await orgChart(try .payload(.empty))
            defer { app.close() }

            expectScreen(app, matches: "orgChart.empty")
        }

        @Test(
            "swallows every failure: an empty table and no message",
            arguments: [
                (Payload.errorServer, 500), (Payload.errorUnauthorized, 401),
                (Payload.malformed, 200),
            ])
        func orgChart_swallowsFailures(payload: Payload, status: Int) async throws {
            let app = try await orgChart(try .payload(payload, status: status))
            defer { app.close() }

            expectScreen(app, matches: "orgChart.failed")
        }
    }
}
