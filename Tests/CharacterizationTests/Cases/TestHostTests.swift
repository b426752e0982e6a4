import Foundation
import MiniUIKit
import XCTest

#if REFACTORED
    @testable import RefactoredMyBiz

    /// The book's tests take the app as launched: they instantiate the storyboard and make
    /// `MockAPI()` (whose API reads the app delegate's configuration) with no set-up at all.
    /// The test host launches the app for them, as Xcode's does; a test that terminated the
    /// app leaves the next one a freshly launched app.
    final class TestHostTests: XCTestCase {
        override func setUp() {
            super.setUp()
            UIApplication.shared.terminate()
        }

        override func tearDown() {
            UIApplication.shared.terminate()
            super.tearDown()
        }

        func test_storyboardAndMockAPI_withNothingLaunched_findTheAppAsLaunched() {
            let sut =
                UIStoryboard(name: "Main", bundle: nil)
                .instantiateViewController(withIdentifier: "Calendar") as? CalendarViewController
            let mockAPI = MockAPI()
            sut?.loadViewIfNeeded()

            XCTAssertNotNil(sut)
            let app = UIApplication.shared.delegate as? AppDelegate
            XCTAssertNotNil(app, "the host launched the app")
            XCTAssertEqual(mockAPI.server, app?.configuration.server)
            XCTAssertTrue(app?.rootController is LoginViewController, "launched as on a device")
        }
    }
#endif
