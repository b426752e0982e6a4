import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

final class LoginViewControllerTests: XCTestCase {
    /// The homes the screen asked to show, in order.
    private var homesShown: [String] = []

    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_init_doesNotLogin() {
        let (_, service) = makeSUT()

        XCTAssertEqual(service.callCount, 0)
    }

    func test_login_doesLoadService() {
        let (sut, service) = makeSUT()

        sut.loginButton.sendActions(for: .touchUpInside)

        XCTAssertEqual(service.callCount, 1)
        XCTAssertEqual(service.requests.first?.username, "agent@shield.org")
        XCTAssertEqual(service.requests.first?.password, "hailHydra")
    }

    func test_loginTwice_loadsServiceTwice() {
        let (sut, service) = makeSUT()

        sut.loginButton.sendActions(for: .touchUpInside)
        sut.loginButton.sendActions(for: .touchUpInside)

        XCTAssertEqual(service.callCount, 2)
    }

    func test_login_withAnInvalidEmail_doesNotLoadService() {
        let (sut, service) = makeSUT()
        sut.emailField.text = "agent.shield.org"

        sut.loginButton.sendActions(for: .touchUpInside)

        XCTAssertEqual(service.callCount, 0)
    }

    func test_loginSucceed_presentsNoAlert() {
        let (sut, service) = makeSUT()

        sut.loginButton.sendActions(for: .touchUpInside)
        service.complete(with: .success(Token(token: "abc", userID: "Coulson")))

        XCTAssertNil(sut.presentedViewController)
    }

    func test_loginSucceed_showsTheHomeOfTheUserTheTokenNames() {
        let (sut, service) = makeSUT()

        sut.loginButton.sendActions(for: .touchUpInside)
        service.complete(with: .success(Token(token: "abc", userID: "Coulson")))

        XCTAssertEqual(homesShown, ["Coulson"])
    }

    func test_loginError_showsNoHome() {
        let (sut, service) = makeSUT()

        sut.loginButton.sendActions(for: .touchUpInside)
        service.complete(with: .failure(URLError(.cannotConnectToHost)))

        XCTAssertEqual(homesShown, [])
    }

    func test_loginError_presentsErrorMessage() {
        let (sut, service) = makeSUT()

        sut.loginButton.sendActions(for: .touchUpInside)
        service.complete(
            with: .failure(APIError(error: true, reason: "Invalid email or password.")))

        let alert = sut.presentedViewController as? UIAlertController
        XCTAssertEqual(alert?.title, "Login Failed")
        XCTAssertEqual(alert?.message, "Invalid email or password.")
    }

    func test_loginFailed_presentsErrorMessage() {
        let (sut, service) = makeSUT()

        sut.loginButton.sendActions(for: .touchUpInside)
        service.complete(with: .failure(URLError(.cannotConnectToHost)))

        let alert = sut.presentedViewController as? UIAlertController
        XCTAssertEqual(alert?.title, "Login Failed")
        XCTAssertEqual(alert?.message, "Could not reach the server.")
    }

    // MARK: - Helpers

    private func makeSUT(
        file: StaticString = #filePath, line: UInt = #line
    ) -> (sut: LoginViewController, service: LoginAPISpy) {
        installAppDelegate()
        let service = LoginAPISpy()
        let sut = LoginViewController(loginAPI: service) { [weak self] in
            self?.homesShown.append($0)
        }
        sut.loadViewIfNeeded()
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(service, file: file, line: line)
        return (sut, service)
    }
}
