import MiniUIKit
import XCTest

@testable import MyBiz

/// Held back from step 20's exercise: another user, and an API replaced before the login.
final class ReportSendingHeldBackTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_anyLoginGivesTheReportingTabsTheAPITheAppHoldsThen() throws {
        let appDelegate = installAppDelegate()
        appDelegate.window = UIWindow()
        let replaced = API(server: "http://127.0.0.1:9/")
        appDelegate.api = replaced

        appDelegate.handleLogin(userId: "Fury")

        let tabs = try XCTUnwrap(appDelegate.rootController as? UITabBarController)
        let senders = (tabs.viewControllers ?? []).compactMap { $0 as? ReportSending }
        XCTAssertFalse(senders.isEmpty)
        XCTAssertTrue(senders.allSatisfy { $0.analytics as AnyObject === replaced })
    }
}
