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

    /// The first answer `call` hands the completion it is given, once it comes. The wait's
    /// timeout is a safety net; a call that never answers fails the test, naming `what`.
    func answer<Answer>(
        of what: String, file: StaticString = #filePath, line: UInt = #line,
        _ call: (@escaping (Answer) -> Void) -> Void
    ) throws -> Answer {
        let answered = expectation(description: what)
        var answer: Answer?
        call { value in
            answer = value
            answered.fulfill()
        }
        wait(for: [answered], timeout: 5)
        return try XCTUnwrap(answer, "\(what) never answered", file: file, line: line)
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
