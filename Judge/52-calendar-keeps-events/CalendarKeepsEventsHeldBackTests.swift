import Foundation
import MiniUIKit
import XCTest

@testable import MyBiz

/// Held back from step 52's exercise: the calendar's order at the same time, and items that
/// cannot be read answered as an error that counts them.
final class CalendarKeepsEventsHeldBackTests: XCTestCase {
    private let noon = Date(timeIntervalSince1970: 1_956_484_800)

    private func load(_ model: CalendarModel) throws -> Result<[Event], Error> {
        try answer(of: "the events") { done in model.getEvents { done($0) } }
    }

    func test_answersEventsAtTheSameTimeInTheCalendarsOrder() throws {
        let api = CalendarAPIStub()
        let model = CalendarModel(api: api, store: EventStore(), now: { self.noon })
        api.mockEvents = [
            Event(name: "Standup", date: noon, type: .meeting, duration: 900),
            Event(name: "Founders' Day", date: noon, type: .domesticHoliday, duration: 0),
            Event(name: "Call", date: noon, type: .appointment, duration: 600),
        ]

        let events = try load(model).get()

        HeldBack.assertSame(events.map(\.name), ["Founders' Day", "Call", "Standup"])
    }

    func test_twoItemsThatCannotBeRead_areAnsweredAsAnErrorThatCountsThem() throws {
        let api = CalendarAPIStub()
        let model = CalendarModel(api: api, store: EventStore(), now: { self.noon })
        api.mockEventsBody = [good, ["name": "No date", "type": "Meeting"], "not an event"]

        let result = try load(model)

        XCTAssertThrowsError(try result.get()) { error in
            HeldBack.assertSame((error as? UnreadableEventsError)?.count, 2)
        }
    }

    func test_aListThatReadsWhole_isAnsweredWithItsEvents() throws {
        let api = CalendarAPIStub()
        let model = CalendarModel(api: api, store: EventStore(), now: { self.noon })
        api.mockEventsBody = [
            good, ["name": NSNull(), "date": "2032-01-01T13:00:00Z", "type": "Meeting"],
        ]

        let events = try load(model).get()

        HeldBack.assertSame(events.map(\.name), ["Quarterly review", ""])
    }

    private let good: [String: Any] = [
        "name": "Quarterly review", "date": "2032-01-01T12:00:00Z", "type": "Meeting",
        "duration": 5400,
    ]
}
