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

    func test_orgLoaded_showsEachManagersTeamBesideTheirLocation() {
        let (sut, _) = makeSUT()
        sut.loadViewIfNeeded()

        sut.orgLoaded(org: [
            Employee(
                id: "Fury", givenName: "Nick", familyName: "Fury", location: "Triskelion",
                manager: nil, directReports: ["Cap"], birthday: nil),
            Employee(
                id: "Cap", givenName: "Steve", familyName: "Rogers", location: "Brooklyn",
                manager: "Fury", directReports: [], birthday: nil),
        ])

        let details = (0..<sut.tableView(sut.tableView, numberOfRowsInSection: 0)).map {
            sut.tableView(sut.tableView, cellForRowAt: IndexPath(row: $0, section: 0))
                .detailTextLabel?.text
        }
        XCTAssertEqual(details, ["Triskelion (team of 1)", "Brooklyn"])
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
