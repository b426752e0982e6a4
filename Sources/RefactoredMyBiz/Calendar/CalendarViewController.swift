import Foundation
import MiniUIKit

class CalendarViewController: UIViewController {
    let calendarView = UITableView()
    var events: [Event] = []
    lazy var model = makeModel()
    var analytics: AnalyticsAPI?

    var api: API {
        didSet { model = makeModel() }
    }
    let store: EventStore

    init(api: API, store: EventStore) {
        self.api = api
        self.store = store
        super.init()
    }

    /// The screen's model: over its API, keeping events in its store. Made on first use, and
    /// again whenever the API is set.
    func makeModel() -> CalendarModel {
        CalendarModel(api: api, store: store)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Calendar"
        calendarView.register(CalendarCell.self, forCellReuseIdentifier: "CalendarCell")
        calendarView.dataSource = self
        view.addSubview(calendarView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        loadEvents()
        reportShown()
    }

    func loadEvents() {
        model.getCalendarEvents { [weak self] events, error in
            guard let self = self else { return }
            // As the delegate code did, a load whose events fail leaves the events on screen as
            // they are; when only the birthdays fail, or some events could not be read, the
            // events it loaded are shown.
            if error == nil || error is BirthdaysError || error is UnreadableEventsError
                || self.events.isEmpty
            {
                self.events = events
            }
            self.calendarView.reloadData()
            if let error = error as? BirthdaysError {
                self.showError(
                    title: "Could not load birthdays", message: Self.message(for: error.underlying))
            } else if let error = error as? UnreadableEventsError {
                let events = error.count == 1 ? "1 event" : "\(error.count) events"
                self.showError(
                    title: "Some events are not shown",
                    message: "\(events) from the server could not be read.")
            } else if let error {
                self.showError(message: Self.message(for: error))
            }
        }
    }

    /// What the user is told of `error`: the server's reason, the store's, or to try again.
    static func message(for error: Error) -> String {
        if let error = error as? APIError {
            return error.reason
        } else if let error = error as? EventStoreError {
            return error.message
        }
        return "Please try again later."
    }

    // The screen groups by the device's calendar and time zone; the rules take any calendar.
    var days: [Date] {
        Self.days(of: events, in: .current)
    }

    func events(on day: Date) -> [Event] {
        Self.events(events, on: day, in: .current)
    }

    /// The days on which `events` happen, in order, as `calendar` sees them.
    static func days(of events: [Event], in calendar: Calendar) -> [Date] {
        Set(events.map { calendar.startOfDay(for: $0.date) }).sorted()
    }

    /// Those of `events` that happen on `day` in `calendar`, in order.
    static func events(_ events: [Event], on day: Date, in calendar: Calendar) -> [Event] {
        events.filter { calendar.isDate($0.date, inSameDayAs: day) }.sorted()
    }

    func showError(title: String = "Could not load events", message: String) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

extension CalendarViewController: UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int {
        return days.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "EEEE, MMMM d, yyyy"
        return formatter.string(from: days[section])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return events(on: days[section]).count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "CalendarCell", for: indexPath)
            as! CalendarCell
        let event = events(on: days[indexPath.section])[indexPath.row]

        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "h:mm a"
        cell.symbolLabel.text = event.type.symbol
        cell.timeLabel.text = formatter.string(from: event.date)
        let untitled = event.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        cell.nameLabel.text = untitled ? "(No title)" : event.name
        cell.durationLabel.text = "\(Int(event.duration) / 3600)h"
        showAllDay(event, in: cell)
        return cell
    }

    /// A birthday lasts the whole day: it shows "All day" and no duration, not a midnight start
    /// and "0h".
    func showAllDay(_ event: Event, in cell: CalendarCell) {
        guard event.type == .birthday else { return }
        cell.timeLabel.text = "All day"
        cell.durationLabel.text = ""
    }
}

extension CalendarViewController: ScreenReporting {
    static let shownEvent = AnalyticsEvent.calendarShown
}
