import Foundation
import MiniUIKit

class OrgTableViewController: UITableViewController {
    var employees: [Employee] = []
    var rows: [(employee: Employee, depth: Int)] = []
    var teamSizes = TeamSizes(org: [])
    var analytics: AnalyticsAPI?

    let api: API

    init(api: API) {
        self.api = api
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Org Chart"
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        loadOrgChart()
        reportShown()
    }

    func loadOrgChart() {
        api.delegate = self
        api.getOrgChart()
    }

    func buildRows() {
        rows = []
        for employee in employees where employee.manager == nil {
            addRows(for: employee, depth: 0)
        }
    }

    func addRows(for employee: Employee, depth: Int) {
        rows.append((employee, depth))
        for id in employee.directReports {
            if let report = employees.first(where: { $0.id == id }) {
                addRows(for: report, depth: depth + 1)
            }
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "EmployeeCell")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "EmployeeCell")
        let row = rows[indexPath.row]
        cell.textLabel?.text = String(repeating: "· ", count: row.depth) + row.employee.displayName
        cell.detailTextLabel?.text = teamSizes.detail(for: row.employee)
        return cell
    }
}

extension OrgTableViewController: OrgChartDelegate {
    func orgLoaded(org: [Employee]) {
        employees = org
        teamSizes = TeamSizes(org: org)
        buildRows()
        tableView.reloadData()
    }

    func orgFailed(error: Error) {
        // TODO: tell the user
    }
}

extension OrgTableViewController: ScreenReporting {
    static let shownEvent = AnalyticsEvent.orgChartShown
}
