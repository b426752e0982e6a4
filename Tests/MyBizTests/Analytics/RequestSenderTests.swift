import Fixtures
import Foundation
import XCTest

@testable import RefactoredMyBiz

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class RequestSenderTests: XCTestCase {
    func test_sender_byDefault_sendsThroughTheAPIsOwnLoadTask() throws {
        let server = try FakeMyBizServer(routes: FakeMyBizServer.happyRoutes())
        defer { server.stop() }
        let sut = API(server: server.baseURL)
        let request = URLRequest(url: URL(string: server.baseURL + "api/announcements")!)
        let exp = expectation(description: "answered")
        var received: [Announcement]?

        sut.sender.send(
            request: request,
            success: { (announcements: [Announcement]) in
                received = announcements
                exp.fulfill()
            },
            failure: { _ in exp.fulfill() })

        wait(for: [exp], timeout: 5)
        XCTAssertEqual(received?.count, 3)
        XCTAssertEqual(server.requests.map(\.route), ["GET /api/announcements"])
    }

    func test_sender_whenReplaced_isTheReplacement() {
        let sut = API(server: "test")
        let mockSender = MockSender()

        sut.sender = mockSender

        XCTAssertTrue(sut.sender as AnyObject === mockSender)
    }

    func test_sender_byDefault_doesNotKeepTheAPIAlive() {
        weak var released: API?
        do {
            let sut = API(server: "test")
            _ = sut.sender
            released = sut
        }

        XCTAssertNil(released, "The API keeps itself alive through its default sender")
    }
}
