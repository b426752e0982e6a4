import Foundation
import XCTest

@testable import MyBiz

/// Held back from step 42's exercise: other items, other offsets, other ways to be bad.
final class EventsMapperHeldBackTests: XCTestCase {
    private func date(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    func test_mapsEveryGoodItemOfAnyTypeInTheServersOrder() {
        let items: [Any] = [
            [
                "name": "Founders' Day", "date": "2031-07-01T00:00:00+0200",
                "type": "Domestic Holiday",
            ],
            [
                "name": "Dentist", "date": "2031-06-30T23:45:00-0700", "type": "Appointment",
                "duration": 2700,
            ],
            [
                "name": "Hill's birthday", "date": "2031-04-02T00:00:00+0000", "type": "Birthday",
                "duration": "0",
            ],
        ]

        HeldBack.assertSame(
            EventsMapper().mapEvents(items),
            [
                Event(
                    name: "Founders' Day", date: date("2031-06-30T22:00:00Z"),
                    type: .domesticHoliday, duration: 0),
                Event(
                    name: "Dentist", date: date("2031-07-01T06:45:00Z"), type: .appointment,
                    duration: 2700),
                Event(
                    name: "Hill's birthday", date: date("2031-04-02T00:00:00Z"), type: .birthday,
                    duration: 0),
            ])
    }

    func test_dropsOnlyTheItemsItCannotShow() {
        let items: [Any] = [
            ["name": "Kept first", "date": "2031-01-05T10:00:00Z", "type": "Day Off"],
            ["name": "A party", "date": "2031-01-06T10:00:00Z", "type": "Party"],
            ["name": "No date", "date": NSNull(), "type": "Meeting"],
            ["name": "Bad date", "date": "tomorrow", "type": "Meeting"],
            "not an item",
            [
                "name": "Kept last", "date": "2031-01-07T10:00:00Z", "type": "Meeting",
                "duration": 60,
            ],
        ]

        HeldBack.assertSame(
            EventsMapper().mapEvents(items).map(\.name), ["Kept first", "Kept last"])
    }
}
