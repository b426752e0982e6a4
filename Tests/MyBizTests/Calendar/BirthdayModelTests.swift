import Fixtures
import XCTest

@testable import RefactoredMyBiz

final class BirthdayModelTests: XCTestCase {
    func test_employee_decodedFromTheServer_keepsItsBirthday() throws {
        let employees = try Payload.employees.decoded(as: [Employee].self)

        XCTAssertEqual(employees.first { $0.id == "Cap" }?.birthday, "07-04-1920")
        XCTAssertNil(employees.first { $0.id == "Fury" }?.birthday)
    }

    func test_employee_birthdayFormat_isMonthDayYear() {
        XCTAssertEqual(Employee.birthdayFormat, "MM-dd-yyyy")
    }

    func test_eventType_birthday_hasTheServersSpellingAndACake() {
        XCTAssertEqual(EventType(rawValue: "Birthday"), .birthday)
        XCTAssertEqual(EventType.birthday.symbol, "🎂")
    }
}
