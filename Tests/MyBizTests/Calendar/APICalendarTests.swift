import Fixtures
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// The org chart call with a completion, and the calendar over the real API, answer their own
/// caller, whoever is the API's delegate.
final class APICalendarTests: XCTestCase {
    func test_getOrgChartWithCompletion_answersTheServersEmployeesWithoutADelegate() throws {
        let (sut, server) = try makeSUT()
        defer { server.stop() }

        let employees = try answer(of: "the org chart") { sut.getOrgChart(completion: $0) }.get()

        XCTAssertEqual(
            employees.map(\.id), try Payload.employees.decoded(as: [Employee].self).map(\.id))
        XCTAssertEqual(server.requests.map(\.route), ["GET /api/employees"])
    }

    func test_calendarModel_whenAnotherScreenTakesTheDelegateDuringTheLoad_stillAnswers() throws {
        let (api, server) = try makeSUT()
        defer { server.stop() }
        let model = CalendarModel(api: api, now: { sampleNow })
        let otherTab = AnnouncementsTableViewController(api: api)

        let calendar: (events: [Event], error: Error?) = try answer(of: "the calendar") { done in
            model.getCalendarEvents { done(($0, $1)) }
            api.delegate = otherTab
        }

        XCTAssertNil(calendar.error)
        XCTAssertEqual(calendar.events.count, 6, "three birthdays and three events")
    }

    private func makeSUT() throws -> (API, FakeMyBizServer) {
        UIApplication.shared.terminate()
        let server = try FakeMyBizServer(routes: FakeMyBizServer.happyRoutes())
        return (API(server: server.baseURL), server)
    }
}
