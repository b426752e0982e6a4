import Foundation
import XCTest

@testable import MyBiz

/// Held back from step 16's exercise: the names read back from the server's spelling, and an
/// API for any server taking any report.
final class AnalyticsNamesHeldBackTests: XCTestCase {
    func test_readsEveryReportNameBackFromTheServersSpelling() {
        for event in [
            AnalyticsEvent.announcementsShown, .calendarShown, .orgChartShown,
            .purchaseOrdersShown, .settingsShown,
        ] {
            HeldBack.assertSame(AnalyticsEvent(rawValue: event.rawValue), event)
        }
        XCTAssertNil(AnalyticsEvent(rawValue: "calendarShown"))
        HeldBack.assertSame(AnalyticsType(rawValue: "ButtonTap"), .buttonTap)
    }

    func test_anAPIForAnyServerTakesAnyReport() {
        let analytics: AnalyticsAPI = API(server: "https://erp.example/")

        analytics.sendReport(
            report: Report(
                name: "SettingsShown", recordedDate: Date(timeIntervalSince1970: 1_924_991_999),
                type: "ButtonTap", duration: nil, device: "iPad", os: "18.0", appVersion: "3.0"))
    }
}
