import Foundation

/// Takes control of the device globals the legacy code reads directly: the time zone (through
/// Foundation's own static setter, `NSTimeZone.default`, which `Calendar.current` and new
/// formatters follow) and the user defaults the app keeps. `restore()` puts both back.
@MainActor
final class DeviceEnvironment {
    static let defaultsKeys = ["firstDayOfWeek"]

    private let savedTimeZone: TimeZone

    struct UnknownTimeZone: Error, CustomStringConvertible {
        let identifier: String
        var description: String {
            "Unknown time zone '\(identifier)': use an IANA name such as UTC or America/St_Johns."
        }
    }

    init(timeZone identifier: String) throws {
        guard let zone = TimeZone(identifier: identifier) else {
            throw UnknownTimeZone(identifier: identifier)
        }
        savedTimeZone = NSTimeZone.default
        NSTimeZone.default = zone
        Self.clearDefaults()
    }

    func restore() {
        NSTimeZone.default = savedTimeZone
        Self.clearDefaults()
    }

    private static func clearDefaults() {
        for key in defaultsKeys { UserDefaults.standard.removeObject(forKey: key) }
    }
}
