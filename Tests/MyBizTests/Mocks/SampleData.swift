import Fixtures
import Foundation

@testable import RefactoredMyBiz

/// The seed's three events, from the shared fixture.
func mockEvents() throws -> [Event] {
    try Payload.events.decoded(as: [Event].self)
}

/// The day the calendar tests run on: 1 April 2019, 09:30 UTC.
let sampleNow = Date(timeIntervalSince1970: 1_554_111_000)

/// A date at midnight UTC.
func utcDate(_ year: Int, _ month: Int, _ day: Int) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: year, month: month, day: day))!
}

func mockEmployees() -> [Employee] {
    [
        Employee(
            id: "Cap", givenName: "Steve", familyName: "Rogers", location: "Brooklyn",
            manager: nil, directReports: [], birthday: "07-04-1920"),
        Employee(
            id: "Surfer", givenName: "Norrin", familyName: "Radd", location: "Zenn-La",
            manager: nil, directReports: [], birthday: "03-01-1966"),
        Employee(
            id: "Wasp", givenName: "Hope", familyName: "van Dyne", location: "San Francisco",
            manager: nil, directReports: [], birthday: "01-02-1979"),
    ]
}

/// The birthday events of `mockEmployees()` seen from `sampleNow`, in UTC.
func mockBirthdayEvents() -> [Event] {
    [
        Event(
            name: "Steve Rogers Birthday", date: utcDate(2019, 7, 4), type: .birthday, duration: 0),
        Event(
            name: "Norrin Radd Birthday", date: utcDate(2020, 3, 1), type: .birthday, duration: 0),
        Event(
            name: "Hope van Dyne Birthday", date: utcDate(2020, 1, 2), type: .birthday, duration: 0),
    ]
}

func sampleReport() -> Report {
    Report(
        name: "name", recordedDate: sampleNow, type: "type", duration: 20, device: "device",
        os: "os", appVersion: "appVersion")
}
