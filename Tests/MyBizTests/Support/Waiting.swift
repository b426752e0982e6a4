import Foundation
import XCTest

extension XCTestCase {
    /// An expectation fulfilled as soon as `condition` holds, checked now and after each turn of
    /// the main queue, where the app's answers arrive. Nothing polls the clock: the wait's
    /// timeout is only a safety net.
    func expectation(until condition: @escaping () -> Bool) -> XCTestExpectation {
        let check = MainQueueCheck(
            condition: condition, expectation: expectation(description: "the condition holds"))
        check.run()
        return check.expectation
    }
}

/// Checks a condition on the main queue until it holds. Tests run on the main thread, and so
/// does every check, which is what the unchecked `Sendable` promises.
private final class MainQueueCheck: @unchecked Sendable {
    let condition: () -> Bool
    let expectation: XCTestExpectation
    /// Past this the checks stop, long after any wait on the expectation has given up.
    let giveUp = ContinuousClock.now + .seconds(30)

    init(condition: @escaping () -> Bool, expectation: XCTestExpectation) {
        self.condition = condition
        self.expectation = expectation
    }

    func run() {
        if condition() {
            expectation.fulfill()
        } else if ContinuousClock.now < giveUp {
            DispatchQueue.main.async { self.run() }
        }
    }
}
