import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

final class OrgTableViewControllerTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func testController_whenShown_sendsAnalytics() {
        // given
        let (sut, mockAnalytics) = makeSUT()
        // when
        sut.viewWillAppear(false)
        // then
        XCTAssertTrue(mockAnalytics.reportSent)
    }

    func test_viewWillAppear_wrapped_stillAsksForTheOrgChartAsWellAsReporting() {
        let (sut, mockAnalytics) = makeSUT()

        sut.viewWillAppear(false)

        XCTAssertTrue(UIApplication.appDelegate.api.delegate === sut, "the old behaviour")
        XCTAssertEqual(mockAnalytics.messages.count, 1, "the new behaviour")
    }

    func test_report_whenShown_isAScreenViewOfTheOrgChart() {
        let (sut, mockAnalytics) = makeSUT()

        sut.viewWillAppear(false)

        XCTAssertEqual(
            mockAnalytics.messages, [.sendReport(name: "OrgChartShown", type: "ScreenView")])
    }

    func test_org_isAReportSendingTab() {
        let (sut, _) = makeSUT()

        XCTAssertTrue((sut as AnyObject) is ReportSending)
    }

    /// The screen as the storyboard makes it, reporting to a spy. Both must be gone once the
    /// test is.
    private func makeSUT(file: StaticString = #filePath, line: UInt = #line)
        -> (sut: OrgTableViewController, analytics: MockAnalyticsAPI)
    {
        installAppDelegate()
        let sut =
            UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "org") as! OrgTableViewController
        let analytics = MockAnalyticsAPI()
        sut.analytics = analytics
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(analytics, file: file, line: line)
        return (sut, analytics)
    }
}
