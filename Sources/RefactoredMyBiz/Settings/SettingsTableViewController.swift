import Foundation
import MiniUIKit

class SettingsTableViewController: UITableViewController {
    var user: UserInfo?
    let healthAccess = HealthAccess()
    var healthStatus: String?
    var analytics: AnalyticsAPI?

    let api: API
    let userId: String?
    /// Where logging out leads: the login screen.
    let showLogin: () -> Void
    let defaults: SettingsStore

    init(
        api: API, userId: String?, defaults: SettingsStore = UserDefaults.standard,
        showLogin: @escaping () -> Void
    ) {
        self.api = api
        self.userId = userId
        self.showLogin = showLogin
        self.defaults = defaults
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        loadUser()
        reportShown()
    }

    func loadUser() {
        api.delegate = self
        api.getUser(id: userId!)
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        return 5
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
        -> String?
    {
        switch section {
        case 0: return "Account"
        case 1: return "Calendar"
        case 2: return "About"
        case 4: return "Health"
        default: return nil
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: "SettingsCell")
        switch indexPath.section {
        case 0:
            if let user = user {
                cell.textLabel?.text = user.givenName + " " + user.familyName
                cell.detailTextLabel?.text = user.email
            } else {
                cell.textLabel?.text = "Loading…"
            }
        case 1:
            let firstDay = defaults.integer(forKey: "firstDayOfWeek")
            cell.textLabel?.text = "First day of the week"
            cell.detailTextLabel?.text = firstDay == 2 ? "Monday" : "Sunday"
        case 2:
            let version =
                Bundle.app.object(forInfoDictionaryKey: "CFBundleShortVersionString") as! String
            let build = Bundle.app.object(forInfoDictionaryKey: "CFBundleVersion") as! String
            cell.textLabel?.text = "Version"
            cell.detailTextLabel?.text = "\(version) (\(build))"
        case 3:
            cell.textLabel?.text = "Log Out"
        default:
            cell.textLabel?.text = "Connect Health"
            cell.detailTextLabel?.text = healthStatus
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 1 {
            let firstDay = defaults.integer(forKey: "firstDayOfWeek")
            defaults.set(firstDay == 2 ? 1 : 2, forKey: "firstDayOfWeek")
            tableView.reloadData()
        } else if indexPath.section == 3 {
            api.logout()
            showLogin()
        } else if indexPath.section == 4 {
            connectHealth()
        }
    }

    func connectHealth() {
        healthAccess.requestAuthorization { [weak self] requestShown, error in
            if error != nil {
                // Health was not asked, so it is not connected: the row says so under the alert.
                self?.healthStatus = "Not connected"
                self?.tableView.reloadData()
                let alert = UIAlertController(
                    title: "Health", message: "Could not ask Health for access.",
                    preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                self?.present(alert, animated: true)
            } else {
                self?.healthStatus = requestShown == true ? "Connected" : "Not connected"
                self?.tableView.reloadData()
            }
        }
    }
}

extension SettingsTableViewController: UserDelegate {
    func userLoaded(user: UserInfo) {
        self.user = user
        UserDefaults.standard.set(user.region, forKey: "userRegion")
        UserDefaults.standard.set(user.role, forKey: "userRole")
        tableView.reloadData()
    }

    func userFailed(error: Error) {
        let message = (error as? APIError)?.reason ?? "Something went wrong."
        let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

extension SettingsTableViewController: ScreenReporting {
    static let shownEvent = AnalyticsEvent.settingsShown
}
