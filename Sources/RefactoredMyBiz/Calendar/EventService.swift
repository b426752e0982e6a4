import Foundation

/// How the event service asks the server for events: the body as JSON objects, for the mapper to
/// read item by item, or an error.
protocol EventsClient {
    func requestEvents(success: @escaping (Any) -> Void, failure: @escaping (Error) -> Void)
}

/// How the event service reads the server's body into events.
protocol EventsMapping {
    func mapEvents(_ response: Any) -> [Event]
}

extension EventsMapper: EventsMapping {}

/// Seed 003's event service: events come from the server through the client and the mapper,
/// are kept in the store, and are read back from the store, so the calendar has the last ones
/// it loaded when the server cannot be reached.
final class EventService {
    let client: EventsClient
    let mapper: EventsMapping
    let store: EventStore

    init(client: EventsClient, mapper: EventsMapping, store: EventStore) {
        self.client = client
        self.mapper = mapper
        self.store = store
    }

    /// The kept events of `type` (of every type when nil), in the calendar's order.
    func obtainEvents(type: EventType? = nil) throws -> [Event] {
        sortEvents(try store.events(type: type))
    }

    /// Asks the server for the events and keeps those of `type` (of every type when nil) in
    /// place of the ones kept before, then calls `success` with how many items of the server's
    /// list could not be read as events. `failure` gets the client's error or the store's;
    /// either way the events kept before stay as they were.
    func updateEvents(
        type: EventType? = nil, success: @escaping (_ unreadable: Int) -> Void,
        failure: @escaping (Error) -> Void
    ) {
        client.requestEvents(
            success: { [mapper, store] response in
                let read = mapper.mapEvents(response)
                let unreadable = max(0, ((response as? [Any])?.count ?? 0) - read.count)
                let events = read.filter { type == nil || $0.type == type }
                do {
                    try store.replaceEvents(events, type: type)
                    success(unreadable)
                } catch {
                    failure(error)
                }
            },
            failure: failure)
    }

    /// The calendar's order: by start; at the same start, what lasts all day (a holiday, a day
    /// off, a birthday) before what has a time; then by name.
    func sortEvents(_ events: [Event]) -> [Event] {
        events.sorted { first, second in
            (first.date, Self.rank(first.type), first.name)
                < (second.date, Self.rank(second.type), second.name)
        }
    }

    private static func rank(_ type: EventType) -> Int {
        switch type {
        case .domesticHoliday, .dayOff, .birthday: return 0
        case .appointment, .meeting: return 1
        }
    }
}
