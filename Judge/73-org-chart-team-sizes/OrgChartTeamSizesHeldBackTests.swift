import MiniUIKit
import XCTest

@testable import MyBiz

/// Held back from step 73's exercise: every row's detail, a team two levels deep, and a second
/// load of another chart, whose teams are counted anew.
final class OrgChartTeamSizesHeldBackTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_eachRowShowsItsTeam_andASecondLoadCountsAnew() throws {
        installAppDelegate()
        let org = try XCTUnwrap(
            UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "org")
                as? OrgTableViewController)
        org.loadViewIfNeeded()

        org.orgLoaded(org: [
            person("Fury", at: "Triskelion", manager: nil, reports: ["Cap"]),
            person("Cap", at: "Brooklyn", manager: "Fury", reports: ["Falcon"]),
            person("Falcon", at: "Harlem", manager: "Cap"),
        ])
        HeldBack.assertSame(
            details(of: org), ["Triskelion (team of 2)", "Brooklyn (team of 1)", "Harlem"])

        org.orgLoaded(org: [
            person("Fury", at: "Triskelion", manager: nil, reports: ["Hill"]),
            person("Hill", at: "The Hub", manager: "Fury"),
        ])
        HeldBack.assertSame(details(of: org), ["Triskelion (team of 1)", "The Hub"])
    }

    private func details(of org: OrgTableViewController) -> [String?] {
        (0..<org.tableView(org.tableView, numberOfRowsInSection: 0)).map {
            org.tableView(org.tableView, cellForRowAt: IndexPath(row: $0, section: 0))
                .detailTextLabel?.text
        }
    }

    private func person(
        _ id: String, at location: String, manager: String?, reports: [String] = []
    ) -> Employee {
        Employee(
            id: id, givenName: id, familyName: "Agent", location: location, manager: manager,
            directReports: reports, birthday: nil)
    }
}
