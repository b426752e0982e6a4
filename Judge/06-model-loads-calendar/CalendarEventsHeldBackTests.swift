import Foundation
import MiniUIKit
import XCTest

@testable import MyBiz

/// Held back from step 6's exercise: the model's one answer, with other employees and events.
final class CalendarEventsHeldBackTests: XCTestCase {
    private let boardMeeting = Event(
        name: "Board meeting", date: utcDate(2019, 5, 2), type: .meeting, duration: 5400)
    private let bruce = Employee(
        id: "Hulk", givenName: "Bruce", familyName: "Banner", location: "Dayton", manager: nil,
        directReports: [], birthday: "12-18-1969")

    /// An API answering canned data, in an app as it runs, in UTC.
    private func makeAPI() -> MockAPI {
        useUTCTimeZone()
        installAppDelegate()
        addTeardownBlock { UIApplication.shared.terminate() }
        return MockAPI()
    }

    /// Every answer of a model over `api`, in an app as it runs.
    private func answers(_ api: MockAPI) -> [(events: [Event], error: Error?)] {
        let model = CalendarModel(api: api, now: { utcDate(2019, 4, 1) })
        var answers: [(events: [Event], error: Error?)] = []
        let answered = expectation(description: "the model answers")
        model.getCalendarEvents { events, error in
            answers.append((events, error))
            answered.fulfill()
        }
        wait(for: [answered], timeout: 5)
        return answers
    }

    func test_answersOnceWithTheBirthdaysAndEventsThereAre() {
        let api = makeAPI()
        api.mockEmployees = [bruce]
        api.mockEvents = [boardMeeting]

        let answers = answers(api)

        HeldBack.assertSame(answers.count, 1)
        HeldBack.assertSame(
            Set(answers.first?.events.map(\.name) ?? []),
            ["Bruce Banner Birthday", "Board meeting"])
        XCTAssertNil(answers.first?.error)
    }

    func test_whenTheBirthdaysFail_answersWithTheEventsAndThatError() {
        let api = makeAPI()
        api.mockOrgError = APIError(error: true, reason: "No org chart on Sundays")
        api.mockEvents = [boardMeeting]

        let answers = answers(api)

        HeldBack.assertSame(answers.count, 1)
        HeldBack.assertSame(answers.first?.events, [boardMeeting])
        HeldBack.assertSame((answers.first?.error as? APIError)?.reason, "No org chart on Sundays")
    }

    func test_whenNothingLoads_answersOnceWithNoEventsAndAnError() {
        let api = makeAPI()
        api.mockOrgError = URLError(.notConnectedToInternet)
        api.mockEventsError = URLError(.notConnectedToInternet)

        let answers = answers(api)

        HeldBack.assertSame(answers.count, 1)
        HeldBack.assertSame(answers.first?.events, [])
        HeldBack.assertSame((answers.first?.error as? URLError)?.code, .notConnectedToInternet)
    }
}
