/// What each test runner says of the whole run, in its last lines: XCTest's "Executed 12 tests,
/// with 2 failures", Swift Testing's "Test run with 12 tests … failed after". A run whose
/// summary counts a failure that no test's outcome shows was tampered with between the tests
/// and the report (a thread rewriting the xUnit file before the process ends, say), so
/// `TestOutcomes` fails every test of that runner rather than believe the report.
struct RunSummaries: Equatable {
    /// The most failures an XCTest summary line counted (its suites' and the whole run's).
    var xctestFailures = 0
    /// Whether Swift Testing said its run failed.
    var testingFailed = false

    static let testingUnnamed =
        "Swift Testing said its run failed, but its report names no failing test"

    var xctestUnnamed: String {
        "XCTest counted \(xctestFailures) failure\(xctestFailures == 1 ? "" : "s"), but no "
            + "failing test was reported"
    }

    init(output: String) {
        for line in output.lines() {
            if line.contains("Executed "), let range = line.range(of: " failure") {
                let digits = line[..<range.lowerBound].reversed().prefix { $0.isNumber }
                xctestFailures = max(xctestFailures, Int(String(digits.reversed())) ?? 0)
            } else if line.contains("Test run with "), line.contains(" failed after ") {
                testingFailed = true
            }
        }
    }
}
