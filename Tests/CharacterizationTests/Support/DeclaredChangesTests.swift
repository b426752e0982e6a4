import Foundation
import Testing

extension Characterization {
    @Suite("Declared changes") @MainActor
    struct DeclaredChanges {
        static let all: [DeclaredChange] = [
            .birthdayField, .birthdaysOnTheCalendar, .calendarErrors, .loginMessages,
            .announcementsReport, .orgChartReport, .navigationReports,
        ]

        @Test("each declared change applies from the step whose header names its change")
        func stepsMatchTheChain() throws {
            let steps = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Steps")
            let files = try FileManager.default.contentsOfDirectory(atPath: steps.path).sorted()
            for change in Self.all {
                let file = try #require(
                    files.first { $0.hasPrefix(String(format: "%02d-", change.step)) })
                let header = try String(
                    contentsOf: steps.appendingPathComponent(file), encoding: .utf8)
                #expect(
                    header.contains("\nchange: \(change.number)\n"), "\(change) is not step \(file)"
                )
            }
        }
    }
}
