import Fixtures
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// The API as the event service's client: the events list item by item, or an error.
final class APIEventsClientTests: XCTestCase {
    func test_requestEvents_answersEveryItemTheServerSent_evenABadOne() throws {
        let server = try FakeMyBizServer(routes: [
            "GET /api/events": try .payload(.eventsNullName)
        ])
        defer { server.stop() }
        let sut = API(server: server.baseURL)

        let result = try requestEvents(from: sut)

        let items = try XCTUnwrap(try result.get() as? [[String: Any]])
        XCTAssertEqual(items.map { $0["name"] is NSNull }, [false, true, false])
        XCTAssertEqual(items.map { $0["duration"] as? Double }, [3600, 1800, 3600])
        XCTAssertEqual(server.requests.map(\.route), ["GET /api/events"])
    }

    func test_requestEvents_whenTheServerRefuses_answersItsReason() throws {
        let server = try FakeMyBizServer(routes: [
            "GET /api/events": try .payload(.errorServer, status: 500)
        ])
        defer { server.stop() }
        let sut = API(server: server.baseURL)

        let result = try requestEvents(from: sut)

        guard case .failure(let error as APIError) = result else {
            return XCTFail("expected the server's APIError, got \(result)")
        }
        XCTAssertEqual(error.reason, "The server is down for maintenance.")
    }

    private func requestEvents(from sut: API) throws -> Result<Any, Error> {
        UIApplication.shared.terminate()
        return try answer(of: "the events") { done in
            sut.requestEvents(success: { done(.success($0)) }, failure: { done(.failure($0)) })
        }
    }
}
