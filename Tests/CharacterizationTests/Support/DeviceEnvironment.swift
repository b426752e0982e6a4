import Fixtures
import Foundation
import MiniHealthKit

/// Takes control of the device globals the legacy code reads directly: the time zone (through
/// Foundation's own static setter, `NSTimeZone.default`, which `Calendar.current` and new
/// formatters follow), the user defaults the app keeps, and what the simulated Health answers
/// (Health shows the request, unless a test says otherwise). `take` waits at the `AppGate` until
/// no other test holds these globals; `restore()` puts both back and leaves the gate.
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

    static func take(timeZone identifier: String) async throws -> DeviceEnvironment {
        guard let zone = TimeZone(identifier: identifier) else {
            throw UnknownTimeZone(identifier: identifier)
        }
        await AppGate.shared.enter()
        return DeviceEnvironment(zone: zone)
    }

    private init(zone: TimeZone) {
        savedTimeZone = NSTimeZone.default
        NSTimeZone.default = zone
        Self.clearDefaults()
        HKHealthStore.simulatedAuthorization = (true, nil)
    }

    func restore() {
        NSTimeZone.default = savedTimeZone
        Self.clearDefaults()
        HKHealthStore.simulatedAuthorization = (true, nil)
        AppGate.shared.leave()
    }

    private static func clearDefaults() {
        for key in defaultsKeys { UserDefaults.standard.removeObject(forKey: key) }
    }
}
