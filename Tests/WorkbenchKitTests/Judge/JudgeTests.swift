import Diffing
import Foundation
import Testing

@testable import WorkbenchKit

/// The parts of `workbench check` that need no build: reading a test run, grouping the
/// reference tests, and what a check compares (dead code by declaration: `DeadCodeTests`). The checks
/// that build real exercises, one per way of cheating, are in `Scripts/check-judge`.
@Suite("The judge")
struct JudgeTests {
    let chain: Chain
    let workspace: Workspace

    init() throws {
        (workspace, chain) = try thisPackage.get()
    }

    @Test("a run's outcomes: XCTest's lines on Linux and macOS, Swift Testing's xUnit report")
    func outcomes() {
        let output = """
            Test Case 'ATests.test_one' passed (0.001 seconds)
            /x/Tests/MyBizTests/A.swift:9: error: ATests.test_two : XCTAssertEqual failed: ("1") is not equal to ("2") - count
            Test Case 'ATests.test_two' failed (0.002 seconds)
            Test Case 'ATests.test_three' skipped (0.0 seconds)
            Test Case '-[MyBizTests.BTests test_four]' passed (0.001 seconds)
            Test Case 'ATests.test_two' passed (0.001 seconds)
            """
        let xunit = """
            <testsuites><testsuite name="TestResults">
            <testcase classname="CharacterizationTests.Characterization.Login" name="shows()" time="0.1" />
            <testcase classname="CharacterizationTests.Characterization.Login" name="refuses(text:)" time="0.1" >
              <failure message="&apos;screens/login&apos; differs &amp; more&#10;second line" />
            </testcase>
            <testcase classname="CharacterizationTests.Characterization.Login" name="later()" time="0"><skipped /></testcase>
            </testsuite></testsuites>
            """

        let outcomes = TestOutcomes(output: output, xunit: xunit)

        #expect(outcomes.outcome(of: "MyBizTests.ATests/test_one") == .passed)
        #expect(
            outcomes.outcome(of: "MyBizTests.ATests/test_two")
                == .failed(#"XCTAssertEqual failed: ("1") is not equal to ("2") - count"#),
            "a failure stays a failure, whatever else the output says")
        #expect(outcomes.outcome(of: "MyBizTests.ATests/test_three") == .skipped)
        #expect(outcomes.outcome(of: "MyBizTests.BTests/test_four") == .passed)
        #expect(outcomes.outcome(of: "MyBizTests.ATests/test_five") == nil)
        #expect(
            outcomes.outcome(of: "CharacterizationTests.Characterization/Login/shows()") == .passed)
        #expect(
            outcomes.outcome(of: "CharacterizationTests.Characterization/Login/refuses(text:)")
                == .failed("'screens/login' differs & more\nsecond line"))
        #expect(
            outcomes.outcome(of: "CharacterizationTests.Characterization/Login/later()") == .skipped
        )
    }

    @Test(
        "a run whose summary counts a failure that no test's outcome shows fails every test of that runner"
    )
    func summaries() {
        let passing = """
            Test Case 'ATests.test_one' passed (0.001 seconds)
            Test Case 'ATests.test_two' passed (0.001 seconds)
            """
        let xunit = """
            <testsuites><testsuite name="TestResults">
            <testcase classname="CharacterizationTests.Characterization.Login" name="shows()" time="0.1" />
            </testsuite></testsuites>
            """
        let testing = "CharacterizationTests.Characterization/Login/shows()"
        let eaten =
            passing
            + "\n\t Executed 2 tests, with 1 test skipped and 1 failure (0 unexpected) in 0.1 seconds\n"
        let rewritten =
            passing + "\n✘ Test run with 1 test in 1 suite failed after 0.2 seconds with 1 issue.\n"
        let honest =
            passing
            + "\n\t Executed 2 tests, with 0 failures (0 unexpected)\n✔ Test run with 1 test passed after 0.1 seconds.\n"

        let xctestEaten = TestOutcomes(output: eaten, xunit: xunit)
        let testingRewritten = TestOutcomes(output: rewritten, xunit: xunit)
        let fine = TestOutcomes(output: honest, xunit: xunit)

        #expect(
            xctestEaten.outcome(of: "MyBizTests.ATests/test_two")
                == .failed("XCTest counted 1 failure, but no failing test was reported"))
        #expect(xctestEaten.outcome(of: testing) == .passed)
        #expect(testingRewritten.outcome(of: testing) == .failed(RunSummaries.testingUnnamed))
        #expect(testingRewritten.outcome(of: "MyBizTests.ATests/test_one") == .passed)
        #expect(fine.outcome(of: "MyBizTests.ATests/test_one") == .passed)
        #expect(fine.outcome(of: testing) == .passed)
    }

    @Test("tests are counted out of the reference's total: skipped and missing ones do not pass")
    func tallies() throws {
        let step = try eventServiceStep()
        let reference = try StepPackage.tree(
            workspace: workspace, chain: chain, through: step.number)
        let heldBack =
            "final class Hidden: XCTestCase {\n    func test_sortsEventsThatArriveSorted() {}\n}\n"
        let groups = TestGroups(step: step, reference: reference, heldBack: ["H.swift": heldBack])
        let expected = [
            "MyBizTests.EventServiceTests/testObtainEventsForType",
            "MyBizTests.EventServiceTests/testSortEvents",
            "MyBizTests.Hidden/test_sortsEventsThatArriveSorted",
            "MyBizTests.CalendarModelTests/testModel_whenGivenEmployeeList_generatesBirthdayEvents",
            "CharacterizationTests.Characterization/Login/shows()",
        ]
        let outcomes = TestOutcomes(
            output: """
                Test Case 'EventServiceTests.testObtainEventsForType' passed (0.1 seconds)
                Test Case 'EventServiceTests.testSortEvents' skipped (0.1 seconds)
                /x.swift:3: error: Hidden.test_sortsEventsThatArriveSorted : XCTAssertEqual failed: ("[b, a]")
                Test Case 'Hidden.test_sortsEventsThatArriveSorted' failed (0.1 seconds)
                """, xunit: nil)

        let own = groups.tally(.step, expected, outcomes)
        let hidden = groups.tally(.heldBack, expected, outcomes)
        let earlier = groups.tally(.earlier, expected, outcomes)
        let characterization = groups.tally(.characterization, expected, outcomes)

        #expect(own.passed == 1 && own.total == 2)
        #expect(own.failing.map(\.message) == ["skipped: a test that does not run does not pass"])
        #expect(hidden.failing == [.init(name: "sorts events that arrive sorted", message: "")])
        #expect(earlier.passed == 0 && earlier.total == 1)
        #expect(earlier.failing.first?.message == "did not run: the test process stopped before it")
        #expect(characterization.total == 1 && characterization.failing.count == 1)
    }

    @Test("a check ignores, and names, every edit outside Sources/MyBiz")
    func editsIgnored() throws {
        let target = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: target) }
        let step = try eventServiceStep()
        #expect(run(["exercise", "\(step.number)", target.path]).status == 0)
        let test = "Tests/MyBizTests/Calendar/EventServiceTests.swift"
        let approved = "Tests/Fixtures/Approved/screens/calendar.loaded.approved.txt"
        try Data("// emptied\n".utf8).write(to: target.appendingPathComponent(test))
        try FileManager.default.removeItem(at: target.appendingPathComponent(approved))
        let mine = target.appendingPathComponent("Tests/MyBizTests/Calendar/Mine.swift")
        try Data("final class EventService {}\n".utf8).write(to: mine)
        try Data([0xff, 0xfe]).write(to: target.appendingPathComponent("Sources/MyBiz/.DS_Store"))

        let context = try ExerciseCheck.Context(
            step: step, chain: chain, workspace: workspace,
            fingerprint: try workspace.fingerprint(), directory: target)

        #expect(
            context.editsIgnored == [
                "\(approved) (deleted)", "\(test) (changed)",
                "Tests/MyBizTests/Calendar/Mine.swift (added)",
            ])
        #expect(context.learnersTests.files.isEmpty)
        #expect(context.reference.files[test]?.contains("class EventServiceTests") == true)
    }

    @Test("on a test-writing step the learner's tests are judged, not ignored")
    func learnersTests() throws {
        let step = try #require(chain.steps.first { $0.appPatches.isEmpty })
        let target = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: target) }
        #expect(run(["exercise", "\(step.number)", target.path]).status == 0)
        let file = try #require(step.testPatches.compactMap(\.newPath).first)
        let mine = target.appendingPathComponent(file)
        try FileManager.default.createDirectory(
            at: mine.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("final class MineTests: XCTestCase {\n    func test_mine() {}\n}\n".utf8)
            .write(to: mine)

        let context = try ExerciseCheck.Context(
            step: step, chain: chain, workspace: workspace,
            fingerprint: try workspace.fingerprint(), directory: target)

        #expect(Array(context.learnersTests.files.keys) == [file])
        #expect(context.editsIgnored.isEmpty)
        #expect(TestGroups.testClasses(in: Array(context.learnersTests.files.values)).count == 1)
    }

    /// Seed 003's event service step, found by its name, so that steps inserted before it leave
    /// these tests alone.
    private func eventServiceStep() throws -> Step {
        try #require(chain.steps.first { $0.id.hasSuffix("-event-service") })
    }
}
