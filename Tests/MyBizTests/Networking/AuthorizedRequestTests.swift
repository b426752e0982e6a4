import Fixtures
import Foundation
import XCTest

@testable import RefactoredMyBiz

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every request starts one way, as a GET of the server's path; every one but the login's then
/// carries the Bearer token once the user has one.
final class AuthorizedRequestTests: XCTestCase {
    func test_requestTo_evenAfterLogin_isAGetOfThePathWithNoAuthorization() {
        let sut = API(server: "https://mybiz.invalid/")
        sut.token = Token(token: "t-42", userID: "Coulson")

        let request = sut.request(to: "api/users/login")

        XCTAssertEqual(request.url?.absoluteString, "https://mybiz.invalid/api/users/login")
        XCTAssertEqual(request.httpMethod, "GET")
        XCTAssertNil(request.value(forHTTPHeaderField: "Authorization"))
    }

    func test_authorizedRequest_beforeLogin_isAGetOfThePathWithNoAuthorization() {
        let sut = API(server: "https://mybiz.invalid/")

        let request = sut.authorizedRequest("api/products")

        XCTAssertEqual(request.url?.absoluteString, "https://mybiz.invalid/api/products")
        XCTAssertEqual(request.httpMethod, "GET")
        XCTAssertNil(request.value(forHTTPHeaderField: "Authorization"))
    }

    func test_authorizedRequest_afterLogin_carriesTheBearerToken() {
        let sut = API(server: "https://mybiz.invalid/")
        sut.token = Token(token: "t-42", userID: "Coulson")

        let request = sut.authorizedRequest("api/users/Coulson")

        XCTAssertEqual(request.value(forHTTPHeaderField: "Authorization"), "Bearer t-42")
    }

    func test_everyGet_sendsTheTokenToItsPath() {
        let gets: [(route: String, call: (API) -> Void)] = [
            ("GET /api/announcements", { $0.getAnnouncements() }),
            ("GET /api/employees", { $0.getOrgChart() }),
            ("GET /api/products", { $0.getProducts() }),
            ("GET /api/purchases", { $0.getPurchases() }),
            ("GET /api/users/Coulson", { $0.getUser(id: "Coulson") }),
            ("GET /api/events", { $0.requestEvents(success: { _ in }, failure: { _ in }) }),
        ]
        for (route, call) in gets {
            let sut = API(server: "https://mybiz.invalid/")
            sut.token = Token(token: "t-42", userID: "Coulson")
            sut.session = AnsweringURLProtocol.session(answering: [:])

            call(sut)

            wait(
                for: [expectation(until: { !AnsweringURLProtocol.book.requests.isEmpty })],
                timeout: 5)
            let sent = AnsweringURLProtocol.book.requests
            XCTAssertEqual(sent.map(AnsweringURLProtocol.Book.route), [route])
            XCTAssertEqual(
                sent.first?.value(forHTTPHeaderField: "Authorization"), "Bearer t-42", route)
        }
    }
}
