import Fixtures
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

final class CalendarViewControllerTests: XCTestCase {
    override func setUp() {
        super.setUp()
        useUTCTimeZone()
    }

    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_model_untilReplaced_usesTheAppDelegatesAPI() {
        let appDelegate = installAppDelegate()
        let sut = makeCalendarScreen()

        XCTAssertTrue(sut.model.api as AnyObject === appDelegate.api)
    }

    func test_init_withAnAPIAndAStore_makesItsModelOverThem() {
        let appDelegate = installAppDelegate()
        let api = MockAPI()
        let store = EventStore()

        let sut = CalendarViewController(api: api, store: store)

        XCTAssertTrue(sut.model.api as AnyObject === api)
        XCTAssertTrue(sut.model.eventService.store === store)
        XCTAssertFalse(sut.model.eventService.store === appDelegate.eventStore)
    }

    func test_loadEvents_withAModelReplacedAfterTheViewLoaded_usesThatModel() throws {
        let (sut, _) = makeSUT()
        let laterAPI = CalendarAPIStub()
        laterAPI.mockEvents = try mockEvents()
        sut.model = CalendarModel(api: laterAPI, now: { sampleNow })

        sut.loadEvents()

        wait(for: [expectation(until: { !sut.events.isEmpty })], timeout: 5)
        XCTAssertEqual(sut.events, try mockEvents())
    }

    func test_api_setAfterTheModelWasMade_givesTheNextLoadAModelOnIt() throws {
        let (sut, _) = makeSUT()
        let laterAPI = MockAPI()
        laterAPI.mockEvents = try mockEvents()

        sut.api = laterAPI
        sut.loadEvents()

        XCTAssertTrue(sut.model.api as AnyObject === laterAPI)
        wait(for: [expectation(until: { !sut.events.isEmpty })], timeout: 5)
        XCTAssertEqual(sut.events, try mockEvents())
    }

    func testLoadEvents_getsBirthdays() {
        // given
        let (sut, api) = makeSUT()
        api.mockEmployees = mockEmployees()
        let expectedEvents = mockBirthdayEvents()
        // when
        let predicate = NSPredicate { _, _ -> Bool in
            !sut.events.isEmpty
        }
        let exp = expectation(for: predicate, evaluatedWith: sut, handler: nil)
        sut.loadEvents()
        // then
        wait(for: [exp], timeout: 5)
        XCTAssertEqual(sut.events, expectedEvents)
    }

    func test_loadEvents_withBirthdaysAndEvents_showsBothByDay() throws {
        let (sut, api) = makeSUT()
        api.mockEmployees = mockEmployees()
        api.mockEvents = try mockEvents()

        sut.loadEvents()

        wait(for: [expectation(until: { sut.events.count == 6 })], timeout: 5)
        let expectedNames = (mockBirthdayEvents() + (try mockEvents())).map(\.name)
        XCTAssertEqual(Set(sut.events.map(\.name)), Set(expectedNames))
        XCTAssertEqual(sut.calendarView.visibleSections.count, 5)
        XCTAssertEqual(
            sut.calendarView.visibleSections[2].header, "Thursday, July 4, 2019",
            "Steve Rogers' birthday follows the April events")
    }

    func test_loadEvents_withoutTheScreenAppearing_loadsTheEvents() throws {
        // given
        let (sut, api) = makeSUT()
        let expectedEvents = try mockEvents()
        api.mockEvents = expectedEvents
        // when
        sut.loadEvents()
        // then
        wait(for: [expectation(until: { !sut.events.isEmpty })], timeout: 5)
        XCTAssertEqual(sut.events, expectedEvents)
    }

    func test_loadEvents_whenEventsFail_showsTheReasonAndKeepsTheBirthdays() {
        let (sut, api) = makeSUT()
        api.mockEmployees = mockEmployees()
        api.mockEventsError = APIError(error: true, reason: "The server is down.")

        sut.loadEvents()

        wait(
            for: [
                expectation(until: { sut.presentedViewController != nil && !sut.events.isEmpty })
            ],
            timeout: 5)
        let alert = sut.presentedViewController as? UIAlertController
        XCTAssertEqual(alert?.title, "Could not load events")
        XCTAssertEqual(alert?.message, "The server is down.")
        XCTAssertEqual(sut.events, mockBirthdayEvents())
    }

    func test_loadEvents_whenBirthdaysFail_saysTheBirthdaysFailedAndShowsTheEvents() throws {
        let (sut, api) = makeSUT()
        api.mockOrgError = URLError(.timedOut)
        api.mockEvents = try mockEvents()

        sut.loadEvents()

        wait(
            for: [
                expectation(until: { sut.presentedViewController != nil && !sut.events.isEmpty })
            ],
            timeout: 5)
        let alert = sut.presentedViewController as? UIAlertController
        XCTAssertEqual(alert?.title, "Could not load birthdays")
        XCTAssertEqual(alert?.message, "Please try again later.")
        XCTAssertEqual(sut.events, try mockEvents())
    }

    func test_reload_whenBirthdaysFail_showsTheEventsItLoaded() throws {
        let (sut, api) = makeSUT()
        api.mockEmployees = mockEmployees()
        api.mockEvents = try mockEvents()
        sut.loadEvents()
        wait(for: [expectation(until: { sut.events.count == 6 })], timeout: 5)
        let moved = Event(
            name: "Alien invasion, moved", date: utcDate(2019, 4, 12), type: .appointment,
            duration: 3600)
        api.mockOrgError = APIError(error: true, reason: "No org chart today")
        api.mockEvents = [moved]

        sut.loadEvents()

        wait(for: [expectation(until: { sut.presentedViewController != nil })], timeout: 5)
        XCTAssertEqual(sut.events, [moved])
        XCTAssertEqual(
            (sut.presentedViewController as? UIAlertController)?.message, "No org chart today")
    }

    func test_loadEvents_withBirthdaysAndEvents_reloadsTheTableOnce() throws {
        let (sut, api) = makeSUT()
        api.mockEmployees = mockEmployees()
        api.mockEvents = try mockEvents()
        let reloadsBefore = sut.calendarView.reloadCount

        sut.loadEvents()

        wait(for: [expectation(until: { sut.events.count == 6 })], timeout: 5)
        XCTAssertEqual(sut.calendarView.reloadCount - reloadsBefore, 1)
    }

    func test_table_showsAnEventWithoutANameAsNoTitle() throws {
        useUTCTimeZone()
        let (sut, _) = makeSUT()
        let day = utcDate(2019, 4, 10)
        sut.events = [Event(name: "", date: day, type: .appointment, duration: 1800)]

        let cell = try firstCell(of: sut, on: day)

        XCTAssertEqual(cell.nameLabel.text, "(No title)")
    }

    func test_table_showsAnEventWhoseNameIsOnlySpacesAsNoTitle() throws {
        useUTCTimeZone()
        let (sut, _) = makeSUT()
        let day = utcDate(2019, 4, 10)
        sut.events = [Event(name: " \t\n", date: day, type: .meeting, duration: 3600)]

        let cell = try firstCell(of: sut, on: day)

        XCTAssertEqual(cell.nameLabel.text, "(No title)")
    }

    func test_loadEvents_whenTheEventsCannotBeKept_saysWhyAndShowsTheOnesKeptBefore() throws {
        let (sut, api) = makeSUT()
        let store = EventStore()
        let kept = Event(name: "Kept", date: utcDate(2019, 4, 1), type: .meeting, duration: 0)
        try store.replaceEvents([kept])
        try store.execute("PRAGMA query_only = ON")
        sut.model = CalendarModel(api: api, store: store, now: { sampleNow })
        api.mockEvents = try mockEvents()

        sut.loadEvents()

        wait(for: [expectation(until: { sut.presentedViewController != nil })], timeout: 5)
        XCTAssertEqual(
            (sut.presentedViewController as? UIAlertController)?.message,
            "The saved events could not be used (:memory:: attempt to write a readonly database).")
        XCTAssertEqual(sut.events, [kept])
    }

    func test_makeModel_isOverTheScreensAPIAndTheAppDelegatesStore() {
        let appDelegate = installAppDelegate()
        let sut = makeCalendarScreen()
        let api = MockAPI()
        sut.api = api

        let model = sut.makeModel()

        XCTAssertTrue(model.api as AnyObject === api)
        XCTAssertTrue(model.eventService.store === appDelegate.eventStore)
        XCTAssertFalse(model === sut.model, "a new model each time")
    }

    func test_loadEvents_whenSomeEventsCannotBeRead_showsTheOthersAndSaysHowMany() throws {
        let (sut, api) = makeSUT()
        api.mockEventsBody = try JSONSerialization.jsonObject(
            with: Payload.eventsUnknownType.data())

        sut.loadEvents()

        wait(for: [expectation(until: { sut.presentedViewController != nil })], timeout: 5)
        let alert = try XCTUnwrap(sut.presentedViewController as? UIAlertController)
        XCTAssertEqual(alert.title, "Some events are not shown")
        XCTAssertEqual(alert.message, "1 event from the server could not be read.")
        XCTAssertEqual(sut.events.map(\.name), ["Alien invasion", "Panic attack"])
    }

    func test_loadEvents_whenSeveralEventsCannotBeRead_countsThemAll() throws {
        let (sut, api) = makeSUT()
        api.mockEventsBody = [["type": "Meeting"], ["name": "No type"], "not an event"]

        sut.loadEvents()

        wait(for: [expectation(until: { sut.presentedViewController != nil })], timeout: 5)
        let alert = try XCTUnwrap(sut.presentedViewController as? UIAlertController)
        XCTAssertEqual(alert.message, "3 events from the server could not be read.")
    }

    func test_reload_whenSomeEventsCannotBeRead_showsTheEventsItRead() throws {
        let (sut, api) = makeSUT()
        sut.events = [Event(name: "Shown before", date: sampleNow, type: .meeting, duration: 0)]
        api.mockEventsBody = try JSONSerialization.jsonObject(
            with: Payload.eventsMissingDate.data())

        sut.loadEvents()

        wait(for: [expectation(until: { sut.presentedViewController != nil })], timeout: 5)
        XCTAssertEqual(sut.events.map(\.name), ["Alien invasion", "Panic attack"])
    }

    func test_model_keepsItsEventsInTheAppDelegatesStore() {
        let appDelegate = installAppDelegate()
        let sut = makeCalendarScreen()

        XCTAssertTrue(sut.model.eventService.store === appDelegate.eventStore)
    }

    /// The screen as the storyboard makes it, with a model over a `CalendarAPIStub` on the sample day,
    /// its view loaded.
    private func makeSUT(file: StaticString = #filePath, line: UInt = #line)
        -> (sut: CalendarViewController, api: CalendarAPIStub)
    {
        installAppDelegate()
        let sut = makeCalendarScreen()
        let api = CalendarAPIStub()
        sut.model = CalendarModel(api: api, now: { sampleNow })
        sut.loadViewIfNeeded()
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, api)
    }

    private func makeCalendarScreen() -> CalendarViewController {
        UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "Calendar") as! CalendarViewController
    }
}
