import Foundation
import MiniUIKit

class AnnouncementsTableViewController: UITableViewController {
    var announcements: [Announcement] = []
    var analytics: AnalyticsAPI?

    let api: API

    init(api: API) {
        self.api = api
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Announcements"
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        loadAnnouncements()
        reportShown()
    }

    func loadAnnouncements() {
        api.delegate = self
        api.getAnnouncements()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return announcements.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "AnnouncementCell")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "AnnouncementCell")
        let announcement = announcements[indexPath.row]
        cell.textLabel?.text = announcement.message

        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "MMM d, yyyy"
        cell.detailTextLabel?.text = "Posted " + formatter.string(from: announcement.date)
        return cell
    }
}

extension AnnouncementsTableViewController: AnnouncementsDelegate {
    func announcementsLoaded(announcements: [Announcement]) {
        self.announcements = announcements.sorted { $0.date > $1.date }
        tableView.reloadData()
    }

    func announcementsFailed(error: Error) {
        let message = (error as? APIError)?.reason ?? "Something went wrong."
        let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

extension AnnouncementsTableViewController: ScreenReporting {
    static let shownEvent = AnalyticsEvent.announcementsShown
}
