import Foundation
import XCTest

@testable import MyBiz

/// Held back from step 46's exercise: SQLite's other codes for the same troubles, another file.
final class EventStoreFailuresHeldBackTests: XCTestCase {
    private let path = "/Users/hill/Library/MyBiz/saved.db"

    func test_readsEveryCodeOfATroubleAsThatTrouble() {
        let cases: [(codes: [Int32], reason: EventStoreError.Reason)] = [
            ([5, 6, 261, 517], .busy), ([13], .full), ([11, 26, 267], .damaged),
        ]
        for (codes, reason) in cases {
            for code in codes {
                HeldBack.assertSame(
                    EventStoreError(code: code, path: path).reason, reason, "\(code)")
            }
        }
    }

    func test_namesTheFileItIsAbout() {
        XCTAssertTrue(EventStoreError(code: 5, path: path).message.contains("(\(path))"))
        XCTAssertTrue(EventStoreError(code: 26, path: path).message.contains("(\(path))"))
    }
}
