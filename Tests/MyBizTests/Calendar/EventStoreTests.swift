import Foundation
import XCTest

@testable import RefactoredMyBiz

/// The calendar's SQLite store: in memory, as the seed's Core Data stack is in its tests, and in
/// a scratch file where a test needs a file to lock, fill or damage.
final class EventStoreTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("EventStoreTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
        try super.tearDownWithError()
    }

    func test_events_ofAnEmptyStore_isEmpty() throws {
        XCTAssertEqual(try makeSUT().events(), [])
    }

    func test_replaceEvents_keepsThemInOrder() throws {
        let sut = makeSUT()

        try sut.replaceEvents(sampleEvents)

        XCTAssertEqual(try sut.events(), sampleEvents)
    }

    func test_replaceEvents_replacesEverythingKeptBefore() throws {
        let sut = makeSUT()
        try sut.replaceEvents(sampleEvents)

        try sut.replaceEvents([sampleEvents[2]])

        XCTAssertEqual(try sut.events(), [sampleEvents[2]])
    }

    func test_replaceEvents_ofAType_replacesThatTypeAndKeepsTheOthers() throws {
        let sut = makeSUT()
        try sut.replaceEvents(sampleEvents)
        let standup = Event(
            name: "Standup", date: utcDate(2019, 4, 11), type: .meeting, duration: 900)

        try sut.replaceEvents([standup], type: .meeting)

        XCTAssertEqual(try sut.events(type: .meeting), [standup])
        XCTAssertEqual(try sut.events(type: .appointment), Array(sampleEvents[0...1]))
    }

    func test_events_inAFile_outliveTheStoreThatKeptThem() throws {
        let path = folder.appendingPathComponent("events.sqlite").path
        try makeSUT(path: path).replaceEvents(sampleEvents)

        XCTAssertEqual(try makeSUT(path: path).events(), sampleEvents)
    }

    func test_replaceEvents_inAFileWhoseFolderIsMissing_makesTheFolder() throws {
        let path = folder.appendingPathComponent("Application Support/MyBiz/events.sqlite").path

        try makeSUT(path: path).replaceEvents([])

        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
    }

    func test_replaceEvents_whileAnotherProgramHoldsTheFile_failsAsBusyAndKeepsWhatWasKept()
        throws
    {
        let path = folder.appendingPathComponent("events.sqlite").path
        let sut = makeSUT(path: path)
        try sut.replaceEvents(sampleEvents)
        let otherProgram = makeSUT(path: path)
        try otherProgram.execute("BEGIN EXCLUSIVE")

        XCTAssertThrowsError(try sut.replaceEvents([])) { error in
            XCTAssertEqual((error as? EventStoreError)?.reason, .busy)
        }
        try otherProgram.execute("ROLLBACK")
        XCTAssertEqual(try sut.events(), sampleEvents)
    }

    func test_replaceEvents_onAFullDisk_failsAsFullAndKeepsWhatWasKept() throws {
        let sut = makeSUT()
        try sut.replaceEvents(sampleEvents)
        try sut.execute("PRAGMA max_page_count = 2")
        let many = (0..<500).map {
            Event(
                name: "Event \($0) " + String(repeating: "x", count: 100),
                date: utcDate(2019, 4, 10), type: .meeting, duration: 0)
        }

        XCTAssertThrowsError(try sut.replaceEvents(many)) { error in
            XCTAssertEqual((error as? EventStoreError)?.reason, .full)
        }
        XCTAssertEqual(try sut.events(), sampleEvents)
    }

    func test_events_fromADamagedFile_failsAsDamagedAndLeavesTheFileAlone() throws {
        let file = folder.appendingPathComponent("events.sqlite")
        let garbage = Data(String(repeating: "not a database ", count: 100).utf8)
        try garbage.write(to: file)

        XCTAssertThrowsError(try makeSUT(path: file.path).events()) { error in
            XCTAssertEqual((error as? EventStoreError)?.reason, .damaged)
        }
        XCTAssertEqual(try Data(contentsOf: file), garbage)
    }

    func test_replaceEvents_failingHalfway_keepsWhatWasKeptAndTheNextWriteWorks() throws {
        let sut = makeSUT()
        try sut.replaceEvents(sampleEvents)
        try sut.execute(
            "CREATE TEMP TRIGGER refuse BEFORE INSERT ON events BEGIN SELECT RAISE(ABORT, 'no'); END"
        )
        let next = [Event(name: "Next", date: utcDate(2019, 4, 2), type: .meeting, duration: 0)]

        XCTAssertThrowsError(try sut.replaceEvents(next))
        XCTAssertEqual(try sut.events(), sampleEvents)
        try sut.execute("DROP TRIGGER refuse")
        try sut.replaceEvents(next)

        XCTAssertEqual(try sut.events(), next)
    }

    func test_events_whereNoFileCanBeMade_failsSayingSo() {
        XCTAssertThrowsError(try makeSUT(path: "/dev/null/MyBiz/events.sqlite").events()) { error in
            XCTAssertEqual(
                (error as? EventStoreError)?.reason, .unusable("unable to open database file"))
        }
    }

    func test_events_whenTheirTableIsGone_failSayingWhy() throws {
        let sut = makeSUT()
        try sut.execute("DROP TABLE events")

        XCTAssertThrowsError(try sut.events()) { error in
            XCTAssertEqual((error as? EventStoreError)?.reason, .unusable("SQL logic error"))
        }
    }

    func test_errorMessages_sayWhatHappenedAndWhatToDo() {
        let busy = EventStoreError(code: 5, path: "/data/events.sqlite")
        let full = EventStoreError(code: 13, path: "/data/events.sqlite")
        let damaged = EventStoreError(code: 26, path: "/data/events.sqlite")
        let unusable = EventStoreError(code: 14, path: "/data/events.sqlite")

        XCTAssertEqual(
            busy.message,
            "Another program is using the saved events (/data/events.sqlite). Close it, then try again."
        )
        XCTAssertEqual(
            full.message,
            "The disk is full, so the new events could not be saved. Free some space, then try again."
        )
        XCTAssertEqual(
            damaged.message,
            "The saved events file is damaged (/data/events.sqlite). Delete it: the calendar saves its events again on the next load."
        )
        XCTAssertEqual(
            unusable.message,
            "The saved events could not be used (/data/events.sqlite: unable to open database file)."
        )
    }

    func test_aStoreInAFile_opensItOnFirstUse() throws {
        let path = folder.appendingPathComponent("events.sqlite").path
        let sut = makeSUT(path: path)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path), "opened before first use")

        try sut.execute("CREATE TABLE notes (text TEXT)")

        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
    }

    func test_execute_keepsOneConnection_soWhatOneCallMadeTheNextSees() throws {
        let sut = makeSUT()

        try sut.execute("CREATE TEMP TABLE notes (text TEXT)")

        XCTAssertNoThrow(try sut.execute("INSERT INTO notes VALUES ('kept')"))
    }

    func test_execute_ofWhatSQLiteRefuses_failsWithSQLitesCodeAndTheStoresPath() throws {
        let sut = makeSUT()

        XCTAssertThrowsError(try sut.execute("INSERT INTO nowhere VALUES (1)")) { error in
            let sqliteError: Int32 = 1  // SQLITE_ERROR, "SQL logic error"
            XCTAssertEqual(
                error as? EventStoreError, EventStoreError(code: sqliteError, path: ":memory:"))
        }
    }

    func test_aPathThatIsAFolder_failsWithItsPath() {
        XCTAssertThrowsError(try makeSUT(path: folder.path).execute("SELECT 1")) { error in
            XCTAssertEqual((error as? EventStoreError)?.path, self.folder.path)
        }
    }

    private func makeSUT(
        path: String = ":memory:", file: StaticString = #filePath, line: UInt = #line
    ) -> EventStore {
        let sut = EventStore(path: path)
        trackForMemoryLeaks(sut, file: file, line: line)
        return sut
    }

    private var sampleEvents: [Event] {
        [
            Event(
                name: "Alien invasion", date: utcDate(2019, 4, 10), type: .appointment,
                duration: 3600),
            Event(
                name: "Interview with Hydra", date: utcDate(2019, 4, 10), type: .appointment,
                duration: 1800),
            Event(name: "Panic attack", date: utcDate(2019, 4, 17), type: .meeting, duration: 3600),
        ]
    }
}
