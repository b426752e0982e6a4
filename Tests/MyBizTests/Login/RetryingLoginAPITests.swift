import Foundation
import XCTest

@testable import RefactoredMyBiz

final class RetryingLoginAPITests: XCTestCase {
    func test_login_asksTheWrappedAPIOnce_withTheSameCredentials() {
        let (sut, wrapped) = makeSUT()

        sut.login(username: "agent@shield.org", password: "hailHydra") { _ in }

        XCTAssertEqual(wrapped.callCount, 1)
        XCTAssertEqual(wrapped.requests.first?.username, "agent@shield.org")
        XCTAssertEqual(wrapped.requests.first?.password, "hailHydra")
    }

    func test_login_thatCouldNotReachTheServer_isTriedOnceMore_andTheSecondAnswerIsTold() {
        let (sut, wrapped) = makeSUT()
        var answers: [Result<Token, Error>] = []
        sut.login(username: "agent@shield.org", password: "hailHydra") { answers.append($0) }

        wrapped.complete(with: .failure(URLError(.cannotConnectToHost)), at: 0)
        guard wrapped.callCount == 2 else { return XCTFail("the login was not tried again") }
        wrapped.complete(with: .success(Token(token: "abc", userID: "Coulson")), at: 1)

        XCTAssertEqual(wrapped.requests.map(\.username), ["agent@shield.org", "agent@shield.org"])
        XCTAssertEqual(wrapped.requests.map(\.password), ["hailHydra", "hailHydra"])
        XCTAssertEqual(answers.map { try? $0.get().userID }, ["Coulson"])
    }

    func test_login_isTriedOnceMore_afterEachFailureToConnectThatASecondTryMayGetPast() {
        let unreached: [URLError.Code] = [
            .cannotConnectToHost, .networkConnectionLost, .notConnectedToInternet, .cannotFindHost,
            .dnsLookupFailed,
        ]
        for code in unreached {
            let (sut, wrapped) = makeSUT()
            sut.login(username: "agent@shield.org", password: "hailHydra") { _ in }

            wrapped.complete(with: .failure(URLError(code)), at: 0)

            XCTAssertEqual(wrapped.callCount, 2, "after URLError \(code.rawValue)")
        }
    }

    func test_login_thatCouldNotReachTheServerTwice_tellsTheSecondFailure() {
        let (sut, wrapped) = makeSUT()
        var answers: [Result<Token, Error>] = []
        sut.login(username: "agent@shield.org", password: "hailHydra") { answers.append($0) }

        wrapped.complete(with: .failure(URLError(.networkConnectionLost)), at: 0)
        guard wrapped.callCount == 2 else { return XCTFail("the login was not tried again") }
        wrapped.complete(with: .failure(URLError(.notConnectedToInternet)), at: 1)

        XCTAssertEqual(wrapped.callCount, 2)
        XCTAssertEqual(
            answers.map { ($0.failure as? URLError)?.code }, [.notConnectedToInternet])
    }

    func test_login_thatTimedOut_isToldAtOnce_soTheUserDoesNotWaitTwice() {
        let (sut, wrapped) = makeSUT()
        var answers: [Result<Token, Error>] = []
        sut.login(username: "agent@shield.org", password: "hailHydra") { answers.append($0) }

        wrapped.complete(with: .failure(URLError(.timedOut)))

        XCTAssertEqual(wrapped.callCount, 1)
        XCTAssertEqual(answers.map { ($0.failure as? URLError)?.code }, [.timedOut])
    }

    func test_login_refusedByTheServer_isToldAtOnce_andNotTriedAgain() {
        let (sut, wrapped) = makeSUT()
        var answers: [Result<Token, Error>] = []
        sut.login(username: "agent@shield.org", password: "wrong") { answers.append($0) }

        wrapped.complete(
            with: .failure(APIError(error: true, reason: "Invalid email or password.")))

        XCTAssertEqual(wrapped.callCount, 1)
        XCTAssertEqual(
            answers.map { ($0.failure as? APIError)?.reason }, ["Invalid email or password."])
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line)
        -> (sut: RetryingLoginAPI, wrapped: LoginAPISpy)
    {
        let wrapped = LoginAPISpy()
        let sut = RetryingLoginAPI(wrapping: wrapped)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(wrapped, file: file, line: line)
        return (sut, wrapped)
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
