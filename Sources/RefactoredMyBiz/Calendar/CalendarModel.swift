import Foundation

class CalendarModel {
    let api: API
    let now: () -> Date
    var birthdayCallback: ((Result<[Event], Error>) -> Void)?
    var eventsCallback: ((Result<[Event], Error>) -> Void)?

    init(api: API, now: @escaping () -> Date = Date.init) {
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
        birthdayCallback = completion
        api.delegate = self
        api.getOrgChart()
    }

    func getEvents(completion: @escaping (Result<[Event], Error>) -> Void) {
        eventsCallback = completion
        api.delegate = self
        api.getEvents()
    }
}

extension CalendarModel: APIDelegate {
    func orgLoaded(org: [Employee]) {
        let birthdays = convertBirthdays(org)
        birthdayCallback?(.success(birthdays))
        birthdayCallback = nil
    }

    func orgFailed(error: Error) {
        birthdayCallback?(.failure(error))
        birthdayCallback = nil
    }

    func eventsLoaded(events: [Event]) {
        eventsCallback?(.success(events))
        eventsCallback = nil
    }

    func eventsFailed(error: Error) {
        eventsCallback?(.failure(error))
        eventsCallback = nil
    }

    func loginFailed(error: Error) {}
    func loginSucceeded(userId: String) {}
    func announcementsFailed(error: Error) {}
    func announcementsLoaded(announcements: [Announcement]) {}
    func productsLoaded(products: [Product]) {}
    func productsFailed(error: Error) {}
    func purchasesLoaded(purchases: [PurchaseOrder]) {}
    func purchasesFailed(error: Error) {}
    func userLoaded(user: UserInfo) {}
    func userFailed(error: Error) {}
}
