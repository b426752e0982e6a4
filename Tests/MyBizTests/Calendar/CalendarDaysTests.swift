import Foundation
import XCTest

@testable import RefactoredMyBiz

/// The calendar's day rules, exposed as static functions: tested over plain events and any
/// calendar, with no screen, storyboard or app delegate.
final class CalendarDaysTests: XCTestCase {
    func test_days_inUTC_areTheSampleEventsTwoDaysInOrder() throws {
        let days = CalendarViewController.days(of: try mockEvents(), in: calendar("UTC"))

        XCTAssertEqual(days, [utcDate(2019, 4, 10), utcDate(2019, 4, 17)])
    }

    func test_days_inKiritimati_moveTheEveningInterviewToTheNextDay() throws {
        let kiritimati = calendar("Pacific/Kiritimati")

        let days = CalendarViewController.days(of: try mockEvents(), in: kiritimati)

        XCTAssertEqual(days.map { kiritimati.component(.day, from: $0) }, [11, 18])
        XCTAssertEqual(
            CalendarViewController.events(try mockEvents(), on: days[0], in: kiritimati).count,
            2)
    }

    func test_eventsOnADay_areThatDaysEventsSortedByTime() throws {
        let utc = calendar("UTC")
        let events = try mockEvents().reversed()

        let onTenth = CalendarViewController.events(
            Array(events), on: utcDate(2019, 4, 10), in: utc)

        XCTAssertEqual(onTenth.map(\.name), ["Alien invasion", "Interview with Hydra"])
    }

    private func calendar(_ timeZone: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: timeZone)!
        return calendar
    }
}
