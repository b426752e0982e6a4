import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

final class OrgTableViewControllerTests: XCTestCase {
    var sut: OrgTableViewController!
    var mockAnalytics: MockAnalyticsAPI!

    override func setUp() {
        super.setUp()
        installAppDelegate()
        sut =
            UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "org")
            as? OrgTableViewController

        mockAnalytics = MockAnalyticsAPI()
        sut.analytics = mockAnalytics
    }

    override func tearDown() {
        UIApplication.shared.terminate()
        sut = nil
        mockAnalytics = nil
        super.tearDown()
    }

    func whenShown() {
        sut.viewWillAppear(false)
    }

    func testController_whenShown_sendsAnalytics() {
        // when
        whenShown()

        // then
        XCTAssertTrue(mockAnalytics.reportSent)
    }

    func test_report_whenShown_isAScreenViewOfTheOrgChart() {
        whenShown()

        XCTAssertEqual(mockAnalytics.reports.map(\.name), ["OrgChartShown"])
        XCTAssertEqual(mockAnalytics.reports.map(\.type), ["ScreenView"])
    }

    func test_org_isAReportSendingTab() {
        XCTAssertTrue((sut as AnyObject) is ReportSending)
    }
}
