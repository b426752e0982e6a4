import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

final class CalendarViewControllerTests: XCTestCase {
    var sut: CalendarViewController!
    var mockAPI: MockAPI!

    override func setUpWithError() throws {
        try super.setUpWithError()
        useUTCTimeZone()
        installAppDelegate()
        sut =
            UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "Calendar") as? CalendarViewController
        mockAPI = MockAPI()
        sut.api = mockAPI
        sut.now = { sampleNow }
        sut.loadViewIfNeeded()
    }

    override func tearDownWithError() throws {
        UIApplication.shared.terminate()
        mockAPI = nil
        sut = nil
        try super.tearDownWithError()
    }

    func test_api_whenInjected_replacesTheAppDelegatesAPI() {
        sut.loadEvents()

        XCTAssertTrue(mockAPI.delegate === sut.model)
        XCTAssertFalse(UIApplication.appDelegate.api === mockAPI)
    }

    func testLoadEvents_getsBirthdays() {
        // given
        mockAPI.mockEmployees = mockEmployees()
        let expectedEvents = mockBirthdayEvents()
        // when
        let predicate = NSPredicate { _, _ -> Bool in
            !self.sut.events.isEmpty
        }
        let exp = expectation(for: predicate, evaluatedWith: sut, handler: nil)
        sut.loadEvents()
        // then
        wait(for: [exp], timeout: 1)
        XCTAssertEqual(sut.events, expectedEvents)
    }

    func test_loadEvents_withBirthdaysAndEvents_showsBothByDay() throws {
        mockAPI.mockEmployees = mockEmployees()
        mockAPI.mockEvents = try sampleEvents()
        let predicate = NSPredicate { _, _ -> Bool in
            self.sut.events.count == 6
        }
        let exp = expectation(for: predicate, evaluatedWith: sut, handler: nil)

        sut.loadEvents()

        wait(for: [exp], timeout: 1)
        let expectedNames = (mockBirthdayEvents() + (try sampleEvents())).map(\.name)
        XCTAssertEqual(Set(sut.events.map(\.name)), Set(expectedNames))
        XCTAssertEqual(sut.calendarView.visibleSections.count, 5)
        XCTAssertEqual(
            sut.calendarView.visibleSections[2].header, "Thursday, July 4, 2019",
            "Steve Rogers' birthday follows the April events")
    }

    func test_loadEvents_withoutTheScreenAppearing_loadsTheEvents() throws {
        // given
        let expectedEvents = try sampleEvents()
        mockAPI.mockEvents = expectedEvents
        // when
        let predicate = NSPredicate { _, _ -> Bool in
            !self.sut.events.isEmpty
        }
        let exp = expectation(for: predicate, evaluatedWith: sut, handler: nil)
        sut.loadEvents()
        // then
        wait(for: [exp], timeout: 1)
        XCTAssertEqual(sut.events, expectedEvents)
    }

    func test_loadEvents_whenEventsFail_showsTheReasonAndKeepsTheBirthdays() {
        mockAPI.mockEmployees = mockEmployees()
        mockAPI.mockEventsError = APIError(error: true, reason: "The server is down.")
        let predicate = NSPredicate { _, _ -> Bool in
            self.sut.presentedViewController != nil && !self.sut.events.isEmpty
        }
        let exp = expectation(for: predicate, evaluatedWith: sut, handler: nil)

        sut.loadEvents()

        wait(for: [exp], timeout: 1)
        let alert = sut.presentedViewController as? UIAlertController
        XCTAssertEqual(alert?.title, "Could not load events")
        XCTAssertEqual(alert?.message, "The server is down.")
        XCTAssertEqual(sut.events, mockBirthdayEvents())
    }

    func test_loadEvents_whenBirthdaysFail_saysToTryAgainAndKeepsTheEvents() throws {
        mockAPI.mockOrgError = URLError(.timedOut)
        mockAPI.mockEvents = try sampleEvents()
        let predicate = NSPredicate { _, _ -> Bool in
            self.sut.presentedViewController != nil && !self.sut.events.isEmpty
        }
        let exp = expectation(for: predicate, evaluatedWith: sut, handler: nil)

        sut.loadEvents()

        wait(for: [exp], timeout: 1)
        XCTAssertEqual(
            (sut.presentedViewController as? UIAlertController)?.message, "Please try again later.")
        XCTAssertEqual(sut.events, try sampleEvents())
    }

    func test_loadEvents_withBirthdaysAndEvents_reloadsTheTableOnce() throws {
        mockAPI.mockEmployees = mockEmployees()
        mockAPI.mockEvents = try sampleEvents()
        let reloadsBefore = sut.calendarView.reloadCount
        let predicate = NSPredicate { _, _ -> Bool in
            self.sut.events.count == 6
        }
        let exp = expectation(for: predicate, evaluatedWith: sut, handler: nil)

        sut.loadEvents()

        wait(for: [exp], timeout: 1)
        XCTAssertEqual(sut.calendarView.reloadCount - reloadsBefore, 1)
    }
}
