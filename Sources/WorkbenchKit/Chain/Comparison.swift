import Diffing
import Foundation

/// What the characterization suite says of the legacy app and of the app after a step: each
/// behaviour it pins (an approved screen, request or model) the same on both, or changed on
/// purpose by a step's declared change; and each test that fails on the later app, a change no
/// step declared.
struct Comparison: Equatable {
    /// One approved text of the suite, and what became of it by the step.
    struct Behaviour: Equatable {
        /// Such as `screens/calendar.loaded`.
        let name: String
        /// The step whose declared change is in force for it, or nil: the same on both.
        let change: Change?
    }

    struct Change: Equatable {
        let step: Int
        let title: String
        /// Lines the user no longer sees, and new ones; a behaviour only the later app has
        /// counts every line as added.
        let removed: Int
        let added: Int
        let isNew: Bool
        /// The approved text of the legacy app (nil when it has none) and the step's.
        let before: String?
        let after: String
    }

    let step: Int
    let behaviours: [Behaviour]
    /// Tests that fail on the app after the step, each with its first line of failure.
    let regressions: [(test: String, reason: String)]

    static func == (lhs: Comparison, rhs: Comparison) -> Bool {
        lhs.step == rhs.step && lhs.behaviours == rhs.behaviours
            && lhs.regressions.map { "\($0.test)\t\($0.reason)" }
                == rhs.regressions.map { "\($0.test)\t\($0.reason)" }
    }

    static let approved = "Tests/Fixtures/Approved/"

    /// The behaviours of `legacy` (the package at step 0) and of `later` (the package after a
    /// step): a declared change is an approved text under `since-<k>/`, in force from step k on;
    /// the latest in force wins, as the suite itself reads them. `titles` are the steps', in order.
    static func behaviours(legacy: SourceTree, later: SourceTree, titles: [String]) -> [Behaviour] {
        func approvedNames(_ tree: SourceTree) -> [String: String] {
            var names: [String: String] = [:]
            for (path, text) in tree.files
            where path.hasPrefix(approved) && path.hasSuffix(".approved.txt") {
                names[String(path.dropFirst(approved.count).dropLast(".approved.txt".count))] = text
            }
            return names
        }
        let before = approvedNames(legacy)
        var declared: [String: (step: Int, text: String)] = [:]
        for (name, text) in approvedNames(later) where name.hasPrefix("since-") {
            let parts = name.split(separator: "/", maxSplits: 1)
            guard parts.count == 2, let step = Int(parts[0].dropFirst("since-".count)) else {
                continue
            }
            let behaviour = String(parts[1])
            if declared[behaviour].map({ $0.step < step }) ?? true {
                declared[behaviour] = (step, text)
            }
        }
        let names = Set(before.keys.filter { !$0.hasPrefix("since-") }).union(declared.keys)
        return names.sorted().map { name in
            guard let (step, text) = declared[name] else {
                return Behaviour(name: name, change: nil)
            }
            func lines(_ text: String) -> [Substring] {
                text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
                    text.hasSuffix("\n") ? 1 : 0)
            }
            let old = before[name].map(lines) ?? []
            let new = lines(text)
            let alignment = Alignment.of(old, new)
            return Behaviour(
                name: name,
                change: Change(
                    step: step,
                    title: titles.indices.contains(step - 1) ? titles[step - 1] : "",
                    removed: alignment.filter { if case .removed = $0 { true } else { false } }
                        .count,
                    added: alignment.filter { if case .added = $0 { true } else { false } }.count,
                    isNew: before[name] == nil, before: before[name], after: text))
        }
    }

    /// Swift Testing's glyph for a failure, and for a line of detail: in Unicode (✘, ↳), and as
    /// the SF Symbols it prints instead on a Mac with the SF Pro font.
    static let failGlyphs: Set<Character> = ["\u{2718}", "\u{100884}"]
    static let detailGlyphs: Set<Character> = ["\u{21B3}", "\u{100135}"]

    /// What follows a leading glyph of `glyphs` and its spaces on `line`, colour codes taken
    /// out; nil when the line does not start with one.
    static func after(_ glyphs: Set<Character>, in line: String) -> Substring? {
        let plain = line.replacingOccurrences(
            of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression
        ).trimmingCharacters(in: .whitespaces)
        guard let first = plain.first, glyphs.contains(first) else { return nil }
        return Substring(plain.dropFirst().drop { $0 == " " })
    }

    /// The tests `swift test` said failed, XCTest's and Swift Testing's, each with the first
    /// line that says why.
    static func failures(in output: String) -> [(test: String, reason: String)] {
        var found: [(test: String, reason: String)] = []
        var seen: Set<String> = []
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, text) in lines.enumerated() {
            var test: String?
            var reason = ""
            if let line = Self.after(Self.failGlyphs, in: text), line.hasPrefix("Test "),
                let recorded = line.range(of: " recorded an issue")
            {
                test = String(line[line.index(line.startIndex, offsetBy: 5)..<recorded.lowerBound])
                // `… at File.swift:12:3: why`, the place after the (display) name.
                if let place = line.range(
                    of: ".swift:", range: recorded.upperBound..<line.endIndex),
                    let colon = line.range(of: ": ", range: place.upperBound..<line.endIndex)
                {
                    reason = String(line[colon.upperBound...])
                }
                // A recorded comment comes on the lines below its "Issue recorded".
                if reason == "Issue recorded", index + 1 < lines.count {
                    let next = lines[index + 1]
                    reason = String(
                        Self.after(Self.detailGlyphs, in: next)
                            ?? Substring(next.trimmingCharacters(in: .whitespaces)))
                }
            } else if let error = text.range(of: ": error: "),
                let separator = text.range(of: " : ", range: error.upperBound..<text.endIndex)
            {
                test = String(text[error.upperBound..<separator.lowerBound])
                reason = String(text[separator.upperBound...])
            }
            guard let test, !seen.contains(test) else { continue }
            seen.insert(test)
            found.append((test, String(reason.prefix(160))))
        }
        return found
    }

    /// One line per behaviour, then the regressions and the counts.
    func report(stepName: String) -> String {
        var lines = ["compare: the legacy app and \(stepName), by the characterization suite", ""]
        for behaviour in behaviours {
            guard let change = behaviour.change else {
                lines.append("same        \(behaviour.name)")
                continue
            }
            let size =
                change.isNew
                ? "new, \(change.added) lines" : "−\(change.removed) +\(change.added) lines"
            lines.append(
                "changed     \(behaviour.name): on purpose, step \(change.step), \(change.title) (\(size))"
            )
        }
        for regression in regressions {
            lines.append("REGRESSION  \(regression.test): \(regression.reason)")
        }
        let changed = behaviours.filter { $0.change != nil }
        let steps = Set(changed.compactMap { $0.change?.step }).sorted().map(String.init)
        lines.append("")
        lines.append(
            "\(behaviours.count - changed.count) the same, \(changed.count) changed on purpose"
                + (steps.isEmpty ? "" : " (by steps \(steps.joined(separator: ", ")))")
                + ", \(regressions.count) regression\(regressions.count == 1 ? "" : "s")"
                + (regressions.isEmpty ? "" : ": changes no step declared"))
        return lines.joined(separator: "\n") + "\n"
    }
}
