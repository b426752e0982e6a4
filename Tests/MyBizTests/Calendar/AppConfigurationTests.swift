import XCTest

@testable import RefactoredMyBiz

/// Where the calendar keeps its events between launches.
final class AppConfigurationTests: XCTestCase {
    func test_eventStorePath_withoutAnEventsFile_isInMemory() {
        XCTAssertEqual(AppConfiguration(server: "http://127.0.0.1:9/").eventStorePath, ":memory:")
    }

    func test_eventStorePath_isTheEventsFileInTheUsersDataFolder() {
        let configuration = AppConfiguration(
            server: "http://127.0.0.1:9/", eventsFile: "MyBiz/events.sqlite")
        let dataFolder = FileManager.default.urls(
            for: .applicationSupportDirectory, in: .userDomainMask)[0]

        XCTAssertEqual(
            configuration.eventStorePath,
            dataFolder.appendingPathComponent("MyBiz/events.sqlite").path)
    }

    func test_load_readsTheAppsEventsFile() {
        XCTAssertEqual(AppConfiguration.load().eventsFile, "MyBiz/events.sqlite")
    }
}
