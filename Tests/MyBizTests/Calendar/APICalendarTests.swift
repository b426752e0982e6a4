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
        let exp = expectation(description: "events answered")
        var answer: Result<[Event], Error>?

        sut.getEvents { result in
            answer = result
            exp.fulfill()
        }

        wait(for: [exp], timeout: 5)
        XCTAssertEqual(try XCTUnwrap(answer).get(), try sampleEvents())
        XCTAssertEqual(server.requests.map(\.route), ["GET /api/events"])
    }

    func test_getOrgChartWithCompletion_answersTheServersEmployeesWithoutADelegate() throws {
        let (sut, server) = try makeSUT()
        defer { server.stop() }
        let exp = expectation(description: "org chart answered")
        var answer: Result<[Employee], Error>?

        sut.getOrgChart { result in
            answer = result
            exp.fulfill()
        }

        wait(for: [exp], timeout: 5)
        let employees = try XCTUnwrap(answer).get()
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
        let exp = expectation(description: "events answered")
        var answer: Result<[Event], Error>?

        sut.getEvents { result in
            answer = result
            exp.fulfill()
        }

        wait(for: [exp], timeout: 5)
        guard case .failure(let error as APIError) = answer else {
            return XCTFail("expected the server's APIError, got \(String(describing: answer))")
        }
        XCTAssertEqual(error.reason, "The server is down for maintenance.")
    }

    func test_calendarModel_whenAnotherScreenTakesTheDelegateDuringTheLoad_stillAnswers() throws {
        let (api, server) = try makeSUT()
        defer { server.stop() }
        let model = CalendarModel(api: api, now: { sampleNow })
        let otherTab = AnnouncementsTableViewController()
        let exp = expectation(description: "calendar answered")
        var answer: (events: [Event], error: Error?)?

        model.getCalendarEvents { events, error in
            answer = (events, error)
            exp.fulfill()
        }
        api.delegate = otherTab

        wait(for: [exp], timeout: 5)
        XCTAssertNil(answer?.error)
        XCTAssertEqual(answer?.events.count, 6, "three birthdays and three events")
    }

    private func makeSUT() throws -> (API, FakeMyBizServer) {
        UIApplication.shared.terminate()
        let server = try FakeMyBizServer(routes: FakeMyBizServer.happyRoutes())
        return (API(server: server.baseURL), server)
    }
}
