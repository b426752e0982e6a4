import Foundation
import Testing

@testable import WorkbenchKit

@Suite("Exercises")
struct ExerciseTests {
    let chain: Chain
    let workspace: Workspace

    init() throws {
        workspace = try Workspace(root: packageRoot, searchingFrom: packageRoot)
        chain = try workspace.chain()
    }

    @Test(
        "an exercise is the previous step's package with the step's tests, EXERCISE.md and a marker"
    )
    func layout() throws {
        let target = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: target) }

        let result = run(["exercise", "7", target.path])

        #expect(result.status == 0, "\(result.errors)")
        let exercise = try SourceTree(directory: target)
        let before = try StepPackage.tree(workspace: workspace, chain: chain, through: 6)
        #expect(exercise.subtree("Sources/MyBiz/") == before.subtree("Sources/MyBiz/"))
        let step = chain.steps[6]
        for patch in step.testPatches {
            let path = try #require(patch.newPath)
            #expect(exercise.files[path] != nil, "\(path) missing")
        }
        #expect(
            exercise.files["Tests/Fixtures/Approved/since-7/requests/events.approved.txt"] != nil)
        let marker = try Exercise(directory: target)
        #expect(marker == Exercise(step: 7, id: step.id, workbench: workspace.root.path))
        let text = try #require(exercise.files["EXERCISE.md"])
        #expect(text.contains("# Exercise: step 7 of \(chain.steps.count), \(step.title)"))
        #expect(text.contains("## Technique: \(step.technique)"))
        #expect(text.contains(Techniques.explanation(of: step.technique)))
        #expect(text.contains("Hint: \(step.hint)"))
        #expect(text.contains("`Sources/MyBiz/Calendar/CalendarViewController.swift` (to change)"))
        #expect(text.contains("workbench check \(target.path)"))
        #expect(text.contains("--package-path \(workspace.root.path)"))
        #expect(result.output.contains("workbench check"))
    }

    @Test(
        "a step that changes no app code is an exercise in writing its test: the test is left out")
    func testOnlyStep() throws {
        let package = try SmallPackage()
        defer { try? FileManager.default.removeItem(at: package.root) }
        let target = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: target) }

        let result = run(["exercise", "1", target.path], root: package.root)

        #expect(result.status == 0, "\(result.errors)")
        let exercise = try SourceTree(directory: target)
        #expect(exercise.files["Tests/MyBizTests/NameTests.swift"] == nil)
        let text = try #require(exercise.files["EXERCISE.md"])
        #expect(text.contains("changes no app code: its lesson is the test itself"))
        #expect(text.contains("`Tests/MyBizTests/NameTests.swift` (to write)"))
    }

    @Test(
        "exercise refuses step 0, an unknown step and a folder that is not empty; check refuses a folder that is no exercise",
        arguments: [
            (["exercise", "0"], "step 0 is the legacy code"),
            (["exercise", "99"], "There is no step '99'"),
            (["exercise", "5", "FULL"], "is not empty"),
            (["check", "FULL"], "is not an exercise"),
            (["exercise"], "missing a step"),
        ])
    func badInput(arguments: [String], message: String) throws {
        let full = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: full) }
        try FileManager.default.createDirectory(at: full, withIntermediateDirectories: true)
        try Data("notes\n".utf8).write(to: full.appendingPathComponent("notes.txt"))
        let target = temporaryFolder()
        var words = arguments.map { $0 == "FULL" ? full.path : $0 }
        if words.count == 2, words[0] == "exercise" { words.append(target.path) }
        defer { try? FileManager.default.removeItem(at: target) }

        let result = run(words)

        #expect(result.status == 2)
        #expect(result.errors.contains(message), "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test("every step's technique has an explanation, and every step a hint")
    func techniquesAreExplained() {
        for step in chain.steps {
            #expect(Techniques.named(step.technique) != nil, "\(step.id): \(step.technique)")
            #expect(step.hint.count > 20, "\(step.id)")
        }
    }

    @Test(
        "check reads swift test's output: the step's tests, earlier ones, the characterization suite"
    )
    func report() throws {
        let target = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: target) }
        #expect(run(["exercise", "4", target.path]).status == 0)
        let output = """
            Test Case 'NextBirthdayTests.test_nextAnniversary_alreadyPassedThisYear_isNextYear' passed (0.001 seconds)
            Test Case 'NextBirthdayTests.test_nextAnniversary_laterThisYear_isThisYear' failed (0.001 seconds)
            Test Case 'CalendarViewControllerTests.testLoadEvents_getsData' passed (0.1 seconds)
            Test Case 'BirthdayModelTests.test_employee_birthdayFormat_isMonthDayYear' passed (0.0 seconds)
            ✔ Test "shows the login screen" passed after 0.001 seconds.
            ✘ Test "lists the calendar" failed after 0.002 seconds with 1 issue.
            ✘ Test run with 2 tests in 1 suite failed after 0.003 seconds with 1 issue.
            """
        let check = ExerciseCheck(tools: Tools(environment: [:]), console: Console.plain)

        let report = check.report(
            TestResults(output: output), status: 1, step: chain.steps[3], directory: target)

        #expect(!report.solved)
        #expect(
            report.lines.first?.contains(
                "1 of 2 passed; failing: NextBirthdayTests.test_nextAnniversary_laterThisYear_isThisYear"
            )
                == true, "\(report.lines)")
        #expect(report.lines[1].contains("1 of 1 passed"), "\(report.lines)")
        #expect(report.lines[2].contains("2 of 3 passed; failing: \"lists the calendar\""))
        #expect(report.lines.last?.contains("FAILED") != true)
        let passing = check.report(
            TestResults(output: "Test Case 'A.testB' passed (0.1 seconds)"), status: 0,
            step: chain.steps[3], directory: target)
        #expect(passing.solved)
    }
}

extension Console {
    /// A console that writes nowhere.
    static let plain = Console(colored: false, write: { _ in }, writeError: { _ in })
}
