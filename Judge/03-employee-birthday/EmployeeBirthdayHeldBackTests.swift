import Foundation
import XCTest

@testable import MyBiz

/// Held back from step 3's exercise: birthdays of employees the visible tests never see.
final class EmployeeBirthdayHeldBackTests: XCTestCase {
    private let payload = """
        [{"id": "Hulk", "givenName": "Bruce", "familyName": "Banner", "location": "Dayton",
          "directReports": [], "birthday": "12-18-1969"},
         {"id": "Marvel", "givenName": "Carol", "familyName": "Danvers", "location": "Boston",
          "manager": "Fury", "directReports": ["Rambeau"], "birthday": "02-29-1980"},
         {"id": "Rambeau", "givenName": "Monica", "familyName": "Rambeau", "location": "Boston",
          "manager": "Marvel", "directReports": []}]
        """

    func test_keepsTheBirthdayOfEveryEmployeeAsTheServerSpellsIt() throws {
        let employees = try JSONDecoder().decode([Employee].self, from: Data(payload.utf8))

        HeldBack.assertSame(employees.map(\.birthday), ["12-18-1969", "02-29-1980", nil])
    }

    func test_sendsTheBirthdayBackWhenEncoded() throws {
        let employees = try JSONDecoder().decode([Employee].self, from: Data(payload.utf8))
        let again = try JSONDecoder().decode(
            [Employee].self, from: JSONEncoder().encode(employees))

        HeldBack.assertSame(again.map(\.birthday), employees.map(\.birthday))
    }

    func test_knowsNoOtherSpellingOfTheBirthdayType() {
        XCTAssertNil(EventType(rawValue: "birthday"))
        XCTAssertNotEqual(EventType.birthday.symbol, EventType.appointment.symbol)
    }
}
