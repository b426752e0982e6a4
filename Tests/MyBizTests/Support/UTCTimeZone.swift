import Foundation
import XCTest

extension XCTestCase {
    /// Runs the test in UTC, whatever the machine's time zone, and puts the zone back afterwards.
    func useUTCTimeZone() {
        let saved = NSTimeZone.default
        NSTimeZone.default = TimeZone(identifier: "UTC")!
        addTeardownBlock { NSTimeZone.default = saved }
    }
}
