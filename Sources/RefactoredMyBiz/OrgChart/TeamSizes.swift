import Foundation

/// How many people work under each employee of an org chart: their direct reports, and everyone
/// under those, however deep.
struct TeamSizes {
    private let reports: [String: [String]]

    init(org: [Employee]) {
        reports = Dictionary(
            org.map { ($0.id, $0.directReports) }, uniquingKeysWith: { first, _ in first })
    }

    /// The people under `employee`. A report the org chart does not list is not counted, and
    /// nobody is counted twice, even where the reports loop back.
    func size(of employee: Employee) -> Int {
        var counted: Set<String> = [employee.id]
        var waiting = reports[employee.id] ?? []
        while let id = waiting.popLast() {
            guard let theirs = reports[id], counted.insert(id).inserted else { continue }
            waiting += theirs
        }
        return counted.count - 1
    }

    /// An org chart row's detail: the employee's location, and for a manager their team's size.
    func detail(for employee: Employee) -> String {
        let size = size(of: employee)
        return size == 0 ? employee.location : "\(employee.location) (team of \(size))"
    }
}
