import Foundation
import XCTest

@testable import MyBiz

/// Held back from step 48's exercise: one type updated among others kept, a server that answers
/// no events, and items the mapper could not read counted.
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

        sut.updateEvents(type: .birthday, success: { _ in succeeded = true }, failure: { _ in })

        XCTAssertTrue(succeeded)
        HeldBack.assertSame(try sut.obtainEvents(), [keptDayOff, newBirthday])
    }

    func test_anAnswerWithNoEventsEmptiesTheTypeUpdated() throws {
        let store = EventStore()
        try store.replaceEvents([event("Gone", .meeting, hour: 0)])
        let sut = EventService(client: EventsClientStub(), mapper: EventsMapperSpy(), store: store)
        var succeeded = false

        sut.updateEvents(type: .meeting, success: { _ in succeeded = true }, failure: { _ in })

        XCTAssertTrue(succeeded)
        HeldBack.assertSame(try sut.obtainEvents(), [])
    }

    func test_theItemsTheMapperDidNotReadAreCounted_andTheOthersKept() throws {
        let store = EventStore()
        let client = EventsClientStub()
        client.response = [["name": "A"], ["name": "B"], "not an event", ["name": "D"]]
        let mapper = EventsMapperSpy()
        let read = event("Read", .meeting, hour: 5)
        mapper.events = [read]
        let sut = EventService(client: client, mapper: mapper, store: store)
        var unreadable: Int?

        sut.updateEvents(success: { unreadable = $0 }, failure: { _ in })

        HeldBack.assertSame(unreadable, 3)
        HeldBack.assertSame(try sut.obtainEvents(), [read])
    }

    func test_aListTheMapperReadsWholeCountsNothing() throws {
        let client = EventsClientStub()
        client.response = [["name": "A"]]
        let mapper = EventsMapperSpy()
        mapper.events = [event("A", .meeting, hour: 6)]
        let sut = EventService(client: client, mapper: mapper, store: EventStore())
        var unreadable: Int?

        sut.updateEvents(success: { unreadable = $0 }, failure: { _ in })

        HeldBack.assertSame(unreadable, 0)
    }

    private func event(_ name: String, _ type: EventType, hour: Double) -> Event {
        Event(name: name, date: Date(timeIntervalSince1970: hour * 3600), type: type, duration: 0)
    }
}
