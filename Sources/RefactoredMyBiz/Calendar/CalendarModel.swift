import Foundation

/// What the calendar needs of the API: the org chart, and the events for its event service.
protocol CalendarAPI: EventsClient {
    func getOrgChart(completion: @escaping (Result<[Employee], Error>) -> Void)
}

extension API: CalendarAPI {}

/// The org chart could not be loaded, so the calendar has no birthdays; the events may have.
struct BirthdaysError: Error {
    let underlying: Error
}

/// The server's events loaded, but `count` items of its list could not be read as events.
struct UnreadableEventsError: Error {
    let count: Int
}

class CalendarModel {
    let api: CalendarAPI
    let eventService: EventService
    let now: () -> Date

    init(api: CalendarAPI, store: EventStore = EventStore(), now: @escaping () -> Date = Date.init)
    {
        self.api = api
        eventService = EventService(client: api, mapper: EventsMapper(), store: store)
        self.now = now
    }

    func convertBirthdays(_ employees: [Employee]) -> [Event] {
        let dateFormatter = DateFormatter()
        dateFormatter.locale = Locale(identifier: "en_US_POSIX")
        dateFormatter.dateFormat = Employee.birthdayFormat
        return employees.compactMap {
            if let dayString = $0.birthday,
                let day = dateFormatter.date(from: dayString),
                let nextBirthday = day.nextAnniversary(onOrAfter: now())
            {
                let title = $0.displayName + " Birthday"
                return Event(name: title, date: nextBirthday, type: .birthday, duration: 0)
            }
            return nil
        }
    }

    /// Loads birthdays and events, and answers once: with every event that did load, and an
    /// error if a load failed, the events' before the birthdays' (a `BirthdaysError`).
    func getCalendarEvents(completion: @escaping (_ events: [Event], _ error: Error?) -> Void) {
        var loaded: [Event] = []
        var answered: Error?
        var pending = 2
        let collect: ([Event], Error?) -> Void = { events, error in
            loaded += events
            if let error, answered == nil || answered is BirthdaysError { answered = error }
            pending -= 1
            if pending == 0 { completion(loaded, answered) }
        }
        getBirthdays { result in
            switch result {
            case .success(let events): collect(events, nil)
            case .failure(let error): collect([], BirthdaysError(underlying: error))
            }
        }
        getEvents(completion: collect)
    }

    func getBirthdays(completion: @escaping (Result<[Event], Error>) -> Void) {
        api.getOrgChart { result in
            completion(result.map(self.convertBirthdays))
        }
    }

    /// The server's events, once they are kept for the next time, with an `UnreadableEventsError`
    /// when some items could not be read; when they cannot be loaded or kept, the events kept
    /// before, and the error.
    func getEvents(completion: @escaping ([Event], Error?) -> Void) {
        eventService.updateEvents(
            success: { unreadable in
                let error = unreadable > 0 ? UnreadableEventsError(count: unreadable) : nil
                self.answerKeptEvents(error: error, completion)
            },
            failure: { self.answerKeptEvents(error: $0, completion) })
    }

    private func answerKeptEvents(error: Error?, _ completion: ([Event], Error?) -> Void) {
        do {
            completion(try eventService.obtainEvents(), error)
        } catch let storeError {
            completion([], error ?? storeError)
        }
    }
}
