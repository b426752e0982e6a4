import Diffing
import Foundation

/// What one run of `swift test` said of each test: XCTest's lines on standard output and Swift
/// Testing's xUnit report. A test that failed anywhere stays failed, and one the run never
/// reached has no outcome.
struct TestOutcomes: Equatable {
    enum Outcome: Equatable {
        case passed
        case failed(String)
        case skipped
    }

    /// XCTest cases by `Class.method` (the module is not in Linux's lines).
    private(set) var xctest: [String: Outcome] = [:]
    /// Swift Testing tests by their id with dots: `Module.Suite.function(labels:)`.
    private(set) var testing: [String: Outcome] = [:]
    /// Whether the run was stopped for running longer than it was given.
    var timedOut = false
    /// Whether it was stopped because it printed nothing for `JudgedPackage.quietLimit`.
    var fellQuiet = false
    /// The tests that had started and not ended when the run stopped, as it printed them:
    /// XCTest's `Class.method`, Swift Testing's display names.
    private(set) var unfinished: [String] = []
    /// How a test process (or `swift test`) stopped before its end, when it crashed: in which
    /// XCTest case (`Class.method`) and why, as the run said it. The app shares the process
    /// and may print lines in the tests' name, so a run that crashed passes no test (see
    /// `TestGroups.pass`), whatever its lines say.
    private(set) var crash: Crash?
    /// The crash of a first run, when this run was made again after it and ran whole.
    var crashedBefore: Crash?

    struct Crash: Equatable {
        var during: String?
        var reason: String?

        /// Where and why, in a few words.
        var summary: String {
            (during.map { "in \($0): " } ?? "") + (reason ?? "it gave no reason")
        }
    }

    /// Reads a run from what it printed and, when it ran to its end or was stopped by a
    /// signal (not for its time), the `status` `swift test` exited with: a status other than
    /// a test run's 0 or 1 is a crash too, so a run whose `swift test` was killed, after the app
    /// printed passes in the tests' name, passes nothing.
    init(output: String, xunit: String?, status: Int32? = nil) {
        var messages: [String: String] = [:]
        for line in output.lines() {
            if let (name, message) = Self.failure(in: line), messages[name] == nil {
                messages[name] = message
            }
        }
        var running: String?
        for line in output.lines() where line.hasPrefix("Test Case '") {
            let body = line.dropFirst(11)
            guard let end = body.firstIndex(of: "'") else { continue }
            let name = Self.caseName(body[..<end])
            let rest = body[end...]
            let outcome: Outcome? =
                rest.hasPrefix("' passed")
                ? .passed
                : rest.hasPrefix("' failed")
                    ? .failed(messages[name] ?? "failed")
                    : rest.hasPrefix("' skipped") ? .skipped : nil
            if let outcome {
                record(outcome, for: name, in: &xctest)
                if running == name { running = nil }
            } else if rest.hasPrefix("' started") {
                running = name
            }
        }
        var reason = Self.crashReason(in: output)
        if reason == nil, let status, status != 0, status != 1 {
            reason = "swift test ended with status \(status), where a test run ends with 0 or 1"
        }
        if running != nil || reason != nil { crash = Crash(during: running, reason: reason) }
        unfinished = (running.map { [$0] } ?? []) + Self.unfinishedTestingTests(in: output)
        for testCase in XUnit.cases(in: xunit ?? "") {
            record(testCase.outcome, for: testCase.id, in: &testing)
        }
        let summaries = RunSummaries(output: output)
        Self.failAll(&xctest, when: summaries.xctestFailures > 0, saying: summaries.xctestUnnamed)
        Self.failAll(&testing, when: summaries.testingFailed, saying: RunSummaries.testingUnnamed)
    }

    /// Every outcome in `table` failed with `message` when the run's summary counted a failure
    /// that no test's own outcome shows: something between the tests and this reading ate it.
    private static func failAll(
        _ table: inout [String: Outcome], when summaryFailed: Bool, saying message: String
    ) {
        let named = table.values.contains { if case .failed = $0 { true } else { false } }
        guard summaryFailed, !named else { return }
        for name in table.keys { table[name] = .failed(message) }
    }

    /// Why a test process stopped, from what it printed: the runtime's fatal error, or else
    /// the crash or the signal the runner names.
    private static func crashReason(in output: String) -> String? {
        let lines = output.lines().map { String($0.trimmed) }
        if let fatal = lines.first(where: { $0.contains("Fatal error:") }) { return fatal }
        if let crashed = lines.first(where: { $0.hasPrefix("*** Program crashed:") }) {
            return crashed.trimmingCharacters(in: CharacterSet(charactersIn: "* "))
        }
        if let code = lines.lazy.compactMap(signalCode(in:)).first {
            return "the test process exited with unexpected signal code " + code
        }
        return nil
    }

    /// The signal SwiftPM says stopped a test process, in each spelling it has had: "error:
    /// Exited with signal code 11" (to 5.9), "error: Exited with unexpected signal code 11"
    /// (5.10 to 6.2), "error: Process '<command>' exited with unexpected signal code 11" (6.3).
    /// On macOS, with the output piped, no backtrace follows: this line may be all a crash
    /// leaves.
    static func signalCode(in line: String) -> String? {
        let digits = line.reversed().prefix { $0.isASCII && $0.isNumber }
        let rest = line.dropLast(digits.count).lowercased()
        guard !digits.isEmpty, rest.hasSuffix("signal code "), rest.contains("exited with ")
        else { return nil }
        return String(digits.reversed())
    }

    /// Why the run did not end as a test run ends, when it did not: where and why it crashed,
    /// or that it ran over its time or fell silent.
    var stop: String? {
        timedOut ? overTime : crash?.summary
    }

    /// Why a run that was stopped for its time was stopped, naming the tests it was in.
    var overTime: String {
        let seconds = Int(JudgedPackage.quietLimit)
        let cause =
            fellQuiet
            ? "the test run printed nothing for \(seconds) s and was stopped"
            : "the test run ran over the time a check gives it and was stopped"
        let during =
            unfinished.isEmpty
            ? ""
            : " in " + unfinished.prefix(3).joined(separator: ", ")
                + (unfinished.count > 3 ? " and \(unfinished.count - 3) more" : "")
        return cause + during + ": does something loop forever?"
    }

    /// The Swift Testing tests that printed "started" and no end, by their display names.
    private static func unfinishedTestingTests(in output: String) -> [String] {
        var started: [String] = []
        var ended: Set<String> = []
        for line in output.lines() {
            guard let (name, event) = testingEvent(in: String(line)) else { continue }
            if event == " started." {
                started.append(name)
            } else if event != " recorded an issue" {
                ended.insert(name)
            }
        }
        return started.filter { !ended.contains($0) }
    }

    /// The test a Swift Testing line is about and what it says of it (`◇ Test "name" started.`,
    /// `✔ Test f() passed after …`, `✘ Test f() recorded an issue …`), or nil for a suite's
    /// line or the run's.
    private static func testingEvent(in line: String) -> (name: String, event: String)? {
        guard let start = line.range(of: " Test "),
            line.distance(from: line.startIndex, to: start.lowerBound) <= 2
        else { return nil }
        let rest = line[start.upperBound...]
        let events = [" started.", " passed", " failed", " skipped", " recorded an issue"]
        let found = events.compactMap { event in rest.range(of: event).map { ($0, event) } }
        guard !rest.hasPrefix("run "),
            let (range, event) = found.min(by: { $0.0.lowerBound < $1.0.lowerBound })
        else { return nil }
        return (String(rest[..<range.lowerBound]), event)
    }

    /// Why the test `id`, which has no outcome, did not run or did not finish.
    func missing(_ id: String) -> String {
        if timedOut { return "did not finish: " + overTime }
        let stopped = "did not run: the test process stopped before it"
        guard let crash else { return stopped }
        let name = String(
            id.replacingOccurrences(of: "/", with: ".").drop { $0 != "." }.dropFirst())
        if crash.during == name {
            return "stopped the test process: " + (crash.reason ?? "it gave no reason")
        }
        return stopped + (crash.during == nil ? ": " : ", ") + crash.summary
    }

    /// The outcome of the test `id`, as `swift test list` names it (`Module.Type/method`).
    func outcome(of id: String) -> Outcome? {
        let dotted = id.replacingOccurrences(of: "/", with: ".")
        if let outcome = testing[dotted] { return outcome }
        let withoutModule = dotted.drop { $0 != "." }.dropFirst()
        return xctest[String(withoutModule)]
    }

    private func record(_ outcome: Outcome, for name: String, in table: inout [String: Outcome]) {
        if case .failed = table[name] { return }
        table[name] = outcome
    }

    /// `Class.method` from Linux's `Class.method` or macOS's `-[Module.Class method]`.
    private static func caseName(_ text: Substring) -> String {
        guard text.hasPrefix("-["), text.hasSuffix("]") else { return String(text) }
        let inner = text.dropFirst(2).dropLast()
        let parts = inner.split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else { return String(inner) }
        let type = parts[0].split(separator: ".").last.map(String.init) ?? String(parts[0])
        return type + "." + parts[1]
    }

    /// The test and the first line of its message, from an XCTest failure line:
    /// `<file>:<line>: error: <test> : <message>`.
    private static func failure(in line: Substring) -> (String, String)? {
        guard let error = line.range(of: ": error: "),
            let separator = line[error.upperBound...].range(of: " : ")
        else { return nil }
        let name = caseName(line[error.upperBound..<separator.lowerBound])
        return (name, String(line[separator.upperBound...].trimmed))
    }
}
