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
        let screen = AnnouncementsTableViewController(api: MockAPI())
        let sut = makeSUT(holding: screen)
        let analytics = MockAnalyticsAPI()

        sut.analytics = analytics

        XCTAssertTrue(screen.analytics as AnyObject === analytics)
        XCTAssertTrue(sut.analytics as AnyObject === analytics)
    }

    func test_navigationController_holdingAScreenThatDoesNotReport_hasNoAnalytics() {
        let sut = makeSUT(holding: UIViewController())

        sut.analytics = MockAnalyticsAPI()

        XCTAssertNil(sut.analytics)
    }

    /// A navigation controller holding `screen`, seen as `ReportSending`. It and the screen must
    /// be gone once the test is.
    private func makeSUT(
        holding screen: UIViewController, file: StaticString = #filePath, line: UInt = #line
    ) -> ReportSending {
        let sut = UINavigationController(rootViewController: screen)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(screen, file: file, line: line)
        return sut
    }
}
