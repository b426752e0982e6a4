import Fixtures
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

final class APIServerTests: XCTestCase {
    func test_init_withServer_sendsRequestsThereWithoutAnAppDelegate() throws {
        UIApplication.shared.terminate()
        let server = try FakeMyBizServer(routes: FakeMyBizServer.happyRoutes())
        defer { server.stop() }
        let sut = API(server: server.baseURL)
        let exp = expectation(until: { !server.requests.isEmpty })

        sut.getAnnouncements()

        wait(for: [exp], timeout: 5)
        XCTAssertEqual(sut.server, server.baseURL)
        XCTAssertEqual(server.requests.map(\.route), ["GET /api/announcements"])
    }
}
