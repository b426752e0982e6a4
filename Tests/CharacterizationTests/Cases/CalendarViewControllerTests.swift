import Foundation
import MiniUIKit
import XCTest

#if REFACTORED
    @testable import RefactoredMyBiz
#else
    @testable import LegacyMyBiz
#endif

/// The seed's first characterization test. The legacy screen computes `api` from the app
/// delegate, so the mock goes in there: Supersede Instance Variable on `AppDelegate.api`.
final class CalendarViewControllerTests: XCTestCase {
    var sut: CalendarViewController!
    var mockAPI: MockAPI!
    var appDelegate: AppDelegate!

    override func setUpWithError() throws {
        try super.setUpWithError()
        MainStoryboard.register()
        appDelegate = AppDelegate()
        appDelegate.configuration = AppConfiguration(server: "http://127.0.0.1:9/")
        UIApplication.shared.delegate = appDelegate
        mockAPI = MockAPI()
        appDelegate.api = mockAPI
        sut =
            UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "Calendar") as? CalendarViewController
        sut.loadViewIfNeeded()
    }

    override func tearDownWithError() throws {
        UIApplication.shared.terminate()
        sut = nil
        mockAPI = nil
        appDelegate = nil
        try super.tearDownWithError()
    }

    func testLoadEvents_getsData() throws {
        // given
        let eventJson = """
            [{"name": "Alien invasion", "date": "2019-04-10T12:00:00+0000",
              "type": "Appointment", "duration": 3600.0},
             {"name": "Interview with Hydra", "date": "2019-04-10T17:30:00+0000",
              "type": "Appointment", "duration": 1800.0},
             {"name": "Panic attack", "date": "2019-04-17T14:00:00+0000",
              "type": "Meeting", "duration": 3600.0}]
            """
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let expectedEvents = try decoder.decode([Event].self, from: Data(eventJson.utf8))
        mockAPI.mockEvents = expectedEvents
        // when
        let predicate = NSPredicate { _, _ -> Bool in
            !self.sut.events.isEmpty
        }
        let exp = expectation(for: predicate, evaluatedWith: sut, handler: nil)
        sut.viewWillAppear(false)
        // then
        wait(for: [exp], timeout: 5)
        XCTAssertEqual(sut.events, expectedEvents)
    }

    func test_viewWillAppear_always_asksTheAPIForEvents() {
        sut.viewWillAppear(false)
        sut.viewWillAppear(false)

        XCTAssertEqual(mockAPI.getEventsCallCount, 2)
    }

    func test_calendar_beforeEventsArrive_showsNoRows() {
        sut.viewWillAppear(false)

        XCTAssertEqual(sut.calendarView.visibleSections.count, 0)
        XCTAssertTrue(sut.events.isEmpty)
    }
}
