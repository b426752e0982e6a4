import Foundation
import MiniUIKit
import XCTest

@testable import MyBiz

/// Held back from step 51's exercise: a day with a named and a nameless event, each row as it
/// should read.
final class NamelessEventsHeldBackTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_aNamedEventKeepsItsName_besideANamelessOne() throws {
        useUTCTimeZone()
        installAppDelegate()
        let sut = CalendarViewController()
        sut.loadViewIfNeeded()
        let day = Date(timeIntervalSince1970: 1_956_441_600)
        sut.events = [
            Event(name: "", date: day, type: .meeting, duration: 3600),
            Event(
                name: "Stand-up", date: day.addingTimeInterval(3600), type: .meeting, duration: 900),
        ]

        let section = try XCTUnwrap(sut.days.firstIndex(of: day))
        let names = (0..<2).map { row in
            (sut.tableView(sut.calendarView, cellForRowAt: IndexPath(row: row, section: section))
                as? CalendarCell)?.nameLabel.text
        }

        HeldBack.assertSame(names, ["(No title)", "Stand-up"])
    }
}
