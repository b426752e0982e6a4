import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// A screen is given the API it asks; the app delegate's is only the default.
final class ScreenAPITests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_eachScreen_givenAnAPI_asksItAndNotTheAppDelegates() throws {
        let appDelegatesAPI = try XCTUnwrap(installAppDelegate().api as? MockAPI)
        let screens: [(name: String, make: (API) -> UIViewController, asks: [String])] = [
            (
                "announcements", { AnnouncementsTableViewController(api: $0) },
                ["/api/announcements"]
            ),
            ("org chart", { OrgTableViewController(api: $0) }, ["/api/employees"]),
            (
                "purchase orders", { PurchaseOrdersTableViewController(api: $0) },
                ["/api/products", "/api/purchases"]
            ),
            ("new purchase order", { NewPurchaseOrderViewController(api: $0) }, []),
        ]

        for (name, make, asks) in screens {
            let api = MockAPI()
            let sut = make(api)
            sut.loadViewIfNeeded()
            sut.viewWillAppear(false)

            XCTAssertEqual(api.requestedPaths, asks, name)
            XCTAssertTrue(api.delegate === sut, "\(name) awaits the API it was given")
        }
        XCTAssertEqual(appDelegatesAPI.requestedPaths, [], "the app delegate's API was asked")
        XCTAssertNil(appDelegatesAPI.delegate, "a screen awaits the app delegate's API")
    }

    func test_aScreen_madeWithNoAPI_asksTheAppDelegates() throws {
        let appDelegatesAPI = try XCTUnwrap(installAppDelegate().api as? MockAPI)
        let sut = OrgTableViewController()

        sut.loadViewIfNeeded()
        sut.viewWillAppear(false)

        XCTAssertEqual(appDelegatesAPI.requestedPaths, ["/api/employees"])
        XCTAssertTrue(appDelegatesAPI.delegate === sut)
    }
}
