import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// The settings screen reaches the app delegate through one getter, so a test subclass gives it
/// an app delegate of its own, and the global one is never asked.
final class SettingsTableViewControllerTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_loadUser_asksTheAPIOfItsAppDelegateForThatDelegatesUser() {
        let (sut, api) = makeSUT(userId: "Fury")

        sut.loadUser()

        XCTAssertEqual(api.requestedPaths, ["/api/users/Fury"])
        XCTAssertTrue(api.delegate === sut)
    }

    func test_logOut_logsOutTheAPIOfItsAppDelegate() {
        let (sut, api) = makeSUT(userId: "Fury")
        api.token = Token(token: "abc", userID: "Fury")

        sut.tableView(sut.tableView, didSelectRowAt: IndexPath(row: 0, section: 3))

        XCTAssertNil(api.token)
    }

    func test_connectHealth_whenTheRequestFails_saysSoAndShowsHealthNotConnected() throws {
        let (sut, _) = makeSUT(userId: "Fury")
        let store = HKHealthStoreSpy()
        sut.healthAccess.healthStore = store

        sut.connectHealth()
        store.requestAuthorizationArgs.first?.completion(false, HealthStoreFailure())

        let alert = try XCTUnwrap(sut.presentedViewController as? UIAlertController)
        XCTAssertEqual(alert.message, "Could not ask Health for access.")
        XCTAssertEqual(sut.healthStatus, "Not connected")
    }

    /// A settings screen whose app delegate, with `userId` and a `MockAPI`, is its own. The
    /// installed app delegate has another user and API, which the screen must not reach.
    private func makeSUT(userId: String) -> (sut: SettingsTableViewController, api: MockAPI) {
        installAppDelegate().userId = "Coulson"
        let appDelegate = AppDelegate()
        appDelegate.userId = userId
        let api = MockAPI(server: "http://127.0.0.1:9/")
        appDelegate.api = api
        let sut = TestableSettingsTableViewController(appDelegate: appDelegate)
        sut.loadViewIfNeeded()
        trackForMemoryLeaks(sut)
        return (sut, api)
    }
}

/// Replace Global Reference with Getter pays off: the subclass overrides the getter only.
private final class TestableSettingsTableViewController: SettingsTableViewController {
    let ownAppDelegate: AppDelegate

    init(appDelegate: AppDelegate) {
        ownAppDelegate = appDelegate
        super.init()
    }

    override var appDelegate: AppDelegate { ownAppDelegate }
}

private struct HealthStoreFailure: Error {}
