import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// submitPO builds its POST the way logAnalytics does, and sends it through the API's sender.
final class SubmitPOTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_submitPO_postsThePurchaseOrderAsJSONWithTheBearerToken() throws {
        let (api, sender) = makeSUT()
        let po = PurchaseOrder(
            id: nil, poNumber: 42, date: sampleNow,
            lines: [LineItem(productId: "P1", quantity: 3, cost: 2.5)])

        try api.submitPO(po: po)

        XCTAssertEqual(sender.messages, [.send(method: "POST", url: api.server + "api/purchases")])
        let request = try XCTUnwrap(sender.lastRequest)
        XCTAssertEqual(request.value(forHTTPHeaderField: "Authorization"), "Bearer abc")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/json")
        let sent = try XCTUnwrap(sender.lastSent as? PurchaseOrder)
        XCTAssertEqual(sent.poNumber, 42)
        XCTAssertEqual(sent.date, sampleNow)
        XCTAssertEqual(sent.lines.map(\.quantity), [3])
    }

    func test_jsonPost_withoutAToken_sendsNoAuthorization() throws {
        let (api, _) = makeSUT()
        api.token = nil

        let request = try api.jsonPost(["name": "value"], to: "api/anything")

        XCTAssertEqual(request.url?.absoluteString, api.server + "api/anything")
        XCTAssertEqual(request.httpMethod, "POST")
        XCTAssertNil(request.value(forHTTPHeaderField: "Authorization"))
        XCTAssertEqual(request.httpBody, Data(#"{"name":"value"}"#.utf8))
    }

    /// A `MockAPI` (its reload of the purchases answers at once) with a token, sending through a
    /// spy.
    private func makeSUT() -> (api: MockAPI, sender: MockSender) {
        installAppDelegate()
        let api = MockAPI()
        api.token = Token(token: "abc", userID: "Coulson")
        let sender = MockSender()
        api.sender = sender
        return (api, sender)
    }
}
