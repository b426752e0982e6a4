@testable import RefactoredMyBiz

/// The seed's `MockAnalyticsAPI` (a spy): it records the reports it is given.
final class MockAnalyticsAPI: AnalyticsAPI {
    var reportSent = false
    var reportCount = 0
    private(set) var reports: [Report] = []

    func sendReport(report: Report) {
        reportSent = true
        reportCount += 1
        reports.append(report)
    }
}
