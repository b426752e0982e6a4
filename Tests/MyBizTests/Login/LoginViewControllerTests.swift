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

    func test_loginSucceed_presentsSucceedMessageAndShowsTheTabs() {
        let (sut, service) = makeSUT()

        sut.loginButton.sendActions(for: .touchUpInside)
        service.complete(with: .success(Token(token: "abc", userID: "Coulson")))

        XCTAssertEqual(sut.presentedSucceedMessage, "Login succeed!")
        XCTAssertNil(sut.presentedErrorMessage)
        XCTAssertEqual(UIApplication.appDelegate.userId, "Coulson")
        XCTAssertTrue(UIApplication.appDelegate.rootController is UITabBarController)
    }

    func test_loginError_presentsErrorMessage() {
        let (sut, service) = makeSUT()

        sut.loginButton.sendActions(for: .touchUpInside)
        service.complete(
            with: .failure(APIError(error: true, reason: "Invalid email or password.")))

        XCTAssertEqual(sut.presentedErrorMessage, "Login error!")
        XCTAssertNil(sut.presentedSucceedMessage)
        XCTAssertEqual((sut.presentedViewController as? UIAlertController)?.message, "Login error!")
    }

    func test_loginFailed_presentsErrorMessage() {
        let (sut, service) = makeSUT()

        sut.loginButton.sendActions(for: .touchUpInside)
        service.complete(with: .failure(URLError(.cannotConnectToHost)))

        XCTAssertEqual(sut.presentedErrorMessage, "Login error!")
        XCTAssertNil(sut.presentedSucceedMessage)
    }

    // MARK: - Helpers

    private func makeSUT(
        file: StaticString = #filePath, line: UInt = #line
    ) -> (sut: LoginViewController, service: LoginAPISpy) {
        let appDelegate = installAppDelegate()
        appDelegate.window = UIWindow()
        let service = LoginAPISpy()
        let sut = LoginViewController()
        sut.loginAPI = service
        sut.loadViewIfNeeded()
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(service, file: file, line: line)
        return (sut, service)
    }
}
