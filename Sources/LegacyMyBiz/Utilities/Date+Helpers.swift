import Foundation

extension Date {
    func next() -> Date? {
        let calendar = Calendar.current
        let components = calendar.dateComponents([.month, .day], from: self)
        return calendar.nextDate(
            after: Date(), matching: components,
            matchingPolicy: .nextTimePreservingSmallerComponents)
    }
}

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
