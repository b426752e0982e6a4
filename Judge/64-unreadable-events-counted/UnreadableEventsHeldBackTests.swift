import Foundation
import MiniUIKit
import XCTest

@testable import MyBiz

/// Held back from step 64's exercise: the screen's alert in the plural, over the events that
/// were read.
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

    func test_onAReload_theEventsThatWereReadTakeThePlaceOfThoseShown() throws {
        installAppDelegate()
        let sut = CalendarViewController()
        let api = CalendarAPIStub()
        sut.model = CalendarModel(api: api, store: EventStore(), now: { self.noon })
        sut.loadViewIfNeeded()
        sut.events = [Event(name: "Shown before", date: noon, type: .meeting, duration: 0)]
        api.mockEventsBody = [good, ["type": "Meeting"]]

        sut.loadEvents()

        wait(for: [expectation(until: { sut.presentedViewController != nil })], timeout: 5)
        HeldBack.assertSame(sut.events.map(\.name), ["Quarterly review"])
    }
}
