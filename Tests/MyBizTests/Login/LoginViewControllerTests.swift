import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

final class LoginViewControllerTests: XCTestCase {
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

    func test_loginSucceed_presentsSucceedMessage() {
        let (sut, service) = makeSUT()

        sut.loginButton.sendActions(for: .touchUpInside)
        service.complete(with: .success(Token(token: "abc", userID: "Coulson")))

        XCTAssertEqual(sut.presentedSucceedMessage, "Login succeed!")
        XCTAssertNil(sut.presentedErrorMessage)
    }

    func test_loginSucceed_showsTheTabsOfTheUserTheTokenNames() {
        let (sut, service) = makeSUT()

        sut.loginButton.sendActions(for: .touchUpInside)
        service.complete(with: .success(Token(token: "abc", userID: "Coulson")))

        XCTAssertEqual(UIApplication.appDelegate.userId, "Coulson")
        XCTAssertTrue(UIApplication.appDelegate.rootController is UITabBarController)
    }

    func test_loginSucceed_showsTheHomeOfTheUserTheTokenNames() {
        installAppDelegate()
        let service = LoginAPISpy()
        let sut = HomeRecordingLoginViewController(loginAPI: service)
        sut.loadViewIfNeeded()

        sut.loginButton.sendActions(for: .touchUpInside)
        service.complete(with: .success(Token(token: "abc", userID: "Coulson")))

        XCTAssertEqual(sut.homesShown, ["Coulson"])
        XCTAssertNil(UIApplication.appDelegate.userId, "the real home was not shown")
    }

    func test_loginError_presentsErrorMessage() {
        let (sut, service) = makeSUT()

        sut.loginButton.sendActions(for: .touchUpInside)
        service.complete(
            with: .failure(APIError(error: true, reason: "Invalid email or password.")))

        XCTAssertEqual(sut.presentedErrorMessage, "Invalid email or password.")
        XCTAssertNil(sut.presentedSucceedMessage)
        let alert = sut.presentedViewController as? UIAlertController
        XCTAssertEqual(alert?.title, "Login Failed")
        XCTAssertEqual(alert?.message, "Invalid email or password.")
    }

    func test_loginFailed_presentsErrorMessage() {
        let (sut, service) = makeSUT()

        sut.loginButton.sendActions(for: .touchUpInside)
        service.complete(with: .failure(URLError(.cannotConnectToHost)))

        XCTAssertEqual(sut.presentedErrorMessage, "Could not reach the server.")
        XCTAssertNil(sut.presentedSucceedMessage)
    }

    // MARK: - Helpers

    private func makeSUT(
        file: StaticString = #filePath, line: UInt = #line
    ) -> (sut: LoginViewController, service: LoginAPISpy) {
        let appDelegate = installAppDelegate()
        appDelegate.window = UIWindow()
        let service = LoginAPISpy()
        let sut = LoginViewController(loginAPI: service)
        sut.loadViewIfNeeded()
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(service, file: file, line: line)
        return (sut, service)
    }
}

/// Extract and Override Call: the call that swaps the app's root is the screen's own
/// `showHome(userId:)`, so this subclass records it instead, and no window or tabs are needed.
private final class HomeRecordingLoginViewController: LoginViewController {
    private(set) var homesShown: [String] = []

    override func showHome(userId: String) {
        homesShown.append(userId)
    }
}
