import Foundation
import XCTest

@testable import MyBiz

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Held back from step 62's exercise: several reports, some sent and some not.
final class AnalyticsFailuresHeldBackTests: XCTestCase {
    func test_eachReportThatFails_isToldOnce_inOrder_andNoneThatIsSent() {
        let sut = API(server: "test")
        let sender = SometimesFailingSender(failing: ["First", "Third"])
        sut.sender = sender
        var told: [String] = []
        sut.analyticsFailed = { report, _ in told.append(report.name) }

        for name in ["First", "Second", "Third"] {
            sut.sendReport(report: report(named: name))
        }

        HeldBack.assertSame(sender.sent, ["First", "Second", "Third"])
        HeldBack.assertSame(told, ["First", "Third"])
    }

    private func report(named name: String) -> Report {
        Report(
            name: name, recordedDate: Date(timeIntervalSince1970: 0), type: "ScreenView",
            duration: 0, device: "device", os: "os", appVersion: "1.0")
    }
}

/// Fails the reports it is told to, by name, and answers the others with what was sent.
private final class SometimesFailingSender: RequestSender {
    let failing: Set<String>
    private(set) var sent: [String] = []

    init(failing: Set<String>) {
        self.failing = failing
    }

    func send<T: Decodable>(
        request: URLRequest, success: ((T) -> Void)?, failure: ((Error) -> Void)?
    ) {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let body = request.httpBody, let report = try? decoder.decode(Report.self, from: body)
        else { return }
        sent.append(report.name)
        if failing.contains(report.name) {
            failure?(URLError(.timedOut))
        } else if let answer = try? decoder.decode(T.self, from: body) {
            success?(answer)
        }
    }
}
