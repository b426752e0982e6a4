import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// Installs a fresh app delegate, as a device would have one, whose API is a `MockAPI`: no
/// screen a test shows reaches the network.
@discardableResult
func installAppDelegate() -> AppDelegate {
    MainStoryboard.register()
    let appDelegate = AppDelegate()
    appDelegate.configuration = AppConfiguration(server: "http://127.0.0.1:9/")
    UIApplication.shared.delegate = appDelegate
    appDelegate.api = MockAPI()
    return appDelegate
}

extension XCTestCase {
    /// Fails the test if `instance` is still alive once the test and its teardown are over.
    func trackForMemoryLeaks(
        _ instance: AnyObject, file: StaticString = #filePath, line: UInt = #line
    ) {
        addTeardownBlock { [weak instance] in
            XCTAssertNil(
                instance, "Still alive after the test: a retain cycle?", file: file, line: line)
        }
    }
}
