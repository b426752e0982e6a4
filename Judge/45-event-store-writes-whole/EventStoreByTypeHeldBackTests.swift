import Foundation
import XCTest

@testable import MyBiz

/// Held back from step 45's exercise: one type replaced among types kept out of order, and a
/// write of one type that fails.
final class EventStoreByTypeHeldBackTests: XCTestCase {
    private let kept = [
        event("Founders' day", .domesticHoliday, at: 3), event("Off", .dayOff, at: 1),
        event("Hope", .birthday, at: 2), event("Off again", .dayOff, at: 0),
    ]

    func test_replacingOneTypeLeavesEveryOtherTypeInItsOrder() throws {
        let sut = EventStore()
        try sut.replaceEvents(kept)
        let newBirthday = event("Hill", .birthday, at: 2_000_000_000)

        try sut.replaceEvents([newBirthday], type: .birthday)

        HeldBack.assertSame(try sut.events(type: .birthday), [newBirthday])
        HeldBack.assertSame(try sut.events(type: .dayOff), [kept[1], kept[3]])
        HeldBack.assertSame(try sut.events(type: .meeting), [])
        HeldBack.assertSame(try sut.events(), [kept[0], kept[1], kept[3], newBirthday])
    }

    func test_aWriteOfOneTypeThatFails_keepsThatTypeAndTheOthers() throws {
        let sut = EventStore()
        try sut.replaceEvents(kept)
        try sut.execute(
            "CREATE TEMP TRIGGER refuse BEFORE INSERT ON events BEGIN SELECT RAISE(ABORT, 'no'); END"
        )

        XCTAssertThrowsError(
            try sut.replaceEvents([event("New", .dayOff, at: 5)], type: .dayOff))

        HeldBack.assertSame(try sut.events(), kept)
    }
}

private func event(_ name: String, _ type: EventType, at seconds: TimeInterval) -> Event {
    Event(name: name, date: Date(timeIntervalSince1970: seconds), type: type, duration: 0)
}
