import Foundation
import MiniUIKit
import XCTest

@testable import MyBiz

/// Held back from step 34's exercise: the model over any `CalendarAPI`, with other data.
final class CalendarAPIHeldBackTests: XCTestCase {
    override func setUp() {
        super.setUp()
        useUTCTimeZone()
    }

    private func load(_ api: CalendarAPI) -> (events: [Event], error: Error?)? {
        let model = CalendarModel(api: api, now: { utcDate(2030, 1, 1) })
        var answer: (events: [Event], error: Error?)?
        let answered = expectation(description: "the model answers")
        model.getCalendarEvents { events, error in
            answer = (events, error)
            answered.fulfill()
        }
        wait(for: [answered], timeout: 5)
        return answer
    }

    func test_asksItsAPIForBothRequestsOnEveryLoad() {
        let api = CalendarAPIStub()

        _ = load(api)
        _ = load(api)

        HeldBack.assertSame(api.messages, [.getOrgChart, .getEvents, .getOrgChart, .getEvents])
    }

    func test_answersWithWhatItsAPIAnswers() {
        let api = CalendarAPIStub()
        api.mockEmployees = [
            Employee(
                id: "Hill", givenName: "Maria", familyName: "Hill", location: "Helicarrier",
                manager: nil, directReports: [], birthday: "04-02-1982")
        ]
        api.mockEventsError = APIError(error: true, reason: "Events are resting")

        let answer = load(api)

        HeldBack.assertSame(answer?.events.map(\.name), ["Maria Hill Birthday"])
        HeldBack.assertSame(answer?.events.map(\.date), [utcDate(2030, 4, 2)])
        HeldBack.assertSame((answer?.error as? APIError)?.reason, "Events are resting")
    }
}
