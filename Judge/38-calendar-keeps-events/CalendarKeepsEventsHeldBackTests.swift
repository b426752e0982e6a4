import Foundation
import MiniUIKit
import XCTest

@testable import MyBiz

/// Held back from step 38's exercise: other events kept, another way to be offline, the
/// calendar's order at the same time.
final class CalendarKeepsEventsHeldBackTests: XCTestCase {
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

        XCTAssertEqual(events, [dentist])
        XCTAssertEqual((error as? URLError)?.code, .timedOut)
    }

    func test_answersEventsAtTheSameTimeInTheCalendarsOrder() throws {
        let api = CalendarAPIStub()
        let model = CalendarModel(api: api, store: EventStore(), now: { self.noon })
        api.mockEvents = [
            Event(name: "Standup", date: noon, type: .meeting, duration: 900),
            Event(name: "Founders' Day", date: noon, type: .domesticHoliday, duration: 0),
            Event(name: "Call", date: noon, type: .appointment, duration: 600),
        ]

        let (events, error) = try load(model)

        XCTAssertNil(error)
        XCTAssertEqual(events.map(\.name), ["Founders' Day", "Call", "Standup"])
    }
}
