import Foundation
import MiniUIKit
import XCTest

@testable import MyBiz

/// Held back from step 5's exercise: birthdays of other employees, seen on another day.
final class ConvertBirthdaysHeldBackTests: XCTestCase {
    private func employee(_ given: String, _ family: String, _ birthday: String?) -> Employee {
        Employee(
            id: given, givenName: given, familyName: family, location: "Earth", manager: nil,
            directReports: [], birthday: birthday)
    }

    /// The birthdays of `employees` seen on `now`, in UTC, by a model in an app as it runs.
    private func convert(_ employees: [Employee], seenOn now: Date) -> [Event] {
        useUTCTimeZone()
        installAppDelegate()
        addTeardownBlock { UIApplication.shared.terminate() }
        return CalendarModel(api: MockAPI(), now: { now }).convertBirthdays(employees)
    }

    func test_namesEachBirthdayAfterItsEmployee_inTheEmployeesOrder() {
        let events = convert(
            [
                employee("Bruce", "Banner", "12-18-1969"),
                employee("Nick", "Fury", nil),
                employee("Carol", "Danvers", "02-29-1980"),
            ], seenOn: utcDate(2027, 1, 10))

        HeldBack.assertSame(
            events,
            [
                Event(
                    name: "Bruce Banner Birthday", date: utcDate(2027, 12, 18), type: .birthday,
                    duration: 0),
                Event(
                    name: "Carol Danvers Birthday", date: utcDate(2027, 2, 28), type: .birthday,
                    duration: 0),
            ])
    }

    func test_dependsOnTheDayItIsGiven() {
        let bruce = [employee("Bruce", "Banner", "12-18-1969")]

        HeldBack.assertSame(
            convert(bruce, seenOn: utcDate(2035, 12, 19)).map(\.date), [utcDate(2036, 12, 18)])
    }

    func test_noEmployees_noBirthdays() {
        HeldBack.assertSame(convert([], seenOn: utcDate(2027, 1, 10)), [])
    }
}
