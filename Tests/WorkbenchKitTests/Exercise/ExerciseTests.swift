import Foundation
import Testing

@testable import WorkbenchKit

@Suite("Exercises")
struct ExerciseTests {
    let chain: Chain
    let workspace: Workspace

    init() throws {
        (workspace, chain) = try thisPackage.get()
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
        #expect(marker == Exercise(step: 7, id: step.id, chain: try workspace.fingerprint()))
        let text = try #require(exercise.files["EXERCISE.md"])
        #expect(text.contains("# Exercise: step 7 of \(chain.steps.count), \(step.title)"))
        #expect(text.contains("## Technique: \(step.technique)"))
        #expect(text.contains(Techniques.explanation(of: step.technique)))
        #expect(text.contains("Hint: \(step.hint)"))
        #expect(text.contains("`Sources/MyBiz/Calendar/CalendarViewController.swift` (to change)"))
        #expect(text.contains("\nworkbench check  "))
        #expect(text.contains("swift run workbench install"))
        for file in [text, exercise.files[Exercise.markerName] ?? ""] {
            #expect(!file.contains(workspace.root.path), "names a path of this machine")
            #expect(!file.contains(target.path), "names a path of this machine")
        }
        #expect(result.output.contains("workbench check"))
        let git = try #require(Tools(environment: ProcessInfo.processInfo.environment).find("git"))
        let log = try Tools(environment: [:]).run(git, ["-C", target.path, "log", "--format=%s"])
        #expect(log.output == "start\n", "\(log.output)")
        let status = try Tools(environment: [:]).run(
            git, ["-C", target.path, "status", "--porcelain"])
        #expect(status.output.isEmpty, "the commit holds the whole exercise: \(status.output)")
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
        #expect(text.contains("runs your tests on the reference code"))
        #expect(!text.contains("--diff"), "there is no app code to compare")
        #expect(!text.contains("workbench show"), "the exercise does not point at its solution")
        let readme = try #require(exercise.files["README.md"])
        #expect(readme.contains("This folder is the exercise of step 1"))
        #expect(!readme.contains("workbench show"), "\(readme)")
    }

    @Test(
        "exercise refuses step 0, an unknown step and a folder that is not empty; check refuses a folder that is no exercise",
        arguments: [
            (["exercise", "0"], "step 0 is the legacy code"),
            (["exercise", "999"], "There is no step '999'"),
            (["exercise", "5", "FULL"], "is not empty"),
            (["check", "FULL"], "is not an exercise"),
            (["check", "/no/such/folder"], "There is no such folder: /no/such/folder."),
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

    @Test("an exercise is checked by any workbench with its chain, and refused by another")
    func otherChain() throws {
        let copy = try copyOfPackage(
            editing: "Steps/04-next-anniversary.step", "hint: ", "hint: Another hint. ")
        defer { try? FileManager.default.removeItem(at: copy) }
        let target = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: target) }
        #expect(run(["exercise", "4", target.path], root: copy).status == 0)
        let theirs = try Workspace(root: copy, searchingFrom: copy).fingerprint()

        let result = run(["check", target.path])

        #expect(result.status == 2)
        #expect(
            result.errors.contains(
                "was made from the chain \(theirs), but the workbench at \(workspace.root.path) "
                    + "holds the chain \(try workspace.fingerprint())"), "\(result.errors)")
        #expect(theirs != (try workspace.fingerprint()))
    }

    @Test("every step's technique has an explanation, and every step a hint")
    func techniquesAreExplained() {
        for step in chain.steps {
            #expect(Techniques.named(step.technique) != nil, "\(step.id): \(step.technique)")
            #expect(step.hint.count > 20, "\(step.id)")
        }
    }
}
