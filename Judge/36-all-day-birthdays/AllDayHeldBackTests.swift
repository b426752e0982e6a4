import Foundation
import MiniUIKit
import XCTest

@testable import MyBiz

/// Held back from step 36's exercise: other birthdays, and events of the other types.
final class AllDayHeldBackTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    private func shown(_ event: Event) -> (time: String?, duration: String?) {
        installAppDelegate()
        let cell = CalendarCell(style: .default, reuseIdentifier: "CalendarCell")
        cell.timeLabel.text = "9:15 AM"
        cell.durationLabel.text = "2h"
        CalendarViewController().showAllDay(event, in: cell)
        return (cell.timeLabel.text, cell.durationLabel.text)
    }

    func test_anyBirthdayIsAllDay_whateverItsNameTimeOrDuration() {
        let birthday = Event(
            name: "Maria Hill Birthday", date: Date(timeIntervalSince1970: 1_900_000_000),
            type: .birthday, duration: 3600)

        let cell = shown(birthday)

        HeldBack.assertSame(cell.time, "All day")
        HeldBack.assertSame(cell.duration, "")
    }

    func test_everyOtherTypeKeepsItsTimeAndDuration() {
        for type in [EventType.appointment, .meeting, .domesticHoliday, .dayOff] {
            let cell = shown(
                Event(
                    name: "Birthday party", date: Date(timeIntervalSince1970: 1_900_000_000),
                    type: type, duration: 7200))

            HeldBack.assertSame(cell.time, "9:15 AM", "\(type)")
            HeldBack.assertSame(cell.duration, "2h", "\(type)")
        }
    }
}
