import MiniUIKit
import XCTest

@testable import MyBiz

/// Held back from step 25's exercise: each screen reports every appearance, under its own name.
final class NavigationScreensReportsHeldBackTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_eachScreenReportsEveryAppearanceUnderItsOwnName() throws {
        let names = [
            "settings": "SettingsShown", "purchaseOrders": "PurchaseOrdersShown",
            "Calendar": "CalendarShown",
        ]
        for (identifier, name) in names {
            installAppDelegate().userId = "Hill"
            let sut = UIStoryboard(name: "Main", bundle: nil)
                .instantiateViewController(withIdentifier: identifier)
            let sender = try XCTUnwrap(sut as? ReportSending, identifier)
            let analytics = MockAnalyticsAPI()
            sender.analytics = analytics
            sut.loadViewIfNeeded()

            sut.viewWillAppear(false)
            sut.viewWillAppear(false)

            HeldBack.assertSame(analytics.reports.map(\.name), [name, name], identifier)
            HeldBack.assertSame(Set(analytics.reports.map(\.type)), ["ScreenView"], identifier)
            UIApplication.shared.terminate()
        }
    }
}
