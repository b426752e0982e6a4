import Foundation

/// How the judged package's tests are listed and run. On Linux the built test binary runs
/// itself, as `swift test` would run it (XCTest's run, then Swift Testing's), without SwiftPM's
/// half second of planning a run: a check runs it up to twenty times. Elsewhere (macOS runs a
/// bundle through `xctest`) `swift test` runs it.
extension JudgedPackage {
    /// Every test of the built package, as `swift test list` names them, in the test modules;
    /// an error when there are none, since a check that runs no test proves nothing.
    func list() throws(WorkbenchError) -> [String] {
        var status: Int32 = 0
        var output = ""
        if let binary = testBinary {
            let xctest = try tools.run(binary, ["--dump-tests-json"])
            let testing = try tools.run(
                binary, ["--testing-library", "swift-testing", "--list-tests"])
            // Swift Testing lists nothing, and ends with 69, when it has no test of its own.
            let listed = testing.status == Self.noTestsFound ? 0 : testing.status
            status = xctest.status == 0 ? listed : xctest.status
            output =
                (Self.xctestNames(dumped: xctest.output) ?? []).joined(separator: "\n")
                + "\n" + testing.output
        } else {
            let result = try tools.run(
                swift, ["test", "list", "--skip-build", "--package-path", directory.path])
            status = result.status
            output = result.output
        }
        let tests = output.lines().map(String.init).filter {
            $0.hasPrefix("MyBizTests.") || $0.hasPrefix("CharacterizationTests.")
        }
        guard status == 0, !tests.isEmpty else {
            throw .unreadable(
                path: directory.path,
                reason: "'swift test list' found no test there (exit \(status): "
                    + "\(output.lines().last.map(String.init) ?? "no output")); "
                    + "delete the folder and check again")
        }
        return tests
    }

    /// The test binary SwiftPM built, on Linux, where it runs by itself; nil elsewhere.
    var testBinary: URL? {
        #if os(Linux)
            let folder = directory.appendingPathComponent(".build/debug")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.sorted().first { $0.hasSuffix("PackageTests.xctest") }.map {
                folder.appendingPathComponent($0)
            }
        #else
            return nil
        #endif
    }

    /// XCTest's tests (`Module.Class/method`) in what `--dump-tests-json` printed, or nil when
    /// it printed no such list.
    static func xctestNames(dumped output: String) -> [String]? {
        struct Node: Decodable {
            let name: String
            let tests: [Node]?
        }
        guard let start = output.firstIndex(of: "{"),
            let root = try? JSONDecoder().decode(Node.self, from: Data(output[start...].utf8))
        else { return nil }
        return (root.tests ?? []).flatMap { bundle in
            (bundle.tests ?? []).flatMap { suite in
                (suite.tests ?? []).map { "\(suite.name)/\($0.name)" }
            }
        }
    }

    /// One run of the built tests (those matching `filter`, a regular expression, if given),
    /// for at most `timeout` seconds each runner, with `environment` added to the tests'.
    func run(filter: String?, timeout: Double, environment: [String: String] = [:])
        throws(WorkbenchError) -> TestOutcomes
    {
        let environment = environment.merging(Self.ownWatchdog) { given, _ in given }
        let report = directory.appendingPathComponent(".build/judge-results.xml")
        let testing = directory.appendingPathComponent(".build/judge-results-swift-testing.xml")
        let output = directory.appendingPathComponent(Self.testOutput)
        // What the run before printed goes first: a test that read it could tell a mutant's
        // run (which follows the reference's) from the reference's.
        for file in [report, testing, output] { try? FileManager.default.removeItem(at: file) }
        let result: ToolResult
        if let binary = testBinary {
            result = try runBinary(
                binary, filter: filter, report: testing, timeout: timeout,
                environment: environment)
        } else {
            var arguments = [
                "test", "--skip-build", "--package-path", directory.path, "--xunit-output",
                report.path,
            ]
            if let filter { arguments += ["--filter", filter] }
            result = try tools.run(
                swift, arguments, extraEnvironment: environment, timeout: timeout,
                quiet: Self.quietLimit)
        }
        try? Data(result.output.utf8).write(to: output)
        let xunit = FileManager.default.contents(atPath: testing.path).map {
            String(decoding: $0, as: UTF8.self)
        }
        var outcomes = TestOutcomes(
            output: result.output, xunit: xunit, status: result.timedOut ? nil : result.status)
        outcomes.timedOut = result.timedOut
        outcomes.fellQuiet = result.fellQuiet
        return outcomes
    }

    /// How long a test run may print nothing before it is stopped, in seconds. Both runners
    /// print as each test starts and ends, and the judged tests take well under a second each,
    /// so a run this quiet is in a test that never ends (a mutant's loop, say): it is stopped
    /// then, not at `timeLimit`, and the test is named.
    static let quietLimit = 15.0

    /// The test host's hang watch turned off (`Tests/Fixtures/HangWatch.swift`): a judged run
    /// has this watchdog, which stops a quiet run sooner and names the test that never ended,
    /// where the hang watch's exit would read as a crash with no reason.
    static let ownWatchdog = ["MYBIZ_HANG_SECONDS": "0"]

    /// Swift Testing's exit status when no test matched (`EX_UNAVAILABLE`).
    static let noTestsFound: Int32 = 69

    /// The test binary's XCTest run (of the tests that match `filter`; none run when none do)
    /// and its Swift Testing run, writing its xUnit report to `report`, as one result: their
    /// output in that order, and the status that says most (a crash's over a failure's).
    private func runBinary(
        _ binary: URL, filter: String?, report: URL, timeout: Double,
        environment: [String: String]
    ) throws(WorkbenchError) -> ToolResult {
        let environment = environment.merging(Tools.plainTestOutput) { given, _ in given }
        var xctestArguments: [String]? = []
        if let filter {
            let listed = try tools.run(binary, ["--dump-tests-json"])
            let names = (Self.xctestNames(dumped: listed.output) ?? []).filter {
                $0.range(of: filter, options: .regularExpression) != nil
            }
            xctestArguments = names.isEmpty ? nil : [names.joined(separator: ",")]
        }
        var results: [ToolResult] = []
        if let xctestArguments {
            results.append(
                try tools.run(
                    binary, xctestArguments, extraEnvironment: environment, timeout: timeout,
                    quiet: Self.quietLimit))
        }
        if results.last?.timedOut != true {
            var arguments = ["--testing-library", "swift-testing", "--xunit-output", report.path]
            if let filter { arguments += ["--filter", filter] }
            let testing = try tools.run(
                binary, arguments, extraEnvironment: environment, timeout: timeout,
                quiet: Self.quietLimit)
            // Swift Testing ends with 69 when no test of its own matched; SwiftPM calls that
            // a run that passed.
            let none =
                testing.status == Self.noTestsFound
                && testing.output.contains("Test run with 0 tests")
            var result = ToolResult(status: none ? 0 : testing.status, output: testing.output)
            result.timedOut = testing.timedOut
            result.fellQuiet = testing.fellQuiet
            results.append(result)
        }
        let statuses = results.map(\.status)
        var result = ToolResult(
            status: statuses.first { $0 != 0 && $0 != 1 } ?? statuses.max() ?? 0,
            output: results.map(\.output).joined(separator: "\n"))
        result.timedOut = results.contains { $0.timedOut }
        result.fellQuiet = results.contains { $0.fellQuiet }
        return result
    }
}
