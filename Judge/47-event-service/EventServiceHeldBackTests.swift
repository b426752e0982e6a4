import Foundation
import XCTest

@testable import MyBiz

/// Held back from step 47's exercise: other lists to sort, and every type read back.
final class EventServiceHeldBackTests: XCTestCase {
    private let noon = Date(timeIntervalSince1970: 1_956_484_800)

    private func service(mapping events: [Event] = [], store: EventStore = EventStore())
        -> EventService
    {
        let mapper = EventsMapperSpy()
        mapper.events = events
        return EventService(client: EventsClientStub(), mapper: mapper, store: store)
    }

    private func event(_ name: String, _ type: EventType, hoursAfterNoon hours: Double) -> Event {
        Event(name: name, date: noon.addingTimeInterval(hours * 3600), type: type, duration: 60)
    }

    func test_sortsEventsThatArriveAlreadySorted() {
        let sorted = [
            event("Breakfast", .meeting, hoursAfterNoon: -3),
            event("Lunch", .meeting, hoursAfterNoon: 0),
            event("Dinner", .appointment, hoursAfterNoon: 7),
        ]

        HeldBack.assertSame(service().sortEvents(sorted), sorted)
    }

    func test_sortsEventsAtTheSameTime_allDayKindsFirst_thenByName() {
        let sameTime = [
            event("b meeting", .meeting, hoursAfterNoon: 0),
            event("Zed's day", .birthday, hoursAfterNoon: 0),
            event("a appointment", .appointment, hoursAfterNoon: 0),
            event("Off", .dayOff, hoursAfterNoon: 0),
            event("Earlier", .meeting, hoursAfterNoon: -1),
            event("Holiday", .domesticHoliday, hoursAfterNoon: 0),
        ]

        HeldBack.assertSame(
            service().sortEvents(sameTime).map(\.name),
            ["Earlier", "Holiday", "Off", "Zed's day", "a appointment", "b meeting"])
    }

    func test_sortsNothingIntoNothing() {
        HeldBack.assertSame(service().sortEvents([]), [])
    }

    func test_obtainsTheKeptEventsOfEveryTypeInTheCalendarsOrder() throws {
        let store = EventStore()
        let late = event("Late", .meeting, hoursAfterNoon: 5)
        let early = event("Early", .dayOff, hoursAfterNoon: -5)
        try store.replaceEvents([late, early])

        HeldBack.assertSame(try service(store: store).obtainEvents(), [early, late])
    }
}
