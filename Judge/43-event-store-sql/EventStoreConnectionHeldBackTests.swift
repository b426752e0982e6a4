import Foundation
import XCTest

@testable import MyBiz

/// Held back from step 43's exercise: a store never used, a file name a user might choose, and
/// one connection for a store in a file.
final class EventStoreConnectionHeldBackTests: XCTestCase {
    func test_aStoreNeverUsed_makesNoFile() {
        let path = scratchFile("unused.sqlite")

        _ = EventStore(path: path)

        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func test_aFileNamedWithSpacesAndAccents_isOpened() throws {
        let path = scratchFile("Zoë's saved events.sqlite")

        try EventStore(path: path).execute("CREATE TABLE notes (text TEXT)")

        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
    }

    func test_aStoreInAFile_keepsOneConnection() throws {
        let sut = EventStore(path: scratchFile("events.sqlite"))

        try sut.execute("CREATE TEMP TABLE notes (text TEXT)")

        XCTAssertNoThrow(try sut.execute("INSERT INTO notes VALUES ('kept')"))
    }

    /// A path named `name` in a folder of its own, removed once the test is over.
    private func scratchFile(_ name: String) -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("EventStoreConnectionHeldBackTests-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name).path
    }
}
