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
        event: AnalyticsEvent, type: AnalyticsType, environment: AppEnvironment = .current
    ) -> Report {
        Report(
            name: event.rawValue,
            recordedDate: environment.now(),
            type: type.rawValue,
            duration: nil,
            device: environment.device,
            os: environment.os,
            appVersion: environment.appVersion)
    }
}

/// What a report says about where it was made: the device, its OS, the app's version and the
/// clock. `current` reads them from the platform's globals, in this one place; a test passes
/// its own.
struct AppEnvironment {
    let device: String
    let os: String
    let appVersion: String
    let now: () -> Date

    static var current: AppEnvironment {
        AppEnvironment(
            device: UIDevice.current.model,
            os: UIDevice.current.systemVersion,
            appVersion: Bundle.app.object(forInfoDictionaryKey: "CFBundleShortVersionString")
                as! String,
            now: Date.init)
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
