import Fixtures
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// The Result-based login, against a server the test starts: no delegate is involved.
final class APILoginTests: XCTestCase {
    func test_loginWithCompletion_whenAccepted_answersTheTokenAndKeepsIt() throws {
        let (sut, server) = try makeSUT(answer: try .payload(.login))
        defer { server.stop() }

        let token = try answer(of: "the login") {
            sut.login(username: "agent@shield.org", password: "hailHydra", completion: $0)
        }.get()

        XCTAssertEqual(sut.token?.token, token.token)
        XCTAssertEqual(server.requests.map(\.route), ["POST /api/users/login"])
    }

    func test_loginWithCompletion_whenRefused_answersTheServersReason() throws {
        let (sut, server) = try makeSUT(answer: try .payload(.errorLogin, status: 401))
        defer { server.stop() }

        let result = try answer(of: "the login") {
            sut.login(username: "agent@shield.org", password: "wrong-password", completion: $0)
        }

        guard case .failure(let error as APIError) = result else {
            return XCTFail("expected the server's APIError, got \(result)")
        }
        XCTAssertEqual(error.reason, "Invalid email or password.")
        XCTAssertNil(sut.token)
    }

    private func makeSUT(answer: FakeMyBizServer.Response) throws -> (API, FakeMyBizServer) {
        UIApplication.shared.terminate()
        let server = try FakeMyBizServer(routes: ["POST /api/users/login": answer])
        return (API(server: server.baseURL), server)
    }
}
