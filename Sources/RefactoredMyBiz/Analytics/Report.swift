import Foundation

struct Report: Codable {
    let name: String
    let recordedDate: Date
    let type: String
    let duration: TimeInterval?
    let device: String
    let os: String
    let appVersion: String
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
