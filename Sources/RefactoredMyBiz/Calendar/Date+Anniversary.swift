import Foundation

extension Date {
    /// The first time this date's month and day come round on or after the day of `now`: today
    /// counts, and 29 February falls on 28 February in common years.
    func nextAnniversary(onOrAfter now: Date, in calendar: Calendar = .current) -> Date? {
        let today = calendar.startOfDay(for: now)
        let birth = calendar.dateComponents([.month, .day], from: self)
        let year = calendar.component(.year, from: today)
        for candidate in [year, year + 1] {
            var day = DateComponents(year: candidate, month: birth.month, day: birth.day)
            if !day.isValidDate(in: calendar) { day.day = (birth.day ?? 1) - 1 }
            if let date = calendar.date(from: day), date >= today { return date }
        }
        return nil
    }
}
