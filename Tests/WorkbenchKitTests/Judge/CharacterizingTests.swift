import Foundation
import Testing

@testable import WorkbenchKit

@Suite("Characterization exercises")
struct CharacterizingTests {
    let workspace: Workspace
    let chain: Chain
    let tasks: [Characterizing]

    /// The areas, read once for the suite: each reads its mutants, generating the listed ones.
    static let areas = Result { () throws(WorkbenchError) -> [Characterizing] in
        try Characterizing.all(in: thisPackage.get().0)
    }

    init() throws {
        (workspace, chain) = try thisPackage.get()
        tasks = try Self.areas.get()
    }

    @Test(
        "four areas or more, each with eight mutants or more of the legacy code, most of them the generator's, a level and minutes"
    )
    func areas() throws {
        #expect(tasks.map(\.area).count >= 4)
        let legacy = try StepPackage.tree(workspace: workspace, chain: chain, through: 0)
        for task in tasks {
            #expect(task.mutants.count >= 8, "\(task.area) keeps \(task.mutants.count) mutants")
            #expect((1...3).contains(task.level) && task.minutes >= 10, "\(task.area)")
            #expect(legacy.files[task.tests] != nil, "\(task.area): no \(task.tests) at step 0")
            #expect(task.needed * 100 >= task.mutants.count * Characterizing.required)
            #expect((task.needed - 1) * 100 < task.mutants.count * Characterizing.required)
            for mutant in task.mutants {
                let mutated = try mutant.apply(to: legacy)
                #expect(mutated != legacy, "\(task.area)/\(mutant.name) changes nothing")
                #expect(!mutant.what.isEmpty)
            }
            #expect(Set(task.mutants.map(\.what)).count == task.mutants.count, "\(task.area)")
            let schema = MutantSchema(legacy, mutants: task.mutants, key: .random())
            #expect(schema.apart.isEmpty, "\(task.area): \(schema.apart) need builds of their own")
            let generated = task.mutants.filter { $0.origin.contains("/generated.txt:") }
            #expect(
                generated.count * 2 > task.mutants.count,
                "\(task.area): most mutants are the generator's, \(generated.count) are")
        }
    }

    @Test(
        "the exercise is the legacy package less the area's tests and the approvals only they use")
    func layout() throws {
        let task = try #require(tasks.first { $0.area == "settings" })
        let target = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: target) }

        let result = run(["exercise", "settings", target.path])

        #expect(result.status == 0, "\(result.errors)")
        let exercise = try SourceTree(directory: target)
        let legacy = try StepPackage.tree(workspace: workspace, chain: chain, through: 0)
        #expect(exercise.subtree("Sources/MyBiz/") == legacy.subtree("Sources/MyBiz/"))
        let starter = try #require(exercise.files[task.tests])
        #expect(starter.contains("struct SettingsScreen") && starter.contains("@Test"))
        #expect(!starter.contains("firstDayOfWeek"), "the starter gives the answer away")
        let screens = "Tests/Fixtures/Approved/screens/"
        #expect(exercise.files[screens + "settings.monday.approved.txt"] == nil)
        #expect(exercise.files[screens + "settings.health.failed.approved.txt"] == nil)
        // Other areas' tests use these, so they stay.
        #expect(exercise.files[screens + "login.initial.approved.txt"] != nil)
        #expect(exercise.files[screens + "settings.loaded.approved.txt"] != nil)
        let marker = try Exercise(directory: target)
        let fingerprint = try workspace.fingerprint()
        #expect(marker == Exercise(step: 0, id: "characterize-settings", chain: fingerprint))
        let text = try #require(exercise.files["EXERCISE.md"])
        #expect(text.contains("# Exercise: \(task.title)"))
        #expect(text.contains(task.covers))
        #expect(text.contains("(\(task.needed) of \(task.mutants.count))"))
        #expect(!text.contains(workspace.root.path) && !text.contains(target.path))
    }

    @Test("the starter as written is not yet work to judge: check says so at once, with no build")
    func starterNotJudged() throws {
        let task = try #require(tasks.first { $0.area == "login" })
        let target = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: target) }
        #expect(run(["exercise", "login", target.path]).status == 0)

        let result = run(["check", target.path])

        #expect(result.status == 1, "\(result.errors)")
        #expect(
            result.output.contains(
                "not yet: write characterization tests in \(task.tests): the starter test pins "
                    + "nothing yet"), "\(result.output)")
        #expect(!result.output.contains("bugs caught"))
        let judge = target.appendingPathComponent(".build/judge/Package.swift")
        #expect(!FileManager.default.fileExists(atPath: judge.path), "nothing was built")
    }

    @Test("a marker of step 0 names a characterization exercise, or is refused")
    func marker() throws {
        let target = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: target) }
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        let file = target.appendingPathComponent(Exercise.markerName)
        try Data("step: 0\nid: 01-extract-load-events\nchain: x\n".utf8).write(to: file)

        #expect(throws: WorkbenchError.self) { try Exercise(directory: target) }

        try Data("step: 0\nid: characterize-login\nchain: x\n".utf8).write(to: file)
        #expect(try Exercise(directory: target).id == "characterize-login")
    }

    /// A legacy app of one file, with two string literals.
    static let tiny = SourceTree(files: ["Sources/MyBiz/A.swift": "let a = \"a\" + \"b\"\n"])

    @Test("generated.txt names the generator's mutants by id, in the learner's words or its own")
    func generated() throws {
        let good = Characterizing.fields.map { "\($0): 1" }.joined(separator: "\n")
        let list =
            "# the two texts\nA.swift:1:string:1  says something else than b\nA.swift:1:string:0\n"
        let task = try Characterizing(
            area: "x", files: ["exercise.txt": good, "generated.txt": list], legacy: Self.tiny)

        #expect(task.mutants.map(\.name) == ["A.swift:1:string:1", "A.swift:1:string:0"])
        #expect(
            task.mutants.map(\.origin) == [
                "Judge/characterize-x/generated.txt:2", "Judge/characterize-x/generated.txt:3",
            ])
        #expect(task.mutants[0].what == "says something else than b")
        #expect(task.mutants[1].what.contains("the text \"a\" changed"), "the generator's words")
        let mutated = try task.mutants[0].apply(to: Self.tiny).files["Sources/MyBiz/A.swift"]
        #expect(mutated != Self.tiny.files["Sources/MyBiz/A.swift"])
        #expect(mutated?.contains("\"a\"") == true, "only the second literal changes")
    }

    @Test("a folder's lesson.md is EXERCISE.md's section on how to pin the area; none, no section")
    func lesson() throws {
        let good = Characterizing.fields.map { "\($0): 1" }.joined(separator: "\n")
        let files = ["exercise.txt": good, "generated.txt": "A.swift:1:string:0\n"]
        let plain = try Characterizing(area: "x", files: files, legacy: Self.tiny)
        let taught = try Characterizing(
            area: "x", files: files.merging(["lesson.md": "\nSense it first.\n\n"]) { $1 },
            legacy: Self.tiny)

        #expect(!plain.instructions.contains("## How to pin it"))
        #expect(
            taught.instructions.contains(
                "## How to pin it\n\nSense it first.\n\n## The harness's way"),
            "\(taught.instructions)")
        #expect(
            plain.instructions.replacingOccurrences(of: "\n\n## The harness", with: "")
                == taught.instructions.replacingOccurrences(
                    of: "\n\n## How to pin it\n\nSense it first.\n\n## The harness", with: ""),
            "the lesson adds its section and nothing else")
    }

    @Test("a malformed exercise.txt is named, with what it needs")
    func malformed() {
        let mutant =
            "what: a bug\n\n--- a/Sources/MyBiz/A.swift\n+++ b/Sources/MyBiz/A.swift\n"
            + "@@ -1 +1 @@\n-a\n+b\n"
        let good = Characterizing.fields.map { "\($0): 1" }.joined(separator: "\n")
        let cases: [([String: String], String)] = [
            (["a.mutant": mutant], "it needs an exercise.txt"),
            (["exercise.txt": "title: x\n", "a.mutant": mutant], "missing: tests, suite"),
            (["exercise.txt": good + "\ncolour: red", "a.mutant": mutant], "'colour: red'"),
            (["exercise.txt": good], "no mutant to judge tests by"),
            (["exercise.txt": good, "a.mutant": mutant, "notes.md": ""], "notes.md"),
            (
                ["exercise.txt": good, "generated.txt": "# ids\n\nA.swift:9:string:0\n"],
                "generated.txt:3: A.swift:9:string:0 is no mutant of the legacy app"
            ),
            (
                [
                    "exercise.txt": good,
                    "generated.txt": "A.swift:1:string:0\nA.swift:1:string:0 b",
                ],
                "generated.txt:2: A.swift:1:string:0 is listed on line 1 already"
            ),
        ]
        for (files, expected) in cases {
            do {
                _ = try Characterizing(area: "x", files: files, legacy: Self.tiny)
                Issue.record("read without an error: \(files.keys.sorted())")
            } catch {
                #expect(error.description.contains("Judge/characterize-x"), "\(error)")
                #expect(error.description.contains(expected), "\(error)")
            }
        }
    }

    @Test("exercise --list names every step and every area, with level and minutes")
    func list() throws {
        let result = run(["exercise", "--list"])

        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n")
        /// The row's last two columns, level and minutes.
        func effort(_ line: Substring) -> [Substring] {
            Array(line.split(separator: " ").suffix(2))
        }
        for task in tasks {
            #expect(
                lines.contains {
                    $0.hasPrefix(task.area + " ") && $0.contains(task.title)
                        && effort($0) == ["\(task.level)", "\(task.minutes)"]
                }, "\(task.area)")
        }
        for step in chain.steps {
            #expect(
                lines.contains {
                    $0.hasPrefix("\(step.number) ") && $0.contains(step.id)
                        && effort($0) == ["\(step.level)", "\(step.minutes)"]
                }, "step \(step.number)")
        }
    }
}
