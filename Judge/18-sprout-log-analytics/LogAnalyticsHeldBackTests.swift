import Foundation
import XCTest

@testable import MyBiz

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Held back from step 18's exercise: another server, token and report.
final class LogAnalyticsHeldBackTests: XCTestCase {
    private let report = Report(
        name: "OrgChartShown", recordedDate: Date(timeIntervalSince1970: 1_956_527_999),
        type: "ScreenView", duration: 90, device: "iPad", os: "18.0", appVersion: "3.0")

    func test_postsAnyReportToItsOwnServerWithItsOwnToken() throws {
        let api = API(server: "https://erp.example/")
        let sender = MockSender()
        api.sender = sender
        api.token = Token(token: "t-0ther", userID: "Hill")

        try api.logAnalytics(analytics: report) { _ in }

        HeldBack.assertSame(
            sender.messages, [.send(method: "POST", url: "https://erp.example/api/analytics")])
        let request = try XCTUnwrap(sender.lastRequest)
        HeldBack.assertSame(request.value(forHTTPHeaderField: "Authorization"), "Bearer t-0ther")
        let body = try XCTUnwrap(request.httpBody)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: body) as? [String: Any])
        HeldBack.assertSame(json["name"] as? String, "OrgChartShown")
        HeldBack.assertSame(json["device"] as? String, "iPad")
        HeldBack.assertSame(json["recordedDate"] as? String, "2031-12-31T23:59:59Z")
    }

    func test_sendReportSendsEveryFieldOfAnyReport() throws {
        let api = API(server: "https://erp.example/")
        let sender = MockSender()
        api.sender = sender

        (api as AnalyticsAPI).sendReport(report: report)

        let sent = try XCTUnwrap(sender.lastSent as? Report)
        HeldBack.assertSame(
            [sent.name, sent.type, sent.device, sent.os, sent.appVersion],
            ["OrgChartShown", "ScreenView", "iPad", "18.0", "3.0"])
        HeldBack.assertSame(sent.duration, 90)
        HeldBack.assertSame(sent.recordedDate, report.recordedDate)
    }
}
