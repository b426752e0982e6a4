import Fixtures
import Foundation
import Testing

extension Characterization {
    @Suite("Declared changes") @MainActor
    struct DeclaredChanges {
        static let all: [DeclaredChange] = [
            .birthdayField, .birthdaysOnTheCalendar, .screensReleased, .allDayBirthdays,
            .announcementsReport, .orgChartReport, .navigationReports, .goodEventsKept,
            .unreadableEventsTold, .namelessEventsTitled, .sameTimeOrder, .teamSizes,
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

        @Test("a declared text only adds to the legacy one: no row, alert or message is lost")
        func declaredTextsOnlyAdd() throws {
            let root = GoldenMaster.approved.directory
            let manager = FileManager.default
            for folder in try manager.contentsOfDirectory(atPath: root.path)
            where folder.hasPrefix("since-") {
                let base = root.appendingPathComponent(folder)
                for case let file as URL in manager.enumerator(
                    at: base, includingPropertiesForKeys: nil)!
                where file.lastPathComponent.hasSuffix(".approved.txt") {
                    let name = String(file.path.dropFirst(base.path.count + 1))
                    let legacy = root.appendingPathComponent(name)
                    guard manager.fileExists(atPath: legacy.path) else { continue }
                    let text = name.replacingOccurrences(of: ".approved.txt", with: "")
                    let fixed = Self.all.contains {
                        $0.folder == folder && $0.fixing.contains(text)
                    }
                    if fixed { continue }
                    let lost = try Self.lines(of: legacy, lostIn: file)
                    #expect(lost.isEmpty, "\(folder)/\(name) loses \(lost)")
                }
            }
        }

        /// The lines of `legacy` that `declared` does not keep. "(no rows)" is not lost when rows
        /// take its place, a line is kept by one that adds words after it, and a JSON line is kept
        /// when the declared line at its place has every field it had, with the same value.
        static func lines(of legacy: URL, lostIn declared: URL) throws -> [String] {
            let old = try String(contentsOf: legacy, encoding: .utf8).split(separator: "\n")
            let new = try String(contentsOf: declared, encoding: .utf8).split(separator: "\n")
            return old.enumerated().compactMap { index, line in
                if new.contains(where: { $0 == line || $0.hasPrefix(line + " ") })
                    || line.trimmingCharacters(in: .whitespaces) == "(no rows)"
                {
                    return nil
                }
                if index < new.count, let before = json(line), let after = json(new[index]),
                    before.allSatisfy({ after[$0.key] == $0.value })
                {
                    return nil
                }
                return String(line)
            }
        }

        private static func json(_ line: Substring) -> [String: String]? {
            guard
                let object = try? JSONSerialization.jsonObject(with: Data(line.utf8))
                    as? [String: Any]
            else { return nil }
            return object.mapValues { "\($0)" }
        }
    }
}
