import Foundation
import XCTest

@testable import MyBiz

/// Held back from step 4's exercise: other birthdays, other days, another time zone.
final class NextAnniversaryHeldBackTests: XCTestCase {
    private func day(_ year: Int, _ month: Int, _ day: Int, in calendar: Calendar) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day))!
    }

    private func calendar(_ zone: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        return calendar
    }

    func test_aBirthdayOn31DecemberSeenOnNewYearsDay_isAtTheEndOfThatYear() {
        let utc = calendar("UTC")
        let next = day(1990, 12, 31, in: utc).nextAnniversary(
            onOrAfter: day(2031, 1, 1, in: utc), in: utc)

        HeldBack.assertSame(next, day(2031, 12, 31, in: utc))
    }

    func test_a29FebruaryBirthdaySeenOnThatDayOfALeapYear_isThatDay() {
        let utc = calendar("UTC")
        let next = day(1996, 2, 29, in: utc).nextAnniversary(
            onOrAfter: day(2032, 2, 29, in: utc).addingTimeInterval(12 * 3600), in: utc)

        HeldBack.assertSame(next, day(2032, 2, 29, in: utc))
    }

    func test_aBirthdayThatWasYesterday_isNextYear() {
        let utc = calendar("UTC")
        let next = day(2001, 8, 14, in: utc).nextAnniversary(
            onOrAfter: day(2030, 8, 15, in: utc), in: utc)

        HeldBack.assertSame(next, day(2031, 8, 14, in: utc))
    }

    func test_countsDaysInTheCalendarItIsGiven() {
        let kiritimati = calendar("Pacific/Kiritimati")
        let lateOnTheEve = day(2030, 6, 14, in: kiritimati).addingTimeInterval(23 * 3600)
        let next = day(1985, 6, 15, in: kiritimati).nextAnniversary(
            onOrAfter: lateOnTheEve, in: kiritimati)

        HeldBack.assertSame(next, day(2030, 6, 15, in: kiritimati))
    }
}
