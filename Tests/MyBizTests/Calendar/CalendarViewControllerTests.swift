import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

final class CalendarViewControllerTests: XCTestCase {
    var sut: CalendarViewController!
    var mockAPI: MockAPI!

    override func setUpWithError() throws {
        try super.setUpWithError()
        installAppDelegate()
        sut =
            UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "Calendar") as? CalendarViewController
        mockAPI = MockAPI()
        sut.api = mockAPI
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

        XCTAssertTrue(mockAPI.delegate === sut)
        XCTAssertFalse(UIApplication.appDelegate.api === mockAPI)
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
}
