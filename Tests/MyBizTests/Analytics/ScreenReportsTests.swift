import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// The screens inside navigation controllers report too, once the controllers forward analytics.
final class ScreenReportsTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_calendar_whenShown_sendsACalendarScreenView() throws {
        let (sut, analytics) = try makeSUT(screen: "Calendar")

        sut.viewWillAppear(false)

        XCTAssertEqual(analytics.messages, [.sendReport(name: "CalendarShown", type: "ScreenView")])
    }

    func test_purchaseOrders_whenShown_sendsAPurchaseOrdersScreenView() throws {
        let (sut, analytics) = try makeSUT(screen: "purchaseOrders")

        sut.viewWillAppear(false)

        XCTAssertEqual(
            analytics.messages, [.sendReport(name: "PurchaseOrdersShown", type: "ScreenView")])
    }

    func test_settings_whenShown_sendsASettingsScreenView() throws {
        let (sut, analytics) = try makeSUT(screen: "settings")

        sut.viewWillAppear(false)

        XCTAssertEqual(analytics.messages, [.sendReport(name: "SettingsShown", type: "ScreenView")])
    }

    func test_viewWillAppear_wrapped_stillLoadsEachScreensDataAsWellAsReporting() throws {
        for identifier in ["purchaseOrders", "settings"] {
            let (sut, analytics) = try makeSUT(screen: identifier)

            sut.viewWillAppear(false)

            let listener = UIApplication.appDelegate.api.delegate
            XCTAssertTrue(listener === sut, "\(identifier) no longer loads its data")
            XCTAssertEqual(analytics.messages.count, 1, "\(identifier) does not report")
        }
    }

    func test_calendar_viewWillAppear_wrapped_stillLoadsTheCalendarAsWellAsReporting() throws {
        let (sut, analytics) = try makeSUT(screen: "Calendar")
        let calendar = try XCTUnwrap(sut as? CalendarViewController)
        let api = CalendarAPIStub()
        calendar.model = CalendarModel(api: api, now: { sampleNow })

        sut.viewWillAppear(false)

        XCTAssertEqual(api.messages, [.getOrgChart, .requestEvents])
        XCTAssertEqual(analytics.messages.count, 1)
    }

    /// The storyboard's screen `identifier`, its view loaded, reporting to a spy. Both must be
    /// gone once the test is.
    private func makeSUT(
        screen identifier: String, file: StaticString = #filePath, line: UInt = #line
    )
        throws -> (sut: UIViewController, analytics: MockAnalyticsAPI)
    {
        installAppDelegate().userId = "Coulson"
        let sut = UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: identifier)
        let sender = try XCTUnwrap(
            sut as? ReportSending, "\(identifier) does not send reports", file: file, line: line)
        let analytics = MockAnalyticsAPI()
        sender.analytics = analytics
        sut.loadViewIfNeeded()
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(analytics, file: file, line: line)
        return (sut, analytics)
    }
}
