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

    /// The app module after step `number`, with paths from `Sources/MyBiz/`.
    func appModule(through number: Int) throws -> SourceTree {
        try chain.apply(to: workspace.startState(), through: number)
            .subtree(ChainLayout.appModule)
    }

    /// The EXERCISE.md that `workbench exercise <number>` writes.
    func instructions(of number: Int) throws -> String {
        let target = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: target) }
        #expect(run(["exercise", "\(number)", target.path]).status == 0)
        return try String(
            contentsOf: target.appendingPathComponent("EXERCISE.md"), encoding: .utf8)
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
        #expect(text.contains("your tests among\nthem; then compare yours with the step's own"))
        #expect(!text.contains("--diff"), "there is no app code to compare")
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

        #expect(report.left == "some tests fail")
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
        #expect(passing.left == nil)
    }

    @Test("a step that changes only tests is solved once the tests the learner wrote pass")
    func testsToWrite() throws {
        let step = try #require(chain.steps.first { $0.appPatches.isEmpty })
        let file = try #require(step.testPatches.compactMap(\.newPath).first)
        let target = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: target) }
        #expect(run(["exercise", "\(step.number)", target.path]).status == 0)
        let check = ExerciseCheck(tools: Tools(environment: [:]), console: Console.plain)
        let earlier = "Test Case 'EarlierTests.test_a' passed (0.1 seconds)\n"

        let before = check.report(
            TestResults(output: earlier), status: 0, step: step, directory: target)
        let mine = target.appendingPathComponent(file)
        try FileManager.default.createDirectory(
            at: mine.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("final class MineTests: XCTestCase {\n    func test_mine() {}\n}\n".utf8)
            .write(to: mine)
        let after = check.report(
            TestResults(output: earlier + "Test Case 'MineTests.test_mine' passed (0.1 seconds)"),
            status: 0, step: step, directory: target)

        #expect(before.left == "write the step's tests")
        #expect(before.lines[0].contains("none yet: write them in \(file)"), "\(before.lines)")
        #expect(after.left == nil, "\(after.lines)")
        #expect(after.lines[0].contains("1 of 1 passed"), "\(after.lines)")
    }

    @Test("a step that changes no test is solved only once the lines it deletes are gone")
    func deletions() throws {
        let step = try #require(chain.steps.first { $0.testPatches.isEmpty })
        let start = try appModule(through: step.number - 1)
        let solution = try appModule(through: step.number)
        let check = ExerciseCheck(tools: Tools(environment: [:]), console: Console.plain)
        let passing = TestResults(output: "Test Case 'A.testB' passed (0.1 seconds)")
        var halfDone = start
        halfDone.files["Networking/API.swift"] = solution.files["Networking/API.swift"]

        let untouched = Deletions(of: step, reference: solution, mine: start)
        let half = Deletions(of: step, reference: solution, mine: halfDone)
        let done = Deletions(of: step, reference: solution, mine: solution)

        #expect(untouched.total > 10 && untouched.remaining.count == untouched.total)
        #expect(untouched.remaining.contains { $0.hasPrefix("Networking/API.swift: func login(") })
        #expect(!untouched.remaining.contains { $0.hasSuffix(": }") }, "braces stay elsewhere")
        #expect(half.remaining.count < untouched.remaining.count && !half.remaining.isEmpty)
        #expect(!half.remaining.contains { $0.hasPrefix("Networking/API.swift") })
        #expect(done.remaining.isEmpty && done.total == untouched.total)
        let red = check.report(
            passing, status: 0, step: step, directory: temporaryFolder(), deletions: half)
        let green = check.report(
            passing, status: 0, step: step, directory: temporaryFolder(), deletions: done)
        #expect(red.left == "delete what the step deletes")
        #expect(
            red.lines.contains {
                $0.contains("of the \(half.total) lines the step deletes are still there:")
            })
        #expect(green.left == nil)
        #expect(
            green.lines.contains {
                $0.contains("all \(done.total) lines the step deletes are gone")
            })
        let text = try instructions(of: step.number)
        #expect(text.contains("Step \(step.number) changes no test"))
        #expect(text.contains("looks for every line the step deletes"))
    }

    @Test("Remove Dead Code is checked by what it deletes, even where its step changes tests")
    func deadCodeWithTests() throws {
        let deadCode = chain.steps.filter { $0.technique == Techniques.removeDeadCode }
        let withTests = try #require(deadCode.first { !$0.testPatches.isEmpty })
        let solution = try appModule(through: withTests.number)
        var stubsLeft = solution
        let screen = "Settings/SettingsTableViewController.swift"
        stubsLeft.files[screen] = try appModule(through: withTests.number - 1).files[screen]

        let deletions = Deletions(of: withTests, reference: solution, mine: stubsLeft)

        #expect(deadCode.count >= 2 && deadCode.allSatisfy(\.checksDeletions))
        #expect(!deletions.remaining.isEmpty)
        #expect(deletions.remaining.allSatisfy { $0.hasPrefix(screen) }, "\(deletions.remaining)")
        let text = try instructions(of: withTests.number)
        #expect(text.contains("Passing tests cannot show that dead code is gone"))
    }
}

extension Console {
    /// A console that writes nowhere.
    static let plain = Console(colored: false, write: { _ in }, writeError: { _ in })
}
