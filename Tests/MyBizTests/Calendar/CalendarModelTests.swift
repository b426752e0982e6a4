import Fixtures
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

final class CalendarModelTests: XCTestCase {
    override func setUp() {
        super.setUp()
        useUTCTimeZone()
        installAppDelegate()
    }

    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func testModel_whenGivenEmployeeList_generatesBirthdayEvents() {
        // given
        let (sut, _) = makeSUT()
        let employees = mockEmployees()
        // when
        let events = sut.convertBirthdays(employees)
        // then
        let expectedEvents = mockBirthdayEvents()
        XCTAssertEqual(events, expectedEvents)
    }

    func test_convertBirthdays_skipsEmployeesWithoutAValidBirthday() {
        let (sut, _) = makeSUT()
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
        let (sut, api) = makeSUT()
        api.mockEmployees = mockEmployees()
        let exp = expectation(description: "birthdays loaded")
        // when
        var loadedEvents: [Event]?
        sut.getBirthdays { res in
            loadedEvents = try? res.get()
            exp.fulfill()
        }
        // then
        wait(for: [exp], timeout: 5)
        let expectedEvents = mockBirthdayEvents()
        XCTAssertEqual(loadedEvents, expectedEvents)
    }

    func testModel_whenEventsLoaded_getsEvents() throws {
        // given
        let (sut, api) = makeSUT()
        let expectedEvents = try mockEvents()
        api.mockEvents = expectedEvents
        let exp = expectation(description: "events loaded")
        // when
        var loadedEvents: [Event]?
        sut.getEvents { events, _ in
            loadedEvents = events
            exp.fulfill()
        }
        // then
        wait(for: [exp], timeout: 5)
        XCTAssertEqual(loadedEvents, expectedEvents)
    }

    func testModel_whenBirthdaysFail_getsTheError() {
        let (sut, api) = makeSUT()
        api.mockOrgError = APIError(error: true, reason: "No org chart today")
        let exp = expectation(description: "birthdays failed")
        var failure: Error?

        sut.getBirthdays { res in
            if case .failure(let error) = res { failure = error }
            exp.fulfill()
        }

        wait(for: [exp], timeout: 5)
        XCTAssertEqual((failure as? APIError)?.reason, "No org chart today")
    }

    func testModel_whenEventsFail_getsTheError() {
        let (sut, api) = makeSUT()
        api.mockEventsError = URLError(.cannotConnectToHost)
        let exp = expectation(description: "events failed")
        var failure: Error?

        sut.getEvents { _, error in
            failure = error
            exp.fulfill()
        }

        wait(for: [exp], timeout: 5)
        XCTAssertEqual((failure as? URLError)?.code, .cannotConnectToHost)
    }

    func test_getCalendarEvents_whenBothLoad_answersOnceWithBirthdaysAndEvents() throws {
        let (sut, api) = makeSUT()
        api.mockEmployees = mockEmployees()
        api.mockEvents = try mockEvents()
        let exp = expectation(description: "calendar loaded")
        var answers: [(events: [Event], error: Error?)] = []

        sut.getCalendarEvents { events, error in
            answers.append((events, error))
            exp.fulfill()
        }

        wait(for: [exp], timeout: 5)
        XCTAssertEqual(answers.count, 1)
        XCTAssertEqual(answers.first?.events, mockBirthdayEvents() + (try mockEvents()))
        XCTAssertNil(answers.first?.error)
    }

    func test_getCalendarEvents_whenEventsFail_answersWithTheBirthdaysAndTheError() {
        let (sut, api) = makeSUT()
        api.mockEmployees = mockEmployees()
        api.mockEventsError = APIError(error: true, reason: "Down")
        let exp = expectation(description: "calendar loaded")
        var answer: (events: [Event], error: Error?)?

        sut.getCalendarEvents { events, error in
            answer = (events, error)
            exp.fulfill()
        }

        wait(for: [exp], timeout: 5)
        XCTAssertEqual(answer?.events, mockBirthdayEvents())
        XCTAssertEqual((answer?.error as? APIError)?.reason, "Down")
    }

    func test_getCalendarEvents_whenBirthdaysFail_answersTheEventsAndSaysTheBirthdaysFailed()
        throws
    {
        let (sut, api) = makeSUT()
        api.mockOrgError = APIError(error: true, reason: "No org chart today")
        api.mockEvents = try mockEvents()

        let (events, error) = try loadCalendar(sut)

        XCTAssertEqual(events, try mockEvents())
        let failure = error as? BirthdaysError
        XCTAssertEqual((failure?.underlying as? APIError)?.reason, "No org chart today")
    }

    func test_getCalendarEvents_whenBothFail_answersTheEventsError() throws {
        let (sut, api) = makeSUT()
        api.mockOrgError = APIError(error: true, reason: "No org chart today")
        api.mockEventsError = APIError(error: true, reason: "Down")

        let (events, error) = try loadCalendar(sut)

        XCTAssertEqual(events, [])
        XCTAssertEqual((error as? APIError)?.reason, "Down")
    }

    func test_getEvents_whenTheServerCannotBeReached_answersTheEventsKeptBeforeAndTheError()
        throws
    {
        let (sut, api) = makeSUT()
        api.mockEvents = try mockEvents()
        _ = try answer(of: "the first load") { done in sut.getEvents { done(($0, $1)) } }
        api.mockEventsError = URLError(.notConnectedToInternet)

        let (events, error) = try answer(of: "the events") { done in
            sut.getEvents { done(($0, $1)) }
        }

        XCTAssertEqual(events, try mockEvents())
        XCTAssertEqual((error as? URLError)?.code, .notConnectedToInternet)
    }

    func test_getEvents_afterARelaunchWithoutTheServer_answersTheEventsKeptInTheFile() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("CalendarModelTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("MyBiz/events.sqlite").path
        let (firstLaunch, api) = makeSUT(store: EventStore(path: file))
        api.mockEvents = try mockEvents()
        _ = try answer(of: "the first load") { done in firstLaunch.getEvents { done(($0, $1)) } }
        let (sut, offline) = makeSUT(store: EventStore(path: file))
        offline.mockEventsError = URLError(.notConnectedToInternet)

        let (events, _) = try answer(of: "the events") { done in sut.getEvents { done(($0, $1)) } }

        XCTAssertEqual(events, try mockEvents())
    }

    func test_getEvents_whenTheStoreCannotKeepThem_answersTheEventsKeptBeforeAndTheStoresError()
        throws
    {
        let store = EventStore()
        let kept = Event(name: "Kept", date: utcDate(2019, 4, 1), type: .meeting, duration: 0)
        try store.replaceEvents([kept])
        try store.execute("PRAGMA query_only = ON")
        let (sut, api) = makeSUT(store: store)
        api.mockEvents = try mockEvents()

        let (events, error) = try answer(of: "the events") { done in
            sut.getEvents { done(($0, $1)) }
        }

        XCTAssertEqual(events, [kept])
        XCTAssertTrue(error is EventStoreError, "\(String(describing: error))")
    }

    func test_getEvents_whenTheStoreCannotBeRead_answersNoEventsAndTheStoresError() throws {
        let store = EventStore()
        try store.execute("DROP TABLE events")
        let (sut, api) = makeSUT(store: store)
        api.mockEvents = try mockEvents()

        let (events, error) = try answer(of: "the events") { done in
            sut.getEvents { done(($0, $1)) }
        }

        XCTAssertEqual(events, [])
        XCTAssertTrue(error is EventStoreError, "\(String(describing: error))")
    }

    func test_getEvents_answersEveryGoodEventOfABadPayloadInTheCalendarsOrder() throws {
        let (sut, api) = makeSUT()
        let sample = try mockEvents()
        api.mockEvents = [sample[2], sample[0], sample[1]]

        let (events, error) = try answer(of: "the events") { done in
            sut.getEvents { done(($0, $1)) }
        }

        XCTAssertEqual(events, sample)
        XCTAssertNil(error)
    }

    func test_getEvents_whenSomeItemsCannotBeRead_answersTheOthersAndHowManyWereNot() throws {
        let (sut, api) = makeSUT()
        api.mockEventsBody = try JSONSerialization.jsonObject(
            with: Payload.eventsMissingDate.data())

        let (events, error) = try answer(of: "the events") { done in
            sut.getEvents { done(($0, $1)) }
        }

        XCTAssertEqual(events.map(\.name), ["Alien invasion", "Panic attack"])
        XCTAssertEqual((error as? UnreadableEventsError)?.count, 1)
    }

    /// The model over a `CalendarAPIStub` and `store`, on the sample day. The model must be gone
    /// once the test is.
    /// The model's one answer to `getCalendarEvents`.
    private func loadCalendar(_ sut: CalendarModel) throws -> (events: [Event], error: Error?) {
        try answer(of: "the calendar") { done in sut.getCalendarEvents { done(($0, $1)) } }
    }

    private func makeSUT(
        store: EventStore = EventStore(), file: StaticString = #filePath, line: UInt = #line
    ) -> (sut: CalendarModel, api: CalendarAPIStub) {
        let api = CalendarAPIStub()
        let sut = CalendarModel(api: api, store: store, now: { sampleNow })
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, api)
    }
}
