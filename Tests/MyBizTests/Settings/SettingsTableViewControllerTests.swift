import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// The settings screen is given its API and its user, so a test gives it its own, and the app
/// delegate's are never asked.
final class SettingsTableViewControllerTests: XCTestCase {
    /// How many times the screen asked to show the login.
    private var loginsShown = 0

    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_loadUser_asksItsAPIForItsUser() {
        let (sut, api) = makeSUT(userId: "Fury")

        sut.loadUser()

        XCTAssertEqual(api.requestedPaths, ["/api/users/Fury"])
        XCTAssertTrue(api.delegate === sut)
    }

    func test_logOut_logsOutItsAPIThenShowsTheLogin() {
        let (sut, api) = makeSUT(userId: "Fury")
        api.token = Token(token: "abc", userID: "Fury")

        sut.tableView(sut.tableView, didSelectRowAt: IndexPath(row: 0, section: 3))

        XCTAssertNil(api.token)
        XCTAssertEqual(loginsShown, 1)
    }

    func test_theAccountRow_showsNoLogin() {
        let (sut, _) = makeSUT(userId: "Fury")

        sut.tableView(sut.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))

        XCTAssertEqual(loginsShown, 0)
    }

    func test_firstDayRow_readsAndTogglesTheDefaultsItIsGiven() {
        let store = SettingsStoreFake(["firstDayOfWeek": 2])
        let (sut, _) = makeSUT(userId: "Fury", defaults: store)

        let row = sut.tableView(sut.tableView, cellForRowAt: IndexPath(row: 0, section: 1))
        sut.tableView(sut.tableView, didSelectRowAt: IndexPath(row: 0, section: 1))

        XCTAssertEqual(row.detailTextLabel?.text, "Monday")
        XCTAssertEqual(store.values, ["firstDayOfWeek": 1])
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

    /// A settings screen given `userId`, a `MockAPI` and `defaults` of its own. The installed app
    /// delegate has another user and API, which the screen must not reach.
    private func makeSUT(
        userId: String, defaults: SettingsStore = SettingsStoreFake(),
        file: StaticString = #filePath, line: UInt = #line
    )
        -> (sut: SettingsTableViewController, api: MockAPI)
    {
        installAppDelegate().userId = "Coulson"
        let api = MockAPI(server: "http://127.0.0.1:9/")
        let sut = SettingsTableViewController(api: api, userId: userId, defaults: defaults) {
            [weak self] in
            self?.loginsShown += 1
        }
        sut.loadViewIfNeeded()
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, api)
    }
}

private struct HealthStoreFailure: Error {}
