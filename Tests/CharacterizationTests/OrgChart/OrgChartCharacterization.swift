import Fixtures
import Foundation
import Testing

#if REFACTORED
    @testable import RefactoredMyBiz
#else
    @testable import LegacyMyBiz
#endif

extension Characterization {
    @Suite("Org chart screen") @MainActor
    struct OrgChartScreen {
        @Test("drops everyone whose manager is not in the list")
        func orgChart_dropsEmployeesWhoseManagerIsMissing() async throws {
            let app = try await MyBizApp.onTab("Org Chart")
            defer { app.close() }

            let employees = try Payload.employees.decoded(as: [Employee].self)
            #expect(employees.contains { $0.displayName == "Norrin Radd" })
            #expect(!app.screen.contains("Norrin Radd"))
        }

        @Test(
            "swallows every failure: an empty table and no message",
            arguments: [
                (Payload.errorServer, 500), (Payload.errorUnauthorized, 401),
                (Payload.malformed, 200),
            ])
        func orgChart_swallowsFailures(payload: Payload, status: Int) async throws {
            let app = try await MyBizApp.onTab(
                "Org Chart", routes: ["GET /api/employees": try .payload(payload, status: status)])
            defer { app.close() }

            #expect(app.alert == nil)
            #expect(app.visibleScreen.firstTable?.numberOfRows(inSection: 0) == 0)
        }
    }
}
