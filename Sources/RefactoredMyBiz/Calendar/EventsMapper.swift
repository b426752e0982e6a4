import Foundation

/// Reads the events the server sends, one item at a time, so that one bad item costs only
/// itself. An item becomes an event when it has what the calendar cannot do without: a date
/// (ISO 8601) and a type the app knows. The name and the duration may be missing or null, and
/// read as "" and 0; a duration sent as a numeric string is read as its number. Anything that is
/// not a list of items maps to no events. It never traps, whatever it is given.
struct EventsMapper {
    /// `response` is the body as JSON objects: arrays, dictionaries, strings, numbers, nulls.
    func mapEvents(_ response: Any) -> [Event] {
        guard let items = response as? [Any] else { return [] }
        return items.compactMap { item in
            (item as? [String: Any]).flatMap(event(from:))
        }
    }

    func event(from fields: [String: Any]) -> Event? {
        guard let date = (fields["date"] as? String).flatMap(Self.dateReader.date(from:)),
            let type = (fields["type"] as? String).flatMap(EventType.init(rawValue:))
        else { return nil }
        return Event(
            name: fields["name"] as? String ?? "", date: date, type: type,
            duration: Self.duration(fields["duration"]) ?? 0)
    }

    /// Dates as the API's decoder reads them.
    static let dateReader = ISO8601DateFormatter()

    /// The longest duration the calendar takes: a year. A longer one, a negative one, or one
    /// that is not a finite number is no duration at all.
    static let longestDuration: TimeInterval = 366 * 24 * 3600

    static func duration(_ value: Any?) -> TimeInterval? {
        let seconds: Double?
        switch value {
        case let number as Double: seconds = number
        case let number as Int: seconds = Double(number)
        case let text as String: seconds = Double(text.trimmingCharacters(in: .whitespaces))
        default: seconds = nil
        }
        return seconds.flatMap { (0...longestDuration).contains($0) ? $0 : nil }
    }
}
