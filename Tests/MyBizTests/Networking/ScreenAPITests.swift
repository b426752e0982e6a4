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

    func test_screens_makeEachScreenOnTheirAPIStoreAndUser() {
        installAppDelegate()
        let api = MockAPI()
        let store = EventStore()
        let sut = Screens(
            api: api, eventStore: store, userId: "Fury", showHome: { _ in }, showLogin: {})

        let calendar = sut.calendar()
        let settings = sut.settings()

        XCTAssertTrue(sut.announcements().api === api, "announcements")
        XCTAssertTrue(sut.orgChart().api === api, "org chart")
        XCTAssertTrue(sut.purchaseOrders().api === api, "purchase orders")
        XCTAssertTrue(sut.newPurchaseOrder().api === api, "new purchase order")
        XCTAssertTrue(calendar.api === api, "calendar")
        XCTAssertTrue(calendar.store === store, "the calendar's store")
        XCTAssertTrue(
            (sut.login().loginAPI as? RetryingLoginAPI)?.wrapped as AnyObject === api, "login")
        XCTAssertTrue(settings.api === api, "settings")
        XCTAssertEqual(settings.userId, "Fury", "the settings' user")
    }

    func test_appDelegatesLogin_onSuccess_showsTheTabsOfTheUserTheTokenNames() {
        let appDelegate = installAppDelegate()
        appDelegate.window = UIWindow()
        let sut = appDelegate.screens.login()

        sut.handle(.success(Token(token: "abc", userID: "Coulson")))

        XCTAssertEqual(appDelegate.userId, "Coulson")
        XCTAssertTrue(appDelegate.rootController is UITabBarController)
    }

    func test_appDelegatesSettings_onLogOut_showTheLogin() {
        let appDelegate = installAppDelegate()
        appDelegate.window = UIWindow()
        appDelegate.userId = "Coulson"
        let sut = appDelegate.screens.settings()
        sut.loadViewIfNeeded()

        sut.tableView(sut.tableView, didSelectRowAt: IndexPath(row: 0, section: 3))

        XCTAssertTrue(appDelegate.rootController is LoginViewController)
    }

    func test_storyboard_makesItsScenesOnTheAppDelegatesAPIStoreAndUser() throws {
        let appDelegate = installAppDelegate()
        appDelegate.userId = "Fury"
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let scene = { storyboard.instantiateViewController(withIdentifier: $0) }

        let calendar = try XCTUnwrap(scene("Calendar") as? CalendarViewController)
        let settings = try XCTUnwrap(scene("settings") as? SettingsTableViewController)
        let login = try XCTUnwrap(scene("login") as? LoginViewController)

        let apis: [(scene: String, api: API?)] = [
            ("announcements", (scene("announcements") as? AnnouncementsTableViewController)?.api),
            ("org", (scene("org") as? OrgTableViewController)?.api),
            (
                "purchaseOrders",
                (scene("purchaseOrders") as? PurchaseOrdersTableViewController)?.api
            ),
            (
                "newPurchaseOrder",
                (scene("newPurchaseOrder") as? NewPurchaseOrderViewController)?.api
            ),
            ("Calendar", calendar.api),
            ("settings", settings.api),
        ]
        for (scene, api) in apis {
            XCTAssertTrue(api === appDelegate.api, scene)
        }
        XCTAssertTrue(calendar.store === appDelegate.eventStore)
        XCTAssertTrue(
            (login.loginAPI as? RetryingLoginAPI)?.wrapped as AnyObject === appDelegate.api)
        XCTAssertEqual(settings.userId, "Fury")
    }
}
