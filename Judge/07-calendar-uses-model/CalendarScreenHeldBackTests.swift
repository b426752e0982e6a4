import Foundation
import MiniUIKit
import XCTest

@testable import MyBiz

/// Held back from step 7's exercise: the screen with other birthdays, events and failures.
final class CalendarScreenHeldBackTests: XCTestCase {
    /// An API answering canned data, in an app as it runs, in UTC.
    private func makeAPI() -> MockAPI {
        useUTCTimeZone()
        installAppDelegate()
        addTeardownBlock { UIApplication.shared.terminate() }
        return MockAPI()
    }

    /// The storyboard's calendar over `api`, loading its events.
    private func screen(_ api: MockAPI) -> CalendarViewController {
        let screen =
            UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "Calendar") as! CalendarViewController
        screen.model = CalendarModel(api: api, now: { utcDate(2019, 4, 1) })
        screen.loadViewIfNeeded()
        screen.loadEvents()
        return screen
    }

    func test_showsTheBirthdaysAndEventsOfOtherPeopleByDay() {
        let api = makeAPI()
        api.mockEmployees = [
            Employee(
                id: "Hulk", givenName: "Bruce", familyName: "Banner", location: "Dayton",
                manager: nil, directReports: [], birthday: "04-01-1969")
        ]
        api.mockEvents = [
            Event(name: "Board meeting", date: utcDate(2019, 5, 2), type: .meeting, duration: 5400)
        ]

        let sut = screen(api)

        wait(for: [expectation(until: { sut.events.count == 2 })], timeout: 5)
        HeldBack.assertSame(
            sut.calendarView.visibleSections.map(\.header),
            ["Monday, April 1, 2019", "Thursday, May 2, 2019"])
    }

    func test_whenTheEventsFail_showsTheServersOwnReason() {
        let api = makeAPI()
        api.mockEventsError = APIError(error: true, reason: "Maintenance until noon.")

        let sut = screen(api)

        wait(for: [expectation(until: { sut.presentedViewController != nil })], timeout: 5)
        HeldBack.assertSame(
            (sut.presentedViewController as? UIAlertController)?.message, "Maintenance until noon.")
    }
}
