import Foundation
import MiniUIKit
import XCTest

@testable import MyBiz

/// Held back from step 51's exercise: the calendar's order at the same time.
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
}
