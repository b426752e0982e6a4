import Foundation

protocol AnalyticsAPI {
    func sendReport(report: Report)
}

protocol ReportSending: AnyObject {
    var analytics: AnalyticsAPI? { get set }
}

/// A screen that reports, each time it is shown, the one event it is shown under.
protocol ScreenReporting: ReportSending {
    static var shownEvent: AnalyticsEvent { get }
}

extension ScreenReporting {
    /// Sends the screen's event as a screen view, when the screen has analytics to send to.
    func reportShown() {
        analytics?.sendReport(report: Report.make(event: Self.shownEvent, type: .screenView))
    }
}
