import MiniUIKit
import XCTest

@testable import MyBiz

/// Held back from step 18's exercise: a report for every appearance, and none for loading.
final class OrgChartReportsHeldBackTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_reportsEveryAppearanceButNotTheLoad() {
        installAppDelegate()
        let sut =
            UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "org") as! OrgTableViewController
        let analytics = MockAnalyticsAPI()
        sut.analytics = analytics

        sut.loadViewIfNeeded()
        XCTAssertEqual(analytics.reportCount, 0)
        sut.viewWillAppear(true)
        sut.viewWillAppear(false)

        XCTAssertEqual(
            analytics.messages,
            Array(repeating: .sendReport(name: "OrgChartShown", type: "ScreenView"), count: 2))
    }
}
