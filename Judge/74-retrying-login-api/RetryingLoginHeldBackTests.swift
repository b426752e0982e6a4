import Foundation
import XCTest

@testable import MyBiz

/// Held back from step 74's exercise: a transport failure as URLSession reports it, an NSError
/// of NSURLErrorDomain, is tried again; an answer that cannot be read is told at once.
final class RetryingLoginHeldBackTests: XCTestCase {
    func test_aTransportNSErrorIsTriedAgain_anUnreadableAnswerIsNot() {
        let wrapped = LoginAPISpy()
        let sut = RetryingLoginAPI(wrapping: wrapped)
        var told = 0

        sut.login(username: "agent@shield.org", password: "hailHydra") { _ in told += 1 }
        wrapped.complete(
            with: .failure(
                NSError(domain: NSURLErrorDomain, code: NSURLErrorNetworkConnectionLost)),
            at: 0)
        HeldBack.assertSame(wrapped.callCount, 2)
        HeldBack.assertSame(told, 0)
        guard wrapped.callCount == 2 else { return }

        sut.login(username: "agent@shield.org", password: "hailHydra") { _ in told += 1 }
        wrapped.complete(
            with: .failure(
                DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "unreadable"))),
            at: 2)
        HeldBack.assertSame(wrapped.callCount, 3)
        HeldBack.assertSame(told, 1)
    }
}
