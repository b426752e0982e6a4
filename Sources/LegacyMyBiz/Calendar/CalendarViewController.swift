import Foundation
import MiniUIKit

class CalendarViewController: UIViewController {
    let calendarView = UITableView()
    var events: [Event] = []

    var api: API {
        return UIApplication.appDelegate.api
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
        api.delegate = self
        api.getEvents()
    }

    var days: [Date] {
        let calendar = Calendar.current
        return Set(events.map { calendar.startOfDay(for: $0.date) }).sorted()
    }

    func events(on day: Date) -> [Event] {
        let calendar = Calendar.current
        return events.filter { calendar.isDate($0.date, inSameDayAs: day) }.sorted()
    }

    func showError(message: String) {
        let alert = UIAlertController(
            title: "Could not load events", message: message, preferredStyle: .alert)
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
        cell.nameLabel.text = event.name
        cell.durationLabel.text = "\(Int(event.duration) / 3600)h"
        return cell
    }
}

extension CalendarViewController: APIDelegate {
    func eventsLoaded(events: [Event]) {
        self.events = events
        calendarView.reloadData()
    }

    func eventsFailed(error: Error) {
        if let error = error as? APIError {
            showError(message: error.reason)
        } else {
            showError(message: "Please try again later.")
        }
    }

    func loginFailed(error: Error) {}
    func loginSucceeded(userId: String) {}
    func announcementsFailed(error: Error) {}
    func announcementsLoaded(announcements: [Announcement]) {}
    func orgFailed(error: Error) {}
    func orgLoaded(org: [Employee]) {}
    func productsFailed(error: Error) {}
    func productsLoaded(products: [Product]) {}
    func purchasesFailed(error: Error) {}
    func purchasesLoaded(purchases: [PurchaseOrder]) {}
    func userFailed(error: Error) {}
    func userLoaded(user: UserInfo) {}
}
