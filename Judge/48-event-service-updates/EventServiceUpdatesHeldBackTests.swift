import Foundation
import XCTest

@testable import MyBiz

/// Held back from step 48's exercise: one type updated among others kept, and a server that
/// answers no events.
final class EventServiceUpdatesHeldBackTests: XCTestCase {
    func test_updatingOneTypeKeepsOnlyThatTypeFromTheServerAndTheOtherTypesKept() throws {
        let store = EventStore()
        let keptDayOff = event("Kept day off", .dayOff, hour: 1)
        try store.replaceEvents([keptDayOff, event("Old birthday", .birthday, hour: 2)])
        let newBirthday = event("New birthday", .birthday, hour: 3)
        let mapper = EventsMapperSpy()
        mapper.events = [event("Server's day off", .dayOff, hour: 4), newBirthday]
        let sut = EventService(client: EventsClientStub(), mapper: mapper, store: store)
        var succeeded = false

        sut.updateEvents(type: .birthday, success: { succeeded = true }, failure: { _ in })

        XCTAssertTrue(succeeded)
        HeldBack.assertSame(try sut.obtainEvents(), [keptDayOff, newBirthday])
    }

    func test_anAnswerWithNoEventsEmptiesTheTypeUpdated() throws {
        let store = EventStore()
        try store.replaceEvents([event("Gone", .meeting, hour: 0)])
        let sut = EventService(client: EventsClientStub(), mapper: EventsMapperSpy(), store: store)
        var succeeded = false

        sut.updateEvents(type: .meeting, success: { succeeded = true }, failure: { _ in })

        XCTAssertTrue(succeeded)
        HeldBack.assertSame(try sut.obtainEvents(), [])
    }

    private func event(_ name: String, _ type: EventType, hour: Double) -> Event {
        Event(name: name, date: Date(timeIntervalSince1970: hour * 3600), type: type, duration: 0)
    }
}
