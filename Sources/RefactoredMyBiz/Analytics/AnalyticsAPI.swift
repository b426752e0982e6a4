import Foundation

protocol AnalyticsAPI {
    func sendReport(report: Report)
}
