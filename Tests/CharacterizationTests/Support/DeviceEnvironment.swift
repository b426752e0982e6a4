import Fixtures
import Foundation
import MiniHealthKit

/// Takes control of the device globals the legacy code reads directly: the time zone (through
/// Foundation's own static setter, `NSTimeZone.default`, which `Calendar.current` and new
/// formatters follow), on a Mac the region (its `AppleLocale`, from which `Locale.current` and
/// `Calendar.current` come: a Mac set to a Hebrew or Islamic calendar would move every
/// birthday), the user defaults the app keeps, and what the simulated Health answers (Health
/// shows the request, unless a test says otherwise). `take` waits at the `AppGate` until no
/// other test holds these globals; `restore()` puts them back and leaves the gate.
@MainActor
final class DeviceEnvironment {
    static let defaultsKeys = ["firstDayOfWeek", "userRegion", "userRole", "poDraft"]
    /// The region the apps' formatters assume: US English, on the Gregorian calendar.
    static let locale = "en_US_POSIX"
    /// Calendars whose years may differ but whose months and days are the Gregorian ones, so
    /// the apps' dates come out the same.
    static let gregorianDays: Set<Calendar.Identifier> = [
        .gregorian, .iso8601, .japanese, .buddhist, .republicOfChina,
    ]

    private let savedTimeZone: TimeZone

    struct UnknownTimeZone: Error, CustomStringConvertible {
        let identifier: String
        var description: String {
            "Unknown time zone '\(identifier)': use an IANA name such as UTC or America/St_Johns."
        }
    }

    struct NotGregorian: Error, CustomStringConvertible {
        let identifier: Calendar.Identifier
        var description: String {
            "This machine's calendar is \(identifier), whose months are not the Gregorian ones, "
                + "and the apps read Calendar.current: set the Gregorian calendar in System "
                + "Settings › General › Language & Region › Calendar, then run the tests again."
        }
    }

    static func take(timeZone identifier: String) async throws -> DeviceEnvironment {
        guard let zone = TimeZone(identifier: identifier) else {
            throw UnknownTimeZone(identifier: identifier)
        }
        await AppGate.shared.enter()
        let device = DeviceEnvironment(zone: zone)
        do {
            try requireGregorianDays()
        } catch {
            device.restore()
            throw error
        }
        return device
    }

    /// Throws unless `calendar` has the Gregorian months and days the apps' dates assume.
    static func requireGregorianDays(_ calendar: Calendar = .current) throws {
        guard gregorianDays.contains(calendar.identifier) else {
            throw NotGregorian(identifier: calendar.identifier)
        }
    }

    private init(zone: TimeZone) {
        savedTimeZone = NSTimeZone.default
        Self.clearDefaults()
        #if canImport(Darwin)
            // Foundation has no setter for Locale.current or Calendar.current: both come from
            // AppleLocale, and are made again when NSTimeZone.default is set, just below.
            UserDefaults.standard.set(Self.locale, forKey: "AppleLocale")
        #endif
        NSTimeZone.default = zone
        HKHealthStore.simulatedAuthorization = (true, nil)
    }

    func restore() {
        Self.clearDefaults()
        // After the region is given back: setting the time zone makes Foundation read it again.
        NSTimeZone.default = savedTimeZone
        HKHealthStore.simulatedAuthorization = (true, nil)
        AppGate.shared.leave()
    }

    private static func clearDefaults() {
        for key in defaultsKeys { UserDefaults.standard.removeObject(forKey: key) }
        #if canImport(Darwin)
            UserDefaults.standard.removeObject(forKey: "AppleLocale")
        #endif
    }
}
