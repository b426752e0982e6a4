import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

final class AnnouncementsTableViewControllerTests: XCTestCase {
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

    func test_viewWillAppear_wrapped_stillAsksForTheAnnouncementsAsWellAsReporting() {
        let (sut, mockAnalytics) = makeSUT()

        sut.viewWillAppear(false)

        XCTAssertTrue(UIApplication.appDelegate.api.delegate === sut, "the old behaviour")
        XCTAssertEqual(mockAnalytics.messages.count, 1, "the new behaviour")
    }

    func testController_whenShownTwice_sendsTwoReports() {
        let (sut, mockAnalytics) = makeSUT()

        sut.viewWillAppear(false)
        sut.viewWillAppear(false)

        let shown = MockAnalyticsAPI.Message.sendReport(
            name: "AnnouncementsShown", type: "ScreenView")
        XCTAssertEqual(mockAnalytics.messages, [shown, shown])
    }

    func test_report_whenShown_isAScreenViewOfAnnouncementsFromThisDevice() throws {
        let (sut, mockAnalytics) = makeSUT()

        sut.viewWillAppear(false)

        let report = try XCTUnwrap(mockAnalytics.reports.first)
        XCTAssertEqual(report.name, "AnnouncementsShown")
        XCTAssertEqual(report.type, "ScreenView")
        XCTAssertNil(report.duration)
        XCTAssertEqual(report.device, "iPhone")
        XCTAssertEqual(report.os, "17.5")
        XCTAssertEqual(report.appVersion, "2.3.1")
    }

    /// The screen as the storyboard makes it, reporting to a spy. Both must be gone once the
    /// test is.
    private func makeSUT(file: StaticString = #filePath, line: UInt = #line)
        -> (sut: AnnouncementsTableViewController, analytics: MockAnalyticsAPI)
    {
        installAppDelegate()
        let sut =
            UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "announcements")
            as! AnnouncementsTableViewController
        let analytics = MockAnalyticsAPI()
        sut.analytics = analytics
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(analytics, file: file, line: line)
        return (sut, analytics)
    }
}
