import Foundation
import MiniUIKit
import XCTest

@testable import MyBiz

/// Held back from step 55's exercise: other reasons for the org chart to fail, other events, and
/// the screen's alert with the server's own words.
final class BirthdaysFailureHeldBackTests: XCTestCase {
    private let noon = Date(timeIntervalSince1970: 1_956_484_800)

    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    private func load(_ model: CalendarModel) throws -> (events: [Event], error: Error?) {
        try answer(of: "the calendar") { done in model.getCalendarEvents { done(($0, $1)) } }
    }

    func test_anOrgChartThatCannotBeReached_stillAnswersTheEvents() throws {
        let api = CalendarAPIStub()
        let model = CalendarModel(api: api, store: EventStore(), now: { self.noon })
        let review = Event(name: "Quarterly review", date: noon, type: .meeting, duration: 5400)
        api.mockOrgError = URLError(.notConnectedToInternet)
        api.mockEvents = [review]

        let (events, error) = try load(model)

        HeldBack.assertSame(events, [review])
        let underlying = (error as? BirthdaysError)?.underlying as? URLError
        HeldBack.assertSame(underlying?.code, .notConnectedToInternet)
    }

    func test_whenEverythingFails_theEventsFailureIsTheOneAnswered() throws {
        let api = CalendarAPIStub()
        let model = CalendarModel(api: api, store: EventStore(), now: { self.noon })
        api.mockOrgError = APIError(error: true, reason: "Org chart offline.")
        api.mockEventsError = URLError(.timedOut)

        let (_, error) = try load(model)

        HeldBack.assertSame((error as? URLError)?.code, .timedOut)
    }

    func test_theScreenNamesTheBirthdaysInItsAlertWithTheServersReason() {
        installAppDelegate()
        let sut =
            UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "Calendar") as! CalendarViewController
        let api = CalendarAPIStub()
        let review = Event(name: "Quarterly review", date: noon, type: .meeting, duration: 5400)
        api.mockOrgError = APIError(error: true, reason: "Org chart offline.")
        api.mockEvents = [review]
        sut.model = CalendarModel(api: api, store: EventStore(), now: { self.noon })
        sut.loadViewIfNeeded()

        sut.loadEvents()

        wait(for: [expectation(until: { sut.presentedViewController != nil })], timeout: 5)
        let alert = sut.presentedViewController as? UIAlertController
        HeldBack.assertSame(alert?.title, "Could not load birthdays")
        HeldBack.assertSame(alert?.message, "Org chart offline.")
        HeldBack.assertSame(sut.events, [review])
    }
}
