import Foundation
import MiniUIKit

struct Report: Codable {
    let name: String
    let recordedDate: Date
    let type: String
    let duration: TimeInterval?
    let device: String
    let os: String
    let appVersion: String

    static func make(
        event: AnalyticsEvent, type: AnalyticsType, now: () -> Date = Date.init
    ) -> Report {
        Report(
            name: event.rawValue,
            recordedDate: now(),
            type: type.rawValue,
            duration: nil,
            device: UIDevice.current.model,
            os: UIDevice.current.systemVersion,
            appVersion: Bundle.app.object(forInfoDictionaryKey: "CFBundleShortVersionString")
                as! String)
    }
}

enum AnalyticsEvent: String {
    case announcementsShown = "AnnouncementsShown"
    case calendarShown = "CalendarShown"
    case orgChartShown = "OrgChartShown"
    case purchaseOrdersShown = "PurchaseOrdersShown"
    case settingsShown = "SettingsShown"
}

enum AnalyticsType: String {
    case screenView = "ScreenView"
    case buttonTap = "ButtonTap"
}
