import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class AnalyticsAPITests: XCTestCase {
    func testAPI_whenReportSent_thenReportIsSent() throws {
        // given
        let (api, sender) = makeSUT()
        let sut: AnalyticsAPI = api
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
        XCTAssertEqual(sender.messages, [.send(method: "POST", url: "testapi/analytics")])
        let sent = try XCTUnwrap(sender.lastSent as? Report)
        XCTAssertEqual(sent.name, report.name)
        XCTAssertEqual(sent.recordedDate, report.recordedDate)
        XCTAssertEqual(sent.type, report.type)
        XCTAssertEqual(sent.duration, report.duration)
        XCTAssertEqual(sent.device, report.device)
        XCTAssertEqual(sent.os, report.os)
        XCTAssertEqual(sent.appVersion, report.appVersion)
    }

    func test_reportNames_areTheOnesTheAnalyticsServerKnows() {
        XCTAssertEqual(
            [
                AnalyticsEvent.announcementsShown, .calendarShown, .orgChartShown,
                .purchaseOrdersShown, .settingsShown,
            ].map(\.rawValue),
            [
                "AnnouncementsShown", "CalendarShown", "OrgChartShown", "PurchaseOrdersShown",
                "SettingsShown",
            ])
        XCTAssertEqual(
            [AnalyticsType.screenView, .buttonTap].map(\.rawValue), ["ScreenView", "ButtonTap"])
    }

    func test_logAnalytics_postsTheReportAsJSONWithTheBearerToken() throws {
        let (sut, sender) = makeSUT()
        sut.token = Token(token: "secret", userID: "Coulson")
        var answer: Result<Report, Error>?

        try sut.logAnalytics(analytics: sampleReport()) { answer = $0 }

        XCTAssertEqual(sender.messages, [.send(method: "POST", url: "testapi/analytics")])
        let request = try XCTUnwrap(sender.lastRequest)
        XCTAssertEqual(request.value(forHTTPHeaderField: "Authorization"), "Bearer secret")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/json")
        let body = try XCTUnwrap(request.httpBody)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: body) as? [String: Any])
        XCTAssertEqual(json["recordedDate"] as? String, "2019-04-01T09:30:00Z")
        XCTAssertEqual(try answer?.get().name, "name")
    }

    func test_logAnalytics_whenTheSenderFails_completesWithTheError() throws {
        let (sut, _) = makeSUT()
        sut.sender = FailingSender()
        var answer: Result<Report, Error>?

        try sut.logAnalytics(analytics: sampleReport()) { answer = $0 }

        XCTAssertThrowsError(try answer?.get())
    }

    func test_sendReport_whenTheSenderFails_tellsOfTheReportAndTheError() {
        let (sut, _) = makeSUT()
        sut.sender = FailingSender()
        var failures: [(name: String, error: Error)] = []
        sut.analyticsFailed = { failures.append(($0.name, $1)) }

        sut.sendReport(report: sampleReport())

        XCTAssertEqual(failures.map(\.name), ["name"])
        XCTAssertEqual((failures.first?.error as? URLError)?.code, .notConnectedToInternet)
    }

    func test_sendReport_whenSent_tellsOfNoFailure() {
        let (sut, sender) = makeSUT()
        var failures: [String] = []
        sut.analyticsFailed = { report, _ in failures.append(report.name) }

        sut.sendReport(report: sampleReport())

        XCTAssertEqual(sender.messages.count, 1)
        XCTAssertEqual(failures, [])
    }

    /// An API for a server that is never reached, sending through a `MockSender`. Both must be
    /// gone once the test is.
    private func makeSUT(file: StaticString = #filePath, line: UInt = #line)
        -> (sut: API, sender: MockSender)
    {
        let sut = API(server: "test")
        let sender = MockSender()
        sut.sender = sender
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(sender, file: file, line: line)
        return (sut, sender)
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
