import Fixtures
import Foundation
import XCTest

@testable import RefactoredMyBiz

/// How an answer is read, now that the reading is an object of its own: plain data in, a Result
/// out, with no session, server or main queue.
final class LoadAnswerTests: XCTestCase {
    func test_result_ofADecodableBody_isTheValue() throws {
        let answer = LoadAnswer<[Event]>(data: try Payload.events.data(), error: nil)

        XCTAssertEqual(try answer.result().get(), try mockEvents())
    }

    func test_result_ofAnErrorPayload_isTheServersReason() throws {
        let answer = LoadAnswer<[Event]>(data: try Payload.errorServer.data(), error: nil)

        guard case .failure(let error as APIError) = answer.result() else {
            return XCTFail("expected the server's APIError")
        }
        XCTAssertEqual(error.reason, "The server is down for maintenance.")
    }

    func test_result_ofABodyThatIsNeither_isTheDecodingError() throws {
        let answer = LoadAnswer<[Event]>(data: try Payload.malformed.data(), error: nil)

        guard case .failure(let error) = answer.result() else { return XCTFail("expected failure") }
        XCTAssertTrue(error is DecodingError, "got \(error)")
    }

    func test_result_withATransportError_isThatError() {
        let answer = LoadAnswer<[Event]>(data: nil, error: URLError(.timedOut))

        guard case .failure(let error as URLError) = answer.result() else {
            return XCTFail("expected the URLError")
        }
        XCTAssertEqual(error.code, .timedOut)
    }

    func test_result_withNoBody_isABadServerResponse() {
        let answer = LoadAnswer<[Event]>(data: nil, error: nil)

        guard case .failure(let error as URLError) = answer.result() else {
            return XCTFail("expected a URLError")
        }
        XCTAssertEqual(error.code, .badServerResponse)
    }
}
