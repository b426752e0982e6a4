import Fixtures
import Foundation
import XCTest

@testable import RefactoredMyBiz

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The API makes its own `URLSession`; a test supersedes it with one whose protocol answers in
/// the process. What the API sends, and how it reads what comes back, are then tested with no
/// server at all, transport failures included.
final class APISessionTests: XCTestCase {
    func test_login_throughASupersededSession_sendsTheCredentialsAndKeepsTheToken() throws {
        let sut = API(server: "https://mybiz.invalid/")
        sut.session = AnsweringURLProtocol.session(answering: [
            "POST /api/users/login": try .payload(.login)
        ])

        let token = try answer(of: "the login") {
            sut.login(username: "agent@shield.org", password: "hailHydra", completion: $0)
        }.get()

        XCTAssertEqual(sut.token?.token, token.token)
        let sent = AnsweringURLProtocol.book.requests
        XCTAssertEqual(sent.map(AnsweringURLProtocol.Book.route), ["POST /api/users/login"])
        let credentials = Data("agent@shield.org:hailHydra".utf8).base64EncodedString()
        XCTAssertEqual(
            sent.first?.value(forHTTPHeaderField: "Authorization"), "Basic \(credentials)")
    }

    func test_login_afterAnEarlierLogin_sendsTheCredentialsAlone() throws {
        let sut = API(server: "https://mybiz.invalid/")
        sut.token = Token(token: "t-41", userID: "Coulson")
        sut.session = AnsweringURLProtocol.session(answering: [
            "POST /api/users/login": try .payload(.login)
        ])

        _ = try answer(of: "the login") {
            sut.login(username: "agent@shield.org", password: "hailHydra", completion: $0)
        }.get()

        let credentials = Data("agent@shield.org:hailHydra".utf8).base64EncodedString()
        XCTAssertEqual(
            AnsweringURLProtocol.book.requests.first?.value(forHTTPHeaderField: "Authorization"),
            "Basic \(credentials)", "the login carries no Bearer token")
    }

    func test_login_whenTheSessionCannotConnect_answersTheConnectionError() throws {
        let sut = API(server: "https://mybiz.invalid/")
        sut.session = AnsweringURLProtocol.session(failingWith: URLError(.notConnectedToInternet))

        let result = try answer(of: "the login") {
            sut.login(username: "agent@shield.org", password: "hailHydra", completion: $0)
        }

        guard case .failure(let error as URLError) = result else {
            return XCTFail("expected the session's URLError, got \(result)")
        }
        XCTAssertEqual(error.code, .notConnectedToInternet)
        XCTAssertNil(sut.token)
    }
}
