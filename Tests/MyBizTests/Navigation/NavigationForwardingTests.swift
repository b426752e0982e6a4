import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

final class NavigationForwardingTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_navigationController_givenAnalytics_passesThemToTheScreenItHolds() {
        installAppDelegate()
        let screen = AnnouncementsTableViewController()
        let navigation: ReportSending = UINavigationController(rootViewController: screen)
        let analytics = MockAnalyticsAPI()

        navigation.analytics = analytics

        XCTAssertTrue(screen.analytics as AnyObject === analytics)
        XCTAssertTrue(navigation.analytics as AnyObject === analytics)
    }

    func test_navigationController_holdingAScreenThatDoesNotReport_hasNoAnalytics() {
        let navigation: ReportSending = UINavigationController(
            rootViewController: UIViewController())

        navigation.analytics = MockAnalyticsAPI()

        XCTAssertNil(navigation.analytics)
    }
}
