@testable import RefactoredMyBiz

/// The seed's `MockAnalyticsAPI` (a spy): it logs the reports it is given, in order.
final class MockAnalyticsAPI: AnalyticsAPI {
    enum Message: Equatable {
        case sendReport(name: String, type: String)
    }

    private(set) var messages: [Message] = []
    private(set) var reports: [Report] = []

    var reportSent: Bool { !reports.isEmpty }
    var reportCount: Int { reports.count }

    func sendReport(report: Report) {
        messages.append(.sendReport(name: report.name, type: report.type))
        reports.append(report)
    }
}
