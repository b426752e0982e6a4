import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

final class ReportSendingTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_handleLogin_givesTheAPIToEveryScreenThatSendsReports() throws {
        let appDelegate = installAppDelegate()
        appDelegate.window = UIWindow()

        appDelegate.handleLogin(userId: "Coulson")

        let tabs = try XCTUnwrap(appDelegate.rootController as? UITabBarController)
        let screens = (tabs.viewControllers ?? []).map { tab in
            (tab as? UINavigationController)?.viewControllers.first ?? tab
        }
        let senders = screens.compactMap { $0 as? ReportSending }
        XCTAssertFalse(senders.isEmpty)
        for sender in senders {
            XCTAssertTrue(sender.analytics as AnyObject === appDelegate.api)
        }
        XCTAssertTrue(senders.contains { $0 is AnnouncementsTableViewController })
    }
}
