import Foundation
import XCTest

@testable import RefactoredMyBiz

/// When a birthday is celebrated, seen from a given day: any day of the year works.
final class NextBirthdayTests: XCTestCase {
    var calendar: Calendar!

    override func setUp() {
        super.setUp()
        calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
    }

    func next(_ birthday: Date, seenOn now: Date) -> Date? {
        birthday.nextAnniversary(onOrAfter: now, in: calendar)
    }

    func test_nextAnniversary_laterThisYear_isThisYear() {
        XCTAssertEqual(next(utcDate(1920, 7, 4), seenOn: utcDate(2019, 4, 1)), utcDate(2019, 7, 4))
    }

    func test_nextAnniversary_alreadyPassedThisYear_isNextYear() {
        XCTAssertEqual(next(utcDate(1979, 1, 2), seenOn: utcDate(2019, 4, 1)), utcDate(2020, 1, 2))
    }

    func test_nextAnniversary_today_isToday_evenLateInTheDay() {
        let lateToday = utcDate(2019, 7, 4).addingTimeInterval(23 * 3600 + 59 * 60)

        XCTAssertEqual(next(utcDate(1920, 7, 4), seenOn: lateToday), utcDate(2019, 7, 4))
    }

    func test_nextAnniversary_checkedOn31December_isNextJanuary() {
        let newYearsEve = utcDate(2026, 12, 31).addingTimeInterval(22 * 3600)

        XCTAssertEqual(next(utcDate(1979, 1, 2), seenOn: newYearsEve), utcDate(2027, 1, 2))
        XCTAssertEqual(next(utcDate(1999, 12, 31), seenOn: newYearsEve), utcDate(2026, 12, 31))
    }

    func test_nextAnniversary_29FebruaryInACommonYear_is28February() {
        XCTAssertEqual(
            next(utcDate(1980, 2, 29), seenOn: utcDate(2027, 1, 10)), utcDate(2027, 2, 28))
        XCTAssertEqual(
            next(utcDate(1980, 2, 29), seenOn: utcDate(2027, 2, 28)), utcDate(2027, 2, 28))
    }

    func test_nextAnniversary_29FebruaryInALeapYear_is29February() {
        XCTAssertEqual(
            next(utcDate(1980, 2, 29), seenOn: utcDate(2028, 2, 1)), utcDate(2028, 2, 29))
    }

    func test_nextAnniversary_29FebruaryAfterItPassed_isTheLastDayOfNextYearsFebruary() {
        XCTAssertEqual(
            next(utcDate(1980, 2, 29), seenOn: utcDate(2027, 3, 1)), utcDate(2028, 2, 29))
        XCTAssertEqual(
            next(utcDate(1980, 2, 29), seenOn: utcDate(2025, 3, 1)), utcDate(2026, 2, 28))
    }
}
