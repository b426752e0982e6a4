import Foundation
import Testing

@testable import WorkbenchKit

@Suite("compare: the legacy app and a step, behaviour by behaviour")
struct ComparisonTests {
    static let legacy = SourceTree(files: [
        "Tests/Fixtures/Approved/screens/login.initial.approved.txt":
            "Screen: MyBiz\n  Button: [Log In]\n",
        "Tests/Fixtures/Approved/screens/calendar.failed.approved.txt":
            "Alert: Error\n  Could not load\n",
        "Tests/Fixtures/Approved/requests/events.approved.txt": "GET /api/events\n",
        "Sources/MyBiz/App.swift": "// not a behaviour\n",
    ])
    static let later = legacy.merging(
        SourceTree(files: [
            "Tests/Fixtures/Approved/since-7/screens/calendar.failed.approved.txt":
                "Alert: Error\n  Could not load events\n",
            "Tests/Fixtures/Approved/since-9/screens/calendar.failed.approved.txt":
                "Alert: Error\n  Could not load events\n  Try again\n",
            "Tests/Fixtures/Approved/since-3/requests/employees.approved.txt":
                "GET /api/employees\nGET /api/events\n",
        ]))
    static let titles = (1...10).map { "Step \($0)" }

    /// The sample trees compared at step 10, with `regressions`.
    static func comparison(regressions: [(test: String, reason: String)]) -> Comparison {
        Comparison(
            step: 10,
            behaviours: Comparison.behaviours(legacy: legacy, later: later, titles: titles),
            regressions: regressions)
    }

    @Test("each approved text is the same, or changed by the latest declared change in force")
    func behaviours() {
        let behaviours = Comparison.behaviours(
            legacy: Self.legacy, later: Self.later, titles: Self.titles)

        #expect(
            behaviours == [
                .init(
                    name: "requests/employees",
                    change: .init(
                        step: 3, title: "Step 3", removed: 0, added: 2, isNew: true, before: nil,
                        after: "GET /api/employees\nGET /api/events\n")),
                .init(name: "requests/events", change: nil),
                .init(
                    name: "screens/calendar.failed",
                    change: .init(
                        step: 9, title: "Step 9", removed: 1, added: 2, isNew: false,
                        before: "Alert: Error\n  Could not load\n",
                        after: "Alert: Error\n  Could not load events\n  Try again\n")),
                .init(name: "screens/login.initial", change: nil),
            ])
    }

    @Test("finds the failing tests of both runners in swift test's output, once each")
    func failures() {
        let output = """
            Test Case 'CalendarViewControllerTests.testA' started at 2026-12-01
            /p/Tests/CharacterizationTests/Cases/C.swift:40: error: CalendarViewControllerTests.testA : XCTAssertEqual failed: ("1") is not equal to ("2")
            /p/Tests/CharacterizationTests/Cases/C.swift:41: error: CalendarViewControllerTests.testA : XCTAssertTrue failed
            ✘ Test "shows the calendar" recorded an issue at CalendarCharacterization.swift:12:3: Expectation failed: screen differs
            ✘ Test "logs out: back to login" recorded an issue at SettingsCharacterization.swift:77:25: Issue recorded
            ↳ 'screens/login.initial' differs from its approved text:
            ✔ Test "shows the login" passed after 0.1 seconds.
            ✘ Test "shows the calendar" failed after 0.2 seconds with 1 issue.
            """

        let failures = Comparison.failures(in: output)

        #expect(
            failures.map(\.test) == [
                "CalendarViewControllerTests.testA", "\"shows the calendar\"",
                "\"logs out: back to login\"",
            ])
        #expect(
            failures.map(\.reason) == [
                #"XCTAssertEqual failed: ("1") is not equal to ("2")"#,
                "Expectation failed: screen differs",
                "'screens/login.initial' differs from its approved text:",
            ])
    }

    @Test("reports a line per behaviour, then the regressions and the counts")
    func report() {
        let comparison = Self.comparison(
            regressions: [("\"shows the calendar\"", "Expectation failed: screen differs")])

        #expect(
            comparison.report(stepName: "the app after step 10, ten") == """
                compare: the legacy app and the app after step 10, ten, by the characterization suite

                changed     requests/employees: on purpose, step 3, Step 3 (new, 2 lines)
                same        requests/events
                changed     screens/calendar.failed: on purpose, step 9, Step 9 (−1 +2 lines)
                same        screens/login.initial
                REGRESSION  "shows the calendar": Expectation failed: screen differs

                2 the same, 2 changed on purpose (by steps 3, 9), 1 regression: changes no step declared

                """)
    }

    @Test("the page keeps every name and reason as text, and links each change to its step")
    func page() {
        let comparison = Comparison(
            step: 10, behaviours: [.init(name: "screens/<b>", change: nil)],
            regressions: [("<script>x</script>", "a & b")])

        let page = comparison.page(stepName: "step <10>", ran: true)

        #expect(page.contains("<code>screens/&lt;b&gt;</code>"))
        #expect(page.contains("<code>&lt;script&gt;x&lt;/script&gt;</code>"))
        #expect(page.contains("<td>a &amp; b</td>"))
        #expect(!page.contains("<script>x"))
        #expect(page.contains("1 the same, 0 changed on purpose, 1 regression."))
    }

    @Test("the page shows each change's lines, the legacy app's beside the step's, and links it")
    func pageLines() {
        let comparison = Self.comparison(regressions: [])

        let page = comparison.page(stepName: "the app after step 10", ran: true)

        #expect(page.contains("<a href=\"step-09.html\">step 9</a>"))
        #expect(
            page.contains(
                "<th colspan=\"2\">The legacy app</th><th colspan=\"2\">After step 9</th>"))
        #expect(page.contains("Try again") && page.contains("Could not load"))
        #expect(page.contains("The legacy app: none"), "a behaviour only the step has")
        #expect(page.contains("href=\"tour.css\"") && page.contains("src=\"tour.js\""))
    }

    @Test("reads Swift Testing's failures in its SF Symbols and in colour as in Unicode")
    func glyphs() {
        let output = """
            \u{100884}  Test "shows the calendar" recorded an issue at C.swift:12:3: Expectation failed: screen differs
            \u{1B}[91m\u{2718}\u{1B}[0m Test "logs out: back to login" recorded an issue at S.swift:77:25: Issue recorded
            \u{100135}  'screens/login.initial' differs from its approved text:
            """

        let failures = Comparison.failures(in: output)

        #expect(failures.map(\.test) == ["\"shows the calendar\"", "\"logs out: back to login\""])
        #expect(
            failures.map(\.reason) == [
                "Expectation failed: screen differs",
                "'screens/login.initial' differs from its approved text:",
            ])
    }

    @Test(
        "--html writes the tour into a new or empty folder, only the page into a tour's, and no other"
    )
    func htmlFolder() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }

        let new = try SuiteComparison.writesTour(into: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent(".DS_Store"))
        let empty = try SuiteComparison.writesTour(into: folder)
        try Data(TourSite.signature.utf8).write(to: folder.appendingPathComponent("index.html"))
        let tour = try SuiteComparison.writesTour(into: folder)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("index.html"))
        let other = thrownError(WorkbenchError.self) {
            try SuiteComparison.writesTour(into: folder)
        }

        #expect(new && empty && !tour)
        #expect(other?.description.contains("holds other files and no tour") == true)
    }
}
