import Fixtures
import Foundation
import MiniUIKit
import XCTest

@testable import MyBiz

/// Held back from step 49's exercise: another payload, another refusal.
final class APIEventsClientHeldBackTests: XCTestCase {
    private func requestEvents(answering response: FakeMyBizServer.Response) throws
        -> Result<Any, Error>
    {
        let server = try FakeMyBizServer(routes: ["GET /api/events": response])
        defer { server.stop() }
        let sut = API(server: server.baseURL)
        UIApplication.shared.terminate()
        return try answer(of: "the events") { done in
            sut.requestEvents(success: { done(.success($0)) }, failure: { done(.failure($0)) })
        }
    }

    func test_answersTheItemsOfAnyPayloadAsTheServerSentThem() throws {
        let result = try requestEvents(answering: try .payload(.eventsAllTypes))

        let items = try XCTUnwrap(try result.get() as? [[String: Any]])
        let sent = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Payload.eventsAllTypes.data())
                as? [[String: Any]])
        HeldBack.assertSame(items.map { $0["type"] as? String }, sent.map { $0["type"] as? String })
        HeldBack.assertSame(items.map { $0["name"] as? String }, sent.map { $0["name"] as? String })
    }

    func test_answersTheReasonOfAnyRefusal() throws {
        let result = try requestEvents(answering: try .payload(.errorUnauthorized, status: 401))

        guard case .failure(let error as APIError) = result else {
            return XCTFail("expected the server's APIError, got \(result)")
        }
        let sent = try Payload.errorUnauthorized.decoded(as: APIError.self)
        HeldBack.assertSame(error.reason, sent.reason)
    }
}
