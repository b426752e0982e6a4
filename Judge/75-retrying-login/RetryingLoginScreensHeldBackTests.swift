import Foundation
import XCTest

@testable import MyBiz

/// Held back from step 75's exercise: the login screen the composition root makes asks the API
/// once more when its first login could not reach the server, and tells the user the second
/// answer.
final class RetryingLoginScreensHeldBackTests: XCTestCase {
    func test_theLoginScreensAPI_triesALoginThatCouldNotConnectOnceMore() {
        let api = FlakyLoginAPI(server: "test")
        let screens = Screens(
            api: api, eventStore: EventStore(), userId: nil, showHome: { _ in }, showLogin: {})
        var answers: [Result<Token, Error>] = []

        screens.login().loginAPI.login(username: "agent@shield.org", password: "hailHydra") {
            answers.append($0)
        }

        HeldBack.assertSame(api.logins, 2)
        HeldBack.assertSame(answers.count, 1)
        HeldBack.assertSame((try? answers.first?.get())?.token, "abc")
    }
}

/// An API whose first login cannot connect and whose second one succeeds, at once.
private final class FlakyLoginAPI: API, @unchecked Sendable {
    var logins = 0

    override func login(
        username: String, password: String, completion: @escaping (Result<Token, Error>) -> Void
    ) {
        logins += 1
        if logins == 1 {
            completion(.failure(URLError(.cannotConnectToHost)))
        } else {
            completion(.success(Token(token: "abc", userID: "Coulson")))
        }
    }
}
