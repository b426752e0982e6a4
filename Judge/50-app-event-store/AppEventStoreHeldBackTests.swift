import Foundation
import XCTest

@testable import MyBiz

/// Held back from step 50's exercise: another events file, the app delegate's store, and a
/// folder missing two levels deep.
final class AppEventStoreHeldBackTests: XCTestCase {
    func test_eventStorePath_isAnyEventsFileUnderTheUsersDataFolder() {
        let path = AppConfiguration(
            server: "https://mybiz.example/", eventsFile: "Hill's data/calendar/kept.db"
        ).eventStorePath
        let dataFolder = FileManager.default.urls(
            for: .applicationSupportDirectory, in: .userDomainMask)[0].path

        XCTAssertTrue(path.hasPrefix(dataFolder), path)
        XCTAssertTrue(path.hasSuffix("/Hill's data/calendar/kept.db"), path)
    }

    func test_theAppDelegatesStore_isAtItsConfigurationsPath() {
        let appDelegate = installAppDelegate()

        HeldBack.assertSame(appDelegate.eventStore.path, appDelegate.configuration.eventStorePath)
    }

    func test_aStoreWhoseFolderIsMissingTwoLevelsDeep_makesBoth() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("AppEventStoreHeldBackTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("one/two/events.sqlite").path

        try EventStore(path: path).replaceEvents([])

        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
    }
}
