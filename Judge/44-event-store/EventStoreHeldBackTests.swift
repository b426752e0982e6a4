import Foundation
import XCTest

@testable import MyBiz

/// Held back from step 44's exercise: events the visible tests never keep.
final class EventStoreHeldBackTests: XCTestCase {
    private let odd = [
        Event(
            name: "Robert'); DROP TABLE events;--",
            date: Date(timeIntervalSince1970: 1_956_527_999),
            type: .dayOff, duration: 0),
        Event(name: "", date: Date(timeIntervalSince1970: 86_400), type: .birthday, duration: 0.5),
        Event(
            name: "Zoë's 🎂 \"party\"", date: Date(timeIntervalSince1970: 1_234_567_890),
            type: .domesticHoliday, duration: 86_400),
    ]

    func test_keepsAnyEventExactly_inTheOrderGiven() throws {
        let sut = EventStore()

        try sut.replaceEvents(odd)

        HeldBack.assertSame(try sut.events(), odd)
    }

    func test_anEmptyListEmptiesTheStore() throws {
        let sut = EventStore()
        try sut.replaceEvents(odd)

        try sut.replaceEvents([])

        HeldBack.assertSame(try sut.events(), [])
    }
}
