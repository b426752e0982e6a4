import Fixtures
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// The Result-based org chart and events calls answer their own caller, whoever is the API's
/// delegate.
final class APICalendarTests: XCTestCase {
    func test_getEventsWithCompletion_answersTheServersEventsWithoutADelegate() throws {
        let (sut, server) = try makeSUT()
        defer { server.stop() }

        let events = try answer(of: "the events") { sut.getEvents(completion: $0) }.get()

        XCTAssertEqual(events, try sampleEvents())
        XCTAssertEqual(server.requests.map(\.route), ["GET /api/events"])
    }

    func test_getOrgChartWithCompletion_answersTheServersEmployeesWithoutADelegate() throws {
        let (sut, server) = try makeSUT()
        defer { server.stop() }

        let employees = try answer(of: "the org chart") { sut.getOrgChart(completion: $0) }.get()

        XCTAssertEqual(
            employees.map(\.id), try Payload.employees.decoded(as: [Employee].self).map(\.id))
        XCTAssertEqual(server.requests.map(\.route), ["GET /api/employees"])
    }

    func test_getEventsWithCompletion_whenTheServerRefuses_answersItsReason() throws {
        let server = try FakeMyBizServer(routes: [
            "GET /api/events": try .payload(.errorServer, status: 500)
        ])
        defer { server.stop() }
        let sut = API(server: server.baseURL)

        let result = try answer(of: "the events") { sut.getEvents(completion: $0) }

        guard case .failure(let error as APIError) = result else {
            return XCTFail("expected the server's APIError, got \(result)")
        }
        XCTAssertEqual(error.reason, "The server is down for maintenance.")
    }

    func test_calendarModel_whenAnotherScreenTakesTheDelegateDuringTheLoad_stillAnswers() throws {
        let (api, server) = try makeSUT()
        defer { server.stop() }
        let model = CalendarModel(api: api, now: { sampleNow })
        let otherTab = AnnouncementsTableViewController()

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
