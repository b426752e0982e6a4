import Fixtures
import Foundation
import Testing

extension Characterization {
    @Suite("Declared changes") @MainActor
    struct DeclaredChanges {
        static let all: [DeclaredChange] = [
            .birthdayField, .birthdaysOnTheCalendar, .screensReleased, .allDayBirthdays,
            .announcementsReport, .orgChartReport, .navigationReports, .goodEventsKept,
            .unreadableEventsShown, .unreadableEventsTold, .sameTimeOrder, .teamSizes,
            .smallOrderFee,
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
            for (folder, name, file) in try Self.declaredTexts() {
                let legacy = root.appendingPathComponent(name)
                guard FileManager.default.fileExists(atPath: legacy.path) else { continue }
                let text = name.replacingOccurrences(of: ".approved.txt", with: "")
                if Self.all.contains(where: { $0.folder == folder && $0.fixing.contains(text) }) {
                    continue
                }
                let lost = try Self.lines(of: legacy, lostIn: file)
                #expect(lost.isEmpty, "\(folder)/\(name) loses \(lost)")
            }
        }

        @Test("no stretch of the chain drops an alert while an event the server sent is not shown")
        func alertsStayWhileEventsAreMissing() throws {
            let root = GoldenMaster.approved.directory
            var inForce: [String: (text: String, from: String)] = [:]
            for (folder, name, file) in try Self.declaredTexts() {
                let declared = try String(contentsOf: file, encoding: .utf8)
                let legacy = root.appendingPathComponent(name)
                var before = inForce[name]
                if before == nil, FileManager.default.fileExists(atPath: legacy.path) {
                    before = (try String(contentsOf: legacy, encoding: .utf8), "the legacy text")
                }
                if let before, let problem = try Self.droppedAlert(before.text, declared, name) {
                    Issue.record("\(folder)/\(name), after \(before.from): \(problem)")
                }
                inForce[name] = (declared, folder)
            }
        }

        /// Every declared approved text: its `since-<step>` folder, its name in that folder, and
        /// its file, the steps in order.
        static func declaredTexts() throws -> [(folder: String, name: String, file: URL)] {
            let root = GoldenMaster.approved.directory
            let manager = FileManager.default
            var steps: [(step: Int, folder: String)] = []
            for folder in try manager.contentsOfDirectory(atPath: root.path) {
                let number: Substring = folder.dropFirst("since-".count)
                if let step = Int(number), folder == "since-\(step)" {
                    steps.append((step, folder))
                }
            }
            steps.sort { (a: (step: Int, folder: String), b: (step: Int, folder: String)) in
                a.step < b.step
            }
            var texts: [(folder: String, name: String, file: URL)] = []
            for (_, folder) in steps {
                let base: URL = root.appendingPathComponent(folder)
                var found: [(name: String, file: URL)] = []
                let entries = manager.enumerator(at: base, includingPropertiesForKeys: nil)
                while let file = entries?.nextObject() as? URL {
                    guard file.lastPathComponent.hasSuffix(".approved.txt") else { continue }
                    found.append((String(file.path.dropFirst(base.path.count + 1)), file))
                }
                found.sort { (a: (name: String, file: URL), b: (name: String, file: URL)) in
                    a.name < b.name
                }
                for (name, file) in found { texts.append((folder, name, file)) }
            }
            return texts
        }

        @Test(
            "the alert rule catches a calendar that hides an unreadable event and lets a whole one go"
        )
        func alertRuleCanFail() throws {
            let legacy =
                "Screen: Calendar\n  Table:\n    (no rows)\nPresented:\n  Alert: Could not load events\n"
            let twoRows =
                "Screen: Calendar\n  Table:\n      - 📅 | 12:00 PM | A | 1h\n      - 👥 | 2:00 PM | B | 1h\n"
            let threeRows = twoRows + "      - 📅 | 5:30 PM | C | 0h\n"
            let missingDate = "screens/calendar.oneBadEvent.events-missing-date.approved.txt"
            #expect(try Self.droppedAlert(legacy, twoRows, missingDate) != nil)
            #expect(try Self.droppedAlert(legacy, threeRows, missingDate) == nil)
            #expect(try Self.droppedAlert(legacy, legacy, missingDate) == nil)
            #expect(
                try Self.droppedAlert(legacy, twoRows, "screens/login.failed.approved.txt") != nil)
        }

        /// What is wrong when `declared` takes the place of `before` for the approved text `name`:
        /// it drops the alert `before` presented while the server sent more events than it shows
        /// (every text not of a calendar payload must keep its alert). Nil when nothing is.
        static func droppedAlert(_ before: String, _ declared: String, _ name: String) throws
            -> String?
        {
            let alert: (String) -> Substring? = { text in
                text.split(separator: "\n").first { $0.contains("Alert: ") }
            }
            guard let dropped = alert(before), alert(declared) == nil else { return nil }
            let prefix = "screens/calendar.oneBadEvent."
            guard name.hasPrefix(prefix),
                let payload = Payload(
                    rawValue: String(
                        name.dropFirst(prefix.count).dropLast(".approved.txt".count)))
            else {
                return "drops \(dropped.trimmingCharacters(in: .whitespaces))"
            }
            let sent =
                (try JSONSerialization.jsonObject(with: payload.data()) as? [Any])?.count ?? 0
            let shown = declared.split(separator: "\n").filter {
                $0.trimmingCharacters(in: .whitespaces).hasPrefix("- ")
            }.count
            guard shown < sent else { return nil }
            return
                "drops \(dropped.trimmingCharacters(in: .whitespaces)) while it shows \(shown) of"
                + " the \(sent) events the server sent"
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
