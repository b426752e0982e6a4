import XCTest

@testable import RefactoredMyBiz

final class TeamSizesTests: XCTestCase {
    func test_size_ofSomeoneWithNoReports_isZero() {
        let sut = TeamSizes(org: [person("Coulson")])

        XCTAssertEqual(sut.size(of: person("Coulson")), 0)
    }

    func test_size_countsTheDirectReportsAndEveryoneUnderThem() {
        let fury = person("Fury", reports: ["Coulson", "Cap"])
        let sut = TeamSizes(org: [
            fury, person("Coulson"), person("Cap", reports: ["Falcon"]), person("Falcon"),
        ])

        XCTAssertEqual(sut.size(of: fury), 3)
    }

    func test_size_leavesOutAReportTheOrgChartDoesNotList() {
        let fury = person("Fury", reports: ["Coulson", "Galactus"])
        let sut = TeamSizes(org: [fury, person("Coulson")])

        XCTAssertEqual(sut.size(of: fury), 1)
    }

    func test_size_countsAReportListedTwiceOnce() {
        let fury = person("Fury", reports: ["Cap", "Cap"])
        let sut = TeamSizes(org: [fury, person("Cap")])

        XCTAssertEqual(sut.size(of: fury), 1)
    }

    func test_size_endsWhereTheReportsLoopBack() {
        let fury = person("Fury", reports: ["Cap"])
        let sut = TeamSizes(org: [
            fury, person("Cap", reports: ["Fury", "Falcon"]), person("Falcon"),
        ])

        XCTAssertEqual(sut.size(of: fury), 2)
    }

    func test_detail_ofAManager_isTheLocationAndTheTeamSize() {
        let fury = person("Fury", reports: ["Coulson"])
        let sut = TeamSizes(org: [fury, person("Coulson")])

        XCTAssertEqual(sut.detail(for: fury), "Triskelion (team of 1)")
    }

    func test_detail_ofSomeoneWithNoTeam_isTheLocationAlone() {
        let sut = TeamSizes(org: [person("Coulson")])

        XCTAssertEqual(sut.detail(for: person("Coulson")), "Triskelion")
    }

    // MARK: - Helpers

    private func person(_ id: String, reports: [String] = []) -> Employee {
        Employee(
            id: id, givenName: id, familyName: "Agent", location: "Triskelion", manager: nil,
            directReports: reports, birthday: nil)
    }
}
