import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// Birthdays show as all-day events: the sprouted showAllDay(_:in:), then the table that calls it.
final class AllDayBirthdayTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_showAllDay_forABirthday_showsAllDayAndNoDuration() {
        let (sut, cell) = makeSUT()

        sut.showAllDay(mockBirthdayEvents()[0], in: cell)

        XCTAssertEqual(cell.timeLabel.text, "All day")
        XCTAssertEqual(cell.durationLabel.text, "")
    }

    func test_showAllDay_forAMeeting_leavesTheCellAsItWas() throws {
        let (sut, cell) = makeSUT()

        sut.showAllDay(try mockEvents()[2], in: cell)

        XCTAssertEqual(cell.timeLabel.text, "2:00 PM")
        XCTAssertEqual(cell.durationLabel.text, "1h")
    }

    func test_table_showsABirthdayAllDayAndAMeetingWithItsTime() throws {
        useUTCTimeZone()
        installAppDelegate()
        let sut = CalendarViewController(api: MockAPI(), store: EventStore())
        sut.loadViewIfNeeded()
        sut.events = [mockBirthdayEvents()[0]] + (try mockEvents())

        let birthday = try firstCell(of: sut, on: utcDate(2019, 7, 4))
        let meeting = try firstCell(of: sut, on: utcDate(2019, 4, 17))

        XCTAssertEqual(birthday.timeLabel.text, "All day")
        XCTAssertEqual(meeting.timeLabel.text, "2:00 PM")
        XCTAssertEqual(meeting.durationLabel.text, "1h")
    }

    /// A screen and a cell already showing a meeting at 2:00 PM for an hour.
    private func makeSUT() -> (CalendarViewController, CalendarCell) {
        installAppDelegate()
        let cell = CalendarCell(style: .default, reuseIdentifier: "CalendarCell")
        cell.timeLabel.text = "2:00 PM"
        cell.durationLabel.text = "1h"
        return (CalendarViewController(api: MockAPI(), store: EventStore()), cell)
    }
}
