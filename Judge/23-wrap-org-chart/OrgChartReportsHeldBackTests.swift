import MiniUIKit
import XCTest

@testable import MyBiz

/// Held back from step 23's exercise: a report for every appearance, and none for loading.
final class OrgChartReportsHeldBackTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_reportsEveryAppearanceButNotTheLoad() throws {
        installAppDelegate()
        let org = try XCTUnwrap(
            UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "org")
                as? OrgTableViewController)
        let spy = MockAnalyticsAPI()
        org.analytics = spy

        org.loadViewIfNeeded()
        let afterLoad = spy.reportCount
        org.viewWillAppear(true)
        org.viewWillAppear(false)

        HeldBack.assertSame(afterLoad, 0)
        HeldBack.assertSame(
            spy.messages,
            Array(repeating: .sendReport(name: "OrgChartShown", type: "ScreenView"), count: 2))
    }
}
