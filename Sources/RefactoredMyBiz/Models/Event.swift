import Foundation

struct Event: Codable, Equatable {
    let name: String
    let date: Date
    let type: EventType
    let duration: TimeInterval
}

extension Event: Comparable {
    static func < (lhs: Event, rhs: Event) -> Bool {
        lhs.date < rhs.date
    }
}

enum EventType: String, Codable {
    case appointment = "Appointment"
    case meeting = "Meeting"
    case domesticHoliday = "Domestic Holiday"
    case dayOff = "Day Off"
    case birthday = "Birthday"

    var symbol: String {
        switch self {
        case .appointment:
            return "📅"
        case .meeting:
            return "👥"
        case .domesticHoliday:
            return "🎉"
        case .dayOff:
            return "🏖"
        case .birthday:
            return "🎂"
        }
    }
}
