import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// A button keeps its action for as long as the screen keeps the button, so an action that holds
/// its screen strongly keeps the screen alive once nothing else does. Each screen here is let go
/// after its view loaded and its button did its work.
final class ScreensReleasedTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_loginScreen_afterLogInWasTapped_isReleased() throws {
        let sut: LoginViewController = try loadedScreen("login")
        sut.emailField.text = ""

        sut.loginButton.sendActions(for: .touchUpInside)

        XCTAssertEqual(alertTitle(of: sut), "Missing Email")
    }

    func test_newPurchaseOrderScreen_afterSubmitWasTapped_isReleased() throws {
        let sut: NewPurchaseOrderViewController = try loadedScreen("newPurchaseOrder")

        sut.formView.submitButton.sendActions(for: .touchUpInside)

        XCTAssertEqual(alertTitle(of: sut), "Missing Product")
    }

    func test_purchaseOrdersScreen_afterAddWasTapped_isReleasedWithTheFormItOpened() throws {
        let sut: PurchaseOrdersTableViewController = try loadedScreen("purchaseOrders")
        let navigation = UINavigationController(rootViewController: sut)

        try XCTUnwrap(sut.navigationItem.rightBarButtonItem, "no + button").tap()

        let form = try XCTUnwrap(
            navigation.topViewController as? NewPurchaseOrderViewController,
            "+ opened no purchase order form")
        trackForMemoryLeaks(form)
    }
}

extension XCTestCase {
    /// The screen the storyboard makes under `identifier`, its view loaded, on an app whose API
    /// is a `MockAPI`; the test fails if the screen outlives it.
    func loadedScreen<Screen: UIViewController>(
        _ identifier: String, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Screen {
        installAppDelegate()
        let sut = try XCTUnwrap(
            UIStoryboard(name: "Main", bundle: nil)
                .instantiateViewController(withIdentifier: identifier) as? Screen,
            "the storyboard made no \(Screen.self) for \"\(identifier)\"", file: file, line: line)
        sut.loadViewIfNeeded()
        trackForMemoryLeaks(sut, file: file, line: line)
        return sut
    }

    /// The title of the alert `screen` presents, if it presents one.
    func alertTitle(of screen: UIViewController) -> String? {
        (screen.presentedViewController as? UIAlertController)?.title
    }
}
