import Foundation

/// What the calendar needs of the API: two requests that answer their own caller.
protocol CalendarAPI {
    func getOrgChart(completion: @escaping (Result<[Employee], Error>) -> Void)
    func getEvents(completion: @escaping (Result<[Event], Error>) -> Void)
}

extension API: CalendarAPI {}

class CalendarModel {
    let api: CalendarAPI
    let now: () -> Date

    init(api: CalendarAPI, now: @escaping () -> Date = Date.init) {
        self.api = api
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

    /// Loads birthdays and events, and answers once: with every event that did load, and the
    /// first error, if any.
    func getCalendarEvents(completion: @escaping (_ events: [Event], _ error: Error?) -> Void) {
        var loaded: [Event] = []
        var firstError: Error?
        var pending = 2
        let collect: (Result<[Event], Error>) -> Void = { result in
            switch result {
            case .success(let events): loaded += events
            case .failure(let error): firstError = firstError ?? error
            }
            pending -= 1
            if pending == 0 { completion(loaded, firstError) }
        }
        getBirthdays(completion: collect)
        getEvents(completion: collect)
    }

    func getBirthdays(completion: @escaping (Result<[Event], Error>) -> Void) {
        api.getOrgChart { result in
            completion(result.map(self.convertBirthdays))
        }
    }

    func getEvents(completion: @escaping (Result<[Event], Error>) -> Void) {
        api.getEvents(completion: completion)
    }
}
