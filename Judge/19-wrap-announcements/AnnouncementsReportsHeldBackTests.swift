import MiniUIKit
import XCTest

@testable import MyBiz

/// Held back from step 19's exercise: a report for every appearance, and none for loading.
final class AnnouncementsReportsHeldBackTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    private func screen(reportingTo analytics: MockAnalyticsAPI) -> AnnouncementsTableViewController
    {
        installAppDelegate()
        let screen =
            UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "announcements")
            as! AnnouncementsTableViewController
        screen.analytics = analytics
        return screen
    }

    func test_loadingTheViewSendsNoReport() {
        let analytics = MockAnalyticsAPI()
        let sut = screen(reportingTo: analytics)

        sut.loadViewIfNeeded()

        HeldBack.assertSame(analytics.messages, [])
    }

    func test_everyAppearanceSendsAReportOfItsOwn() {
        let analytics = MockAnalyticsAPI()
        let sut = screen(reportingTo: analytics)

        for _ in 1...3 { sut.viewWillAppear(true) }

        HeldBack.assertSame(analytics.reportCount, 3)
        HeldBack.assertSame(Set(analytics.reports.map(\.name)), ["AnnouncementsShown"])
    }
}
