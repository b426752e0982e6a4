import XCTest

@testable import RefactoredMyBiz

/// Every screen reports being shown the one way: it names its event, and the one `reportShown`
/// sends that event as a screen view.
final class ScreenReportingTests: XCTestCase {
    func test_reportShown_sendsTheScreensEventAsAScreenView() {
        let sut = ShownScreen()
        let analytics = MockAnalyticsAPI()
        sut.analytics = analytics

        sut.reportShown()

        XCTAssertEqual(analytics.messages, [.sendReport(name: "OrgChartShown", type: "ScreenView")])
    }

    func test_eachScreen_isShownUnderItsOwnEvent() {
        let screens: [(screen: any ScreenReporting.Type, event: AnalyticsEvent)] = [
            (AnnouncementsTableViewController.self, .announcementsShown),
            (CalendarViewController.self, .calendarShown),
            (OrgTableViewController.self, .orgChartShown),
            (PurchaseOrdersTableViewController.self, .purchaseOrdersShown),
            (SettingsTableViewController.self, .settingsShown),
        ]

        for (screen, event) in screens {
            XCTAssertEqual(screen.shownEvent, event, "\(screen)")
        }
    }
}

/// The least a screen that reports needs: analytics, and the event it is shown under.
private final class ShownScreen: ScreenReporting {
    static let shownEvent = AnalyticsEvent.orgChartShown
    var analytics: AnalyticsAPI?
}
