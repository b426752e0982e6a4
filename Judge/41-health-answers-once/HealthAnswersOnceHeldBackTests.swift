import Foundation
import MiniHealthKit
import XCTest

@testable import MyBiz

/// Held back from step 41's exercise: any error, whatever Health says of the request.
final class HealthAnswersOnceHeldBackTests: XCTestCase {
    private struct Refused: Error {}

    func test_anyErrorIsAnsweredOnce_asUnableToAuthorize_evenWhenTheRequestWasShown() {
        for shown in [true, false] {
            let store = HKHealthStoreSpy()
            let sut = HealthAccess()
            sut.healthStore = store
            var answers: [(Bool?, HealthError?)] = []
            sut.requestAuthorization { answers.append(($0, $1)) }

            store.requestAuthorizationArgs.first?.completion(shown, Refused())

            HeldBack.assertSame(answers.count, 1, "shown: \(shown)")
            XCTAssertNil(answers.first?.0, "shown: \(shown)")
            HeldBack.assertSame(answers.first?.1, .unableToAuthorizeAccess, "shown: \(shown)")
        }
    }
}
