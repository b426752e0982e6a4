import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

final class AnnouncementsTableViewControllerTests: XCTestCase {
    var sut: AnnouncementsTableViewController!
    var mockAnalytics: MockAnalyticsAPI!

    override func setUpWithError() throws {
        try super.setUpWithError()
        installAppDelegate()
        sut =
            UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "announcements")
            as? AnnouncementsTableViewController
        mockAnalytics = MockAnalyticsAPI()
        sut.analytics = mockAnalytics
    }

    override func tearDownWithError() throws {
        UIApplication.shared.terminate()
        sut = nil
        mockAnalytics = nil
        try super.tearDownWithError()
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

    func testController_whenShownTwice_sendsTwoReports() {
        // when
        whenShown()
        whenShown()
        // then
        XCTAssertEqual(mockAnalytics.reportCount, 2)
    }

    func test_report_whenShown_isAScreenViewOfAnnouncementsFromThisDevice() throws {
        whenShown()

        let report = try XCTUnwrap(mockAnalytics.reports.first)
        XCTAssertEqual(report.name, "AnnouncementsShown")
        XCTAssertEqual(report.type, "ScreenView")
        XCTAssertNil(report.duration)
        XCTAssertEqual(report.device, "iPhone")
        XCTAssertEqual(report.os, "17.5")
        XCTAssertEqual(report.appVersion, "2.3.1")
    }
}
