import Diffing
import Foundation

/// What `swift test` said about each test, read from its output.
struct TestResults: Equatable {
    /// XCTest cases, as `Class.method`, and whether each passed.
    var xctest: [String: Bool] = [:]
    /// Swift Testing tests (the characterization suite), by name, and whether each passed.
    var testing: [String: Bool] = [:]

    init(output: String) {
        for line in output.split(separator: "\n") where !line.contains(" Test run with ") {
            if line.hasPrefix("Test Case '"), let end = line.dropFirst(11).firstIndex(of: "'") {
                let name = String(line[line.index(line.startIndex, offsetBy: 11)..<end])
                let rest = line[end...]
                if rest.contains("' passed") { xctest[name] = true }
                if rest.contains("' failed") { xctest[name] = false }
            } else if line.hasPrefix("✔ Test "), line.contains(" passed after ") {
                testing[Self.name(line, before: " passed after ")] = true
            } else if line.hasPrefix("✘ Test "), line.contains(" failed after ") {
                testing[Self.name(line, before: " failed after ")] = false
            }
        }
    }

    private static func name(_ line: Substring, before marker: String) -> String {
        let body = line.dropFirst(7)
        return String(body[..<(body.range(of: marker)?.lowerBound ?? body.endIndex)])
    }
}

/// A tally of some tests: how many passed, and the names of those that failed.
struct Tally: Equatable {
    var passed = 0
    var failed: [String] = []
    var total: Int { passed + failed.count }

    mutating func add(_ name: String, passed didPass: Bool) {
        if didPass { passed += 1 } else { failed.append(name) }
    }

    var summary: String {
        guard total > 0 else { return "none ran" }
        let names = failed.sorted().prefix(5).joined(separator: ", ")
        let more = failed.count > 5 ? ", and \(failed.count - 5) more" : ""
        return "\(passed) of \(total) passed" + (failed.isEmpty ? "" : "; failing: \(names)\(more)")
    }
}

/// `workbench check`: builds an exercise, runs its tests, and says whether it is solved.
struct ExerciseCheck {
    let tools: Tools
    let console: Console

    func run(directory: URL, chain: Chain, workspace: Workspace, showDiff: Bool)
        throws(WorkbenchError) -> Int32
    {
        let exercise = try Exercise(directory: directory)
        guard exercise.step <= chain.steps.count, chain.steps[exercise.step - 1].id == exercise.id
        else {
            throw .notAnExercise(
                directory.path + " (its step \(exercise.id) is not in this workbench's chain)")
        }
        let step = chain.steps[exercise.step - 1]
        let swift = try tools.require("swift", for: "to build and test the exercise")
        var lines = ["Exercise: step \(step.number), \(step.title)"]
        let build = try tools.run(
            swift, ["build", "--build-tests", "--package-path", directory.path])
        var verdict: (solved: Bool, left: String)
        if build.status != 0 {
            let prefix = directory.standardizedFileURL.path + "/"
            var errors: [String] = []
            for line in build.output.split(separator: "\n") where line.contains(": error: ") {
                let error = line.replacingOccurrences(of: prefix, with: "")
                if !errors.contains(error) { errors.append(error) }
            }
            lines.append("  build             FAILED")
            lines += errors.prefix(5).map { "    " + $0 }
            let suite = try tools.run(
                swift,
                ["build", "--target", "CharacterizationTests", "--package-path", directory.path])
            lines.append(
                "  characterization  "
                    + (suite.status == 0
                        ? "compiles with the app; it runs once every test target compiles"
                        : "does not compile with the app either"))
            verdict = (false, "make it compile first")
        } else {
            lines.append("  build             ok")
            let test = try tools.run(swift, ["test", "--package-path", directory.path])
            let deletions =
                !step.checksDeletions
                ? nil
                : Deletions(
                    of: step,
                    reference: try reference(step: step, chain: chain, workspace: workspace),
                    mine: try learnersModule(in: directory))
            let report = report(
                TestResults(output: test.output), status: test.status, step: step,
                directory: directory, deletions: deletions)
            lines += report.lines
            verdict = (report.left == nil, report.left ?? "")
        }
        lines.append(
            "  result            " + (verdict.solved ? "solved" : "not yet: \(verdict.left)"))
        console.write(lines.joined(separator: "\n") + "\n")
        if showDiff {
            console.write(
                "\n"
                    + (try solutionDiff(
                        directory: directory, step: step, chain: chain, workspace: workspace)))
        }
        return verdict.solved ? 0 : 1
    }

    /// The report's lines on the tests (and, for a step that changes no test, on the code it
    /// deletes), and what is left to do: nil when the exercise is solved. A step that changes no
    /// app code is a lesson in writing its tests, so it is solved only once they exist and pass.
    func report(
        _ results: TestResults, status: Int32, step: Step, directory: URL,
        deletions: Deletions? = nil
    ) -> (lines: [String], left: String?) {
        let stepClasses = testClasses(
            in: step.testPatches.compactMap(\.newPath), directory: directory)
        let characterizationClasses = testClasses(
            under: directory.appendingPathComponent("Tests/CharacterizationTests"))
        var own = Tally()
        var characterization = Tally()
        var earlier = Tally()
        for (name, passed) in results.xctest {
            let className = String(name.prefix { $0 != "." })
            let method = String(name.drop { $0 != "." }.dropFirst())
            if stepClasses[className]?.contains(method) == true {
                own.add(name, passed: passed)
            } else if characterizationClasses[className]?.contains(method) == true {
                characterization.add(name, passed: passed)
            } else {
                earlier.add(name, passed: passed)
            }
        }
        for (name, passed) in results.testing { characterization.add(name, passed: passed) }
        let declared =
            (try? FileManager.default.contentsOfDirectory(
                atPath: directory.appendingPathComponent("Tests/Fixtures/Approved").path)) ?? []
        let since = declared.filter { $0.hasPrefix("since-") }
            .compactMap { Int($0.dropFirst(6)) }.sorted().map(String.init)
        let testsToWrite = step.appPatches.isEmpty && own.total == 0
        let ownTests =
            deletions != nil && step.testPatches.isEmpty
            ? "none: this step changes no test"
            : testsToWrite
                ? "none yet: write them in "
                    + step.testPatches.compactMap(\.newPath)
                    .filter { ChainLayout.approvalStep(of: $0) == nil }.joined(separator: ", ")
                : own.summary
        var lines = [
            "  step's tests      " + ownTests,
            "  earlier tests     " + earlier.summary,
            "  characterization  " + characterization.summary
                + (since.isEmpty
                    ? "" : " (changes declared by step \(since.joined(separator: ", ")) in force)"),
        ]
        let ran = own.total + earlier.total + characterization.total
        if status != 0 && own.failed.isEmpty && earlier.failed.isEmpty
            && characterization.failed.isEmpty
        {
            lines.append("  swift test        stopped with status \(status) after \(ran) tests")
        }
        if let deletions {
            let report = deletions.report
            lines.append("  deleted code      " + report[0])
            lines += report.dropFirst().map { "    " + $0 }
        }
        let left: String? =
            status != 0
            ? "some tests fail"
            : ran == 0
                ? "no test ran"
                : testsToWrite
                    ? "write the step's tests"
                    : deletions?.remaining.isEmpty == false ? "delete what the step deletes" : nil
        return (lines, left)
    }

    /// Test classes and their test methods, from the Swift files at `paths` in `directory`.
    private func testClasses(in paths: [String], directory: URL) -> [String: Set<String>] {
        testClasses(
            in: paths.compactMap {
                try? String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)
            })
    }

    /// Test classes and their test methods, from every Swift file below `folder`.
    private func testClasses(under folder: URL) -> [String: Set<String>] {
        let tree = (try? SourceTree(directory: folder)) ?? SourceTree()
        return testClasses(in: tree.files.filter { $0.key.hasSuffix(".swift") }.map(\.value))
    }

    /// Test classes and their test methods, from the text of Swift files.
    private func testClasses(in texts: [String]) -> [String: Set<String>] {
        var classes: [String: Set<String>] = [:]
        for text in texts {
            var current: String?
            for line in text.split(separator: "\n") {
                let words = line.split(whereSeparator: { " :({".contains($0) })
                if let index = words.firstIndex(of: "class"), index + 1 < words.count,
                    line.contains("XCTestCase")
                {
                    current = String(words[index + 1])
                } else if let current, let index = words.firstIndex(of: "func"),
                    index + 1 < words.count, words[index + 1].hasPrefix("test")
                {
                    classes[current, default: []].insert(String(words[index + 1]))
                }
            }
        }
        return classes
    }

    /// The exercise's app module, with paths from `Sources/MyBiz/`.
    private func learnersModule(in directory: URL) throws(WorkbenchError) -> SourceTree {
        try SourceTree(directory: directory.appendingPathComponent(ChainLayout.appModule))
    }

    /// The app module after `step`: the reference solution, with paths from `Sources/MyBiz/`.
    private func reference(step: Step, chain: Chain, workspace: Workspace)
        throws(WorkbenchError) -> SourceTree
    {
        try chain.apply(to: workspace.startState(), through: step.number)
            .subtree(ChainLayout.appModule)
    }

    /// The learner's app module against the reference solution, as unified diffs.
    private func solutionDiff(directory: URL, step: Step, chain: Chain, workspace: Workspace)
        throws(WorkbenchError) -> String
    {
        let mine = try learnersModule(in: directory)
        let reference = try reference(step: step, chain: chain, workspace: workspace)
        let patches = Set(mine.files.keys).union(reference.files.keys).sorted().compactMap {
            path in
            mine.files[path] == reference.files[path]
                ? nil
                : FilePatch(
                    path: ChainLayout.appModule + path, old: mine.files[path],
                    new: reference.files[path])
        }
        guard !patches.isEmpty else {
            return "Your Sources/MyBiz is the reference solution, byte for byte.\n"
        }
        return "Your Sources/MyBiz (-) against the reference solution of step \(step.number) (+):\n"
            + console.diff(patches.map(\.text).joined())
    }
}

extension Step {
    /// Whether `workbench check` also asks that what the step deletes be gone: for a step that
    /// changes no test, since nothing in its exercise can be red, and for Remove Dead Code, whose
    /// lesson is the deletion itself, which passing tests cannot show.
    var checksDeletions: Bool { testPatches.isEmpty || technique == Techniques.removeDeadCode }
}

/// What a step deletes, looked for in the learner's app module. No test can see code that
/// nothing calls, so for such a step (see `Step.checksDeletions`) the check also asks that the
/// deleted lines be gone: each line the step removes from a file whose text after the
/// step holds it nowhere. Lines that only move within a file, and braces, do not count.
struct Deletions: Equatable {
    /// How many distinct lines the step deletes.
    let total: Int
    /// Those still in the learner's code, as `file: line`, in the step's order.
    let remaining: [String]

    /// `reference` is the app module after the step and `mine` the learner's, with paths
    /// from `Sources/MyBiz/`.
    init(of step: Step, reference: SourceTree, mine: SourceTree) {
        var deleted: [String] = []
        var remaining: [String] = []
        for patch in step.appPatches {
            let path = String(patch.path.dropFirst(ChainLayout.appModule.count))
            let kept = Set((reference.files[path] ?? "").lines().map(\.trimmed))
            let yours = Set((mine.files[path] ?? "").lines().map(\.trimmed))
            for case .removed(let line) in patch.hunks.flatMap(\.rows) {
                let text = line.content.trimmed
                let entry = "\(path): \(text)"
                guard !text.isEmpty, !kept.contains(text), !deleted.contains(entry) else {
                    continue
                }
                deleted.append(entry)
                if yours.contains(text) { remaining.append(entry) }
            }
        }
        total = deleted.count
        self.remaining = remaining
    }

    /// What the check says of them: a line, then the first few still there.
    var report: [String] {
        guard !remaining.isEmpty else { return ["all \(total) lines the step deletes are gone"] }
        return ["\(remaining.count) of the \(total) lines the step deletes are still there:"]
            + remaining.prefix(3).map { "  " + $0 }
            + (remaining.count > 3 ? ["  and \(remaining.count - 3) more"] : [])
    }
}
