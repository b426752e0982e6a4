import Foundation
import MiniUIKit
import XCTest

@testable import MyBiz

/// Held back from step 63's exercise: two unreadable items, a list that reads whole, and the
/// screen's alert in the plural.
final class UnreadableEventsHeldBackTests: XCTestCase {
    private let noon = Date(timeIntervalSince1970: 1_956_484_800)
    private let good: [String: Any] = [
        "name": "Quarterly review", "date": "2032-01-01T12:00:00Z", "type": "Meeting",
        "duration": 5400,
    ]

    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    private func load(_ model: CalendarModel) throws -> (events: [Event], error: Error?) {
        try answer(of: "the events") { done in model.getEvents { done(($0, $1)) } }
    }

    func test_twoItemsThatCannotBeRead_areCountedAndTheGoodOneKept() throws {
        let api = CalendarAPIStub()
        let model = CalendarModel(api: api, store: EventStore(), now: { self.noon })
        api.mockEventsBody = [good, ["name": "No date", "type": "Meeting"], "not an event"]

        let (events, error) = try load(model)

        HeldBack.assertSame(events.map(\.name), ["Quarterly review"])
        HeldBack.assertSame((error as? UnreadableEventsError)?.count, 2)
    }

    func test_aListThatReadsWhole_isAnsweredWithNoError() throws {
        let api = CalendarAPIStub()
        let model = CalendarModel(api: api, store: EventStore(), now: { self.noon })
        api.mockEventsBody = [good]

        let (events, error) = try load(model)

        HeldBack.assertSame(events.map(\.name), ["Quarterly review"])
        XCTAssertNil(error)
    }

    func test_theScreenCountsTheUnreadableEventsInThePlural() throws {
        installAppDelegate()
        let sut =
            UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "Calendar") as! CalendarViewController
        let api = CalendarAPIStub()
        sut.model = CalendarModel(api: api, store: EventStore(), now: { self.noon })
        api.mockEventsBody = [good, ["type": "Meeting"], ["date": "2032-01-02T12:00:00Z"]]
        sut.loadViewIfNeeded()

        sut.loadEvents()

        wait(for: [expectation(until: { sut.presentedViewController != nil })], timeout: 5)
        let alert = try XCTUnwrap(sut.presentedViewController as? UIAlertController)
        HeldBack.assertSame(alert.message, "2 events from the server could not be read.")
        HeldBack.assertSame(sut.events.map(\.name), ["Quarterly review"])
    }
}
