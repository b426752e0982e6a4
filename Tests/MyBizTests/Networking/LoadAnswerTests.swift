import Fixtures
import Foundation
import XCTest

@testable import RefactoredMyBiz

/// How an answer is read, now that the reading is an object of its own: plain data in, a Result
/// out, with no session, server or main queue.
final class LoadAnswerTests: XCTestCase {
    func test_result_ofADecodableBody_isTheValue() throws {
        let result = answer(try Payload.events.data(), error: nil)

        XCTAssertEqual(try result.get(), try mockEvents())
    }

    func test_result_ofAnErrorPayload_isTheServersReason() throws {
        let result = answer(try Payload.errorServer.data(), error: nil)

        guard case .failure(let error as APIError) = result else {
            return XCTFail("expected the server's APIError")
        }
        XCTAssertEqual(error.reason, "The server is down for maintenance.")
    }

    func test_result_ofABodyThatIsNeither_isTheDecodingError() throws {
        let result = answer(try Payload.malformed.data(), error: nil)

        guard case .failure(let error) = result else { return XCTFail("expected failure") }
        XCTAssertTrue(error is DecodingError, "got \(error)")
    }

    func test_result_withATransportError_isThatError() {
        let result = answer(nil, error: URLError(.timedOut))

        guard case .failure(let error as URLError) = result else {
            return XCTFail("expected the URLError")
        }
        XCTAssertEqual(error.code, .timedOut)
    }

    func test_result_withNoBody_isABadServerResponse() {
        let result = answer(nil, error: nil)

        guard case .failure(let error as URLError) = result else {
            return XCTFail("expected a URLError")
        }
        XCTAssertEqual(error.code, .badServerResponse)
    }

    /// What the answer to `data` and `error` reads as.
    private func answer(_ data: Data?, error: Error?) -> Result<[Event], Error> {
        API.LoadAnswer<[Event]>(data: data, error: error).result()
    }
}
