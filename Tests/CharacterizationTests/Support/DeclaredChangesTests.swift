import Fixtures
import Foundation
import Testing

extension Characterization {
    @Suite("Declared changes") @MainActor
    struct DeclaredChanges {
        static let all: [DeclaredChange] = [
            .birthdayField, .birthdaysOnTheCalendar, .allDayBirthdays, .announcementsReport,
            .orgChartReport, .navigationReports,
        ]

        @Test("every since-<step> folder of approvals belongs to a declared change")
        func noApprovalWithoutItsChange() throws {
            let folders = try FileManager.default.contentsOfDirectory(
                atPath: GoldenMaster.approved.directory.path
            ).filter { $0.hasPrefix("since-") }
            let declared = Set(Self.all.map(\.folder))
            for folder in folders {
                #expect(declared.contains(folder), "Approved/\(folder) is no declared change's")
            }
        }

    }
}
