import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class AnalyticsAPITests: XCTestCase {
    var sut: AnalyticsAPI { sutImplementation }
    var sutImplementation: API!
    var mockSender: MockSender!

    override func setUpWithError() throws {
        try super.setUpWithError()
        sutImplementation = API(server: "test")
        mockSender = MockSender()
        sutImplementation.sender = mockSender
    }

    override func tearDownWithError() throws {
        sutImplementation = nil
        mockSender = nil
        try super.tearDownWithError()
    }

    func testAPI_whenReportSent_thenReportIsSent() {
        // given
        let date = sampleNow
        let interval: TimeInterval = 20.0
        let report = Report(
            name: "name",
            recordedDate: date,
            type: "type",
            duration: interval,
            device: "device",
            os: "os",
            appVersion: "appVersion")
        // when
        sut.sendReport(report: report)
        // then
        XCTAssertNotNil(mockSender.lastSent)
        XCTAssertEqual(report.name, "name")
        XCTAssertEqual((mockSender.lastSent as? Report)?.name, "name")
    }

    func test_logAnalytics_postsTheReportAsJSONWithTheBearerToken() throws {
        sutImplementation.token = Token(token: "secret", userID: "Coulson")
        var answer: Result<Report, Error>?

        try sutImplementation.logAnalytics(analytics: sampleReport()) { answer = $0 }

        let request = try XCTUnwrap(mockSender.lastRequest)
        XCTAssertEqual(request.httpMethod, "POST")
        XCTAssertEqual(request.url?.absoluteString, "testapi/analytics")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Authorization"), "Bearer secret")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/json")
        let body = try XCTUnwrap(request.httpBody)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: body) as? [String: Any])
        XCTAssertEqual(json["recordedDate"] as? String, "2019-04-01T09:30:00Z")
        XCTAssertEqual(try answer?.get().name, "name")
    }

    func test_logAnalytics_whenTheSenderFails_completesWithTheError() throws {
        let failing = FailingSender()
        sutImplementation.sender = failing
        var answer: Result<Report, Error>?

        try sutImplementation.logAnalytics(analytics: sampleReport()) { answer = $0 }

        XCTAssertThrowsError(try answer?.get())
    }
}

/// A stub sender whose every request fails.
private final class FailingSender: RequestSender {
    func send<T: Decodable>(
        request: URLRequest, success: ((T) -> Void)?, failure: ((Error) -> Void)?
    ) {
        failure?(URLError(.notConnectedToInternet))
    }
}
