import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// The screens inside navigation controllers report too, once the controllers forward analytics.
final class ScreenReportsTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_calendar_whenShown_sendsACalendarScreenView() {
        assertReport(of: "Calendar", named: "CalendarShown")
    }

    func test_purchaseOrders_whenShown_sendsAPurchaseOrdersScreenView() {
        assertReport(of: "purchaseOrders", named: "PurchaseOrdersShown")
    }

    func test_settings_whenShown_sendsASettingsScreenView() {
        assertReport(of: "settings", named: "SettingsShown")
    }

    private func assertReport(
        of identifier: String, named name: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        installAppDelegate().userId = "Coulson"
        let screen = UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: identifier)
        guard let sender = screen as? ReportSending else {
            return XCTFail("\(identifier) does not send reports", file: file, line: line)
        }
        let analytics = MockAnalyticsAPI()
        sender.analytics = analytics

        screen.loadViewIfNeeded()
        screen.viewWillAppear(false)

        XCTAssertEqual(analytics.reports.map(\.name), [name], file: file, line: line)
        XCTAssertEqual(analytics.reports.map(\.type), ["ScreenView"], file: file, line: line)
    }
}
