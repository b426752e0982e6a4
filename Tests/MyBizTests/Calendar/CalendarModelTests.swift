import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

final class CalendarModelTests: XCTestCase {
    var mockAPI: MockAPI!
    var sut: CalendarModel!

    override func setUpWithError() throws {
        try super.setUpWithError()
        useUTCTimeZone()
        installAppDelegate()
        mockAPI = MockAPI()
        sut = CalendarModel(api: mockAPI, now: { sampleNow })
    }

    override func tearDownWithError() throws {
        weak let model = sut
        UIApplication.shared.terminate()
        mockAPI = nil
        sut = nil
        XCTAssertNil(model, "CalendarModel is still alive after the test: a retain cycle?")
        try super.tearDownWithError()
    }

    func testModel_whenGivenEmployeeList_generatesBirthdayEvents() {
        // given
        let employees = mockEmployees()
        // when
        let events = sut.convertBirthdays(employees)
        // then
        let expectedEvents = mockBirthdayEvents()
        XCTAssertEqual(events, expectedEvents)
    }

    func test_convertBirthdays_skipsEmployeesWithoutAValidBirthday() {
        let employees = [
            Employee(
                id: "Fury", givenName: "Nick", familyName: "Fury", location: "Triskelion",
                manager: nil, directReports: [], birthday: nil),
            Employee(
                id: "Odd", givenName: "Odd", familyName: "Date", location: "Nowhere",
                manager: nil, directReports: [], birthday: "1979-01-02"),
        ]

        XCTAssertEqual(sut.convertBirthdays(employees), [])
    }

    func testModel_whenBirthdaysLoaded_getsBirthdayEvents() {
        // given
        mockAPI.mockEmployees = mockEmployees()
        let exp = expectation(description: "birthdays loaded")
        // when
        var loadedEvents: [Event]?
        sut.getBirthdays { res in
            loadedEvents = try? res.get()
            exp.fulfill()
        }
        // then
        wait(for: [exp], timeout: 1)
        let expectedEvents = mockBirthdayEvents()
        XCTAssertEqual(loadedEvents, expectedEvents)
    }

    func testModel_whenEventsLoaded_getsEvents() throws {
        // given
        let expectedEvents = try sampleEvents()
        mockAPI.mockEvents = expectedEvents
        let exp = expectation(description: "events loaded")
        // when
        var loadedEvents: [Event]?
        sut.getEvents { res in
            loadedEvents = try? res.get()
            exp.fulfill()
        }
        // then
        wait(for: [exp], timeout: 1)
        XCTAssertEqual(loadedEvents, expectedEvents)
    }

    func testModel_whenBirthdaysFail_getsTheError() {
        mockAPI.mockOrgError = APIError(error: true, reason: "No org chart today")
        let exp = expectation(description: "birthdays failed")
        var failure: Error?

        sut.getBirthdays { res in
            if case .failure(let error) = res { failure = error }
            exp.fulfill()
        }

        wait(for: [exp], timeout: 1)
        XCTAssertEqual((failure as? APIError)?.reason, "No org chart today")
    }

    func testModel_whenEventsFail_getsTheError() {
        mockAPI.mockEventsError = URLError(.cannotConnectToHost)
        let exp = expectation(description: "events failed")
        var failure: Error?

        sut.getEvents { res in
            if case .failure(let error) = res { failure = error }
            exp.fulfill()
        }

        wait(for: [exp], timeout: 1)
        XCTAssertEqual((failure as? URLError)?.code, .cannotConnectToHost)
    }

    func test_getCalendarEvents_whenBothLoad_answersOnceWithBirthdaysAndEvents() throws {
        mockAPI.mockEmployees = mockEmployees()
        mockAPI.mockEvents = try sampleEvents()
        let exp = expectation(description: "calendar loaded")
        var answers: [(events: [Event], error: Error?)] = []

        sut.getCalendarEvents { events, error in
            answers.append((events, error))
            exp.fulfill()
        }

        wait(for: [exp], timeout: 1)
        XCTAssertEqual(answers.count, 1)
        XCTAssertEqual(answers.first?.events, mockBirthdayEvents() + (try sampleEvents()))
        XCTAssertNil(answers.first?.error)
    }

    func test_getCalendarEvents_whenEventsFail_answersWithTheBirthdaysAndTheError() {
        mockAPI.mockEmployees = mockEmployees()
        mockAPI.mockEventsError = APIError(error: true, reason: "Down")
        let exp = expectation(description: "calendar loaded")
        var answer: (events: [Event], error: Error?)?

        sut.getCalendarEvents { events, error in
            answer = (events, error)
            exp.fulfill()
        }

        wait(for: [exp], timeout: 1)
        XCTAssertEqual(answer?.events, mockBirthdayEvents())
        XCTAssertEqual((answer?.error as? APIError)?.reason, "Down")
    }
}
