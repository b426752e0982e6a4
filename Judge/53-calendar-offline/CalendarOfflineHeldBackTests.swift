import Foundation
import MiniUIKit
import XCTest

@testable import MyBiz

/// Held back from step 53's exercise: other events kept, another way to be offline, a store
/// that cannot be read while the server is down, and the events read beside those that were not.
final class CalendarOfflineHeldBackTests: XCTestCase {
    private let noon = Date(timeIntervalSince1970: 1_956_484_800)

    private func load(_ model: CalendarModel) throws -> (events: [Event], error: Error?) {
        try answer(of: "the events") { done in model.getEvents { done(($0, $1)) } }
    }

    func test_answersTheEventsItKeptWhenTheServerTimesOut() throws {
        let api = CalendarAPIStub()
        let model = CalendarModel(api: api, store: EventStore(), now: { self.noon })
        let dentist = Event(name: "Dentist", date: noon, type: .appointment, duration: 2700)
        api.mockEvents = [dentist]
        _ = try load(model)
        api.mockEventsError = URLError(.timedOut)

        let (events, error) = try load(model)

        HeldBack.assertSame(events, [dentist])
        HeldBack.assertSame((error as? URLError)?.code, .timedOut)
    }

    func test_whenTheServerFailsAndTheStoreCannotBeRead_answersNoEventsAndTheServersError()
        throws
    {
        let api = CalendarAPIStub()
        let store = EventStore()
        try store.execute("DROP TABLE events")
        let model = CalendarModel(api: api, store: store, now: { self.noon })
        api.mockEventsError = URLError(.cannotFindHost)

        let (events, error) = try load(model)

        HeldBack.assertSame(events, [])
        HeldBack.assertSame((error as? URLError)?.code, .cannotFindHost)
    }

    func test_itemsThatCannotBeRead_areCountedBesideTheEventsThatWere() throws {
        let api = CalendarAPIStub()
        let model = CalendarModel(api: api, store: EventStore(), now: { self.noon })
        api.mockEventsBody = [
            ["name": "Quarterly review", "date": "2032-01-01T12:00:00Z", "type": "Meeting"],
            ["name": "No date", "type": "Meeting"], "not an event",
        ]

        let (events, error) = try load(model)

        HeldBack.assertSame(events.map(\.name), ["Quarterly review"])
        HeldBack.assertSame((error as? UnreadableEventsError)?.count, 2)
    }
}
