import Foundation

extension TimeInterval {
    static func minutes(_ count: Double) -> TimeInterval {
        count * 60
    }

    static func hours(_ count: Double) -> TimeInterval {
        count * .minutes(60)
    }

    static func days(_ count: Double) -> TimeInterval {
        count * .hours(24)
    }
}
