import XCTest

@testable import MyBiz

/// Held back from step 72's exercise: teams three levels deep, a report listed under two
/// managers, and a chart whose people arrive in any order.
final class TeamSizesHeldBackTests: XCTestCase {
    func test_countsEveryLevelBelow_andEachPersonOnce() {
        let org = [
            person("Falcon"), person("Fury", reports: ["Hill", "Cap"]),
            person("Cap", reports: ["Falcon", "Bucky"]), person("Bucky", reports: ["Falcon"]),
            person("Hill", reports: ["Cap"]),
        ]
        let sut = TeamSizes(org: org)

        HeldBack.assertSame(org.map { sut.size(of: $0) }, [0, 4, 2, 1, 3])
        HeldBack.assertSame(sut.detail(for: org[1]), "Helicarrier (team of 4)")
        HeldBack.assertSame(sut.detail(for: org[0]), "Helicarrier")
    }

    func test_someoneTheChartDoesNotList_hasNoTeam() {
        let sut = TeamSizes(org: [person("Fury", reports: ["Cap"]), person("Cap")])

        HeldBack.assertSame(sut.size(of: person("Loki", reports: ["Cap"])), 0)
    }

    private func person(_ id: String, reports: [String] = []) -> Employee {
        Employee(
            id: id, givenName: id, familyName: "Agent", location: "Helicarrier", manager: nil,
            directReports: reports, birthday: nil)
    }
}
