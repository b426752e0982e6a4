import Diffing
import Foundation
import Testing

@testable import WorkbenchKit

/// The parts of `workbench check` that need no build: reading a test run, grouping the
/// reference tests, finding dead code by declaration, and what a check compares. The checks
/// that build real exercises, one per way of cheating, are in `Scripts/check-judge`.
@Suite("The judge")
struct JudgeTests {
    let chain: Chain
    let workspace: Workspace

    init() throws {
        workspace = try Workspace(root: packageRoot, searchingFrom: packageRoot)
        chain = try workspace.chain()
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

    @Test("a build's errors and warnings, each once, with paths from the package, and shown")
    func buildDiagnostics() throws {
        let output = """
            warning: 'judge': found 1 file(s) which are unhandled; explicitly declare them
            [3/9] Compiling MyBiz API.swift
            /x/judge/Sources/MyBiz/API.swift:4:9: warning: variable 'url' was never mutated
                    var url = URL(string: "")
                    ~~~ ^
            /x/judge/Sources/MyBiz/API.swift:4:9: warning: variable 'url' was never mutated
            /x/judge/Tests/MyBizTests/ATests.swift:7:5: error: cannot find 'x' in scope
            """
        let failed = JudgedPackage.Build(output: output, folder: "/x/judge", status: 1)
        #expect(
            failed.errors == ["Tests/MyBizTests/ATests.swift:7:5: error: cannot find 'x' in scope"])
        #expect(
            failed.warnings == [
                "warning: 'judge': found 1 file(s) which are unhandled; explicitly declare them",
                "Sources/MyBiz/API.swift:4:9: warning: variable 'url' was never mutated",
            ])
        #expect(!failed.compiled)
        let silent = JudgedPackage.Build(output: "Build complete!", folder: "/x/judge/", status: 1)
        #expect(silent.errors == ["swift build exited with status 1"], "a failure is never quiet")
        #expect(JudgedPackage.Build(output: "Build complete!", folder: "/x", status: 0).compiled)

        var result = CheckResult(step: 3, id: "03-x", title: "A step")
        result.status = .solved
        result.buildWarnings = Array(repeating: "a warning", count: 4)
        let text = result.text
        #expect(text.contains("  build             ok, 4 warnings\n    a warning\n"))
        #expect(text.contains("    and 1 more\n"))
        result.buildWarnings = nil
        #expect(result.text.contains("  build             ok\n"))
        let older =
            Data(#"{"step":3,"id":"03-x","title":"A step","status":"solved","#.utf8)
            + Data(
                #""buildErrors":[],"declaredChanges":[],"editsIgnored":[],"elapsedSeconds":1}"#.utf8
            )
        let read = try JSONDecoder().decode(CheckResult.self, from: older)
        #expect(read.status == .solved, "a result a room stored before warnings still reads")
        #expect(read.buildWarnings == nil)
    }

    @Test("tests are counted out of the reference's total: skipped and missing ones do not pass")
    func tallies() throws {
        let step = chain.steps[35]
        let reference = try StepPackage.tree(workspace: workspace, chain: chain, through: 36)
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

    @Test("Remove Dead Code is judged by declaration: reworded or reformatted, dead code is found")
    func deadCode() throws {
        for step in chain.steps where step.checksDeletions {
            let before = try appModule(through: step.number - 1)
            let reference = try appModule(through: step.number)
            var reworded = reference
            for (path, text) in before.files where text != reference.files[path] {
                reworded.files[path] =
                    text
                    .replacingOccurrences(of: "func ", with: "func   ")
                    .replacingOccurrences(of: "(", with: " (")
                    .replacingOccurrences(of: "{}", with: "{ /* kept */ }")
                    .replacingOccurrences(of: "error: Error", with: "failure: Error")
            }

            let untouched = DeadCode(before: before, reference: reference, mine: before)
            let kept = DeadCode(before: before, reference: reference, mine: reworded)
            let done = DeadCode(before: before, reference: reference, mine: reference)

            #expect(untouched.deleted.count >= 6, "\(step.id)")
            #expect(untouched.remaining == untouched.deleted, "\(step.id)")
            #expect(
                kept.remaining.count == untouched.deleted.count, "\(step.id): \(kept.remaining)")
            #expect(done.remaining.isEmpty, "\(step.id): \(done.remaining)")
        }
    }

    @Test("declarations skip comments, strings and locals, and know the type they are in")
    func declarations() {
        let text = """
            // func commented() {}
            protocol Loading: AnyObject {
                func load()
                var count: Int { get }
            }
            final class Screen: Loading {
                let title = "func inString() { }"
                func load() { let local = 1; _ = local }
                var count: Int { 1 }
                class func make() -> Screen { Screen() }
            }
            extension Screen { func extra() {} }
            """
        let names = Set(Declarations(sources: [text]).counts.keys.map(\.description))
        #expect(
            names == [
                "protocol Loading", "func Loading.load", "var Loading.count", "class Screen",
                "let Screen.title", "func Screen.load", "var Screen.count", "func Screen.make",
                "func Screen.extra",
            ])
    }

    @Test("a check ignores, and names, every edit outside Sources/MyBiz")
    func editsIgnored() throws {
        let target = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: target) }
        #expect(run(["exercise", "36", target.path]).status == 0)
        let test = "Tests/MyBizTests/Calendar/EventServiceTests.swift"
        let approved = "Tests/Fixtures/Approved/screens/calendar.loaded.approved.txt"
        try Data("// emptied\n".utf8).write(to: target.appendingPathComponent(test))
        try FileManager.default.removeItem(at: target.appendingPathComponent(approved))
        let mine = target.appendingPathComponent("Tests/MyBizTests/Calendar/Mine.swift")
        try Data("final class EventService {}\n".utf8).write(to: mine)
        try Data([0xff, 0xfe]).write(to: target.appendingPathComponent("Sources/MyBiz/.DS_Store"))

        let context = try ExerciseCheck.Context(
            step: chain.steps[35], chain: chain, workspace: workspace,
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

    @Test("a test-writing step keeps at least five mutants, each a bug in the code under test")
    func mutants() throws {
        for step in chain.steps where step.appPatches.isEmpty {
            let judging = try StepJudging(workspace: workspace, step: step)
            let reference = try StepPackage.tree(
                workspace: workspace, chain: chain, through: step.number)
            #expect(judging.mutants.count >= 5, "\(step.id)")
            var seen: Set<String> = []
            for mutant in judging.mutants {
                let mutated = try mutant.apply(to: reference)
                #expect(mutated != reference, "\(mutant.name) changes nothing")
                #expect(seen.insert(mutant.what).inserted, "\(mutant.name) repeats a bug")
            }
        }
    }

    @Test("every feature and fix step keeps held-back cases, each a test class of its own")
    func heldBack() throws {
        for step in chain.steps where ["feature", "fix"].contains(step.kind) {
            let judging = try StepJudging(workspace: workspace, step: step)
            let classes = TestGroups.testClasses(in: Array(judging.heldBack.values))
            #expect(!classes.isEmpty, "\(step.id) has no held-back cases")
            let visible = try StepPackage.tree(
                workspace: workspace, chain: chain, through: step.number)
            let names = TestGroups.testClasses(
                in: visible.files.filter { $0.key.hasPrefix("Tests/") }.map(\.value))
            #expect(Set(classes.keys).isDisjoint(with: names.keys), "\(step.id)")
        }
    }

    @Test("a mutant file names its bug and changes only the app module")
    func mutantFormat() throws {
        let patch = FilePatch(path: "Sources/MyBiz/A.swift", old: "a\n", new: "b\n").text
        let mutant = try Mutant(parsing: "what: says b\n\n" + patch, path: "Judge/x/one.mutant")
        #expect(mutant.what == "says b" && mutant.name == "one")
        #expect(
            try mutant.apply(to: SourceTree(files: ["Sources/MyBiz/A.swift": "a\n"])).files
                == ["Sources/MyBiz/A.swift": "b\n"])
        let outside = FilePatch(path: "Tests/A.swift", old: "a\n", new: "b\n").text
        for text in ["no header\n\n" + patch, "what: x\n\n" + outside, "what: x\n\n"] {
            #expect(throws: WorkbenchError.self) {
                try Mutant(parsing: text, path: "Judge/x/bad.mutant")
            }
        }
    }

    @Test(
        "the report: counts out of the total, failures with their message, the command to see why")
    func report() {
        var result = CheckResult(step: 4, id: "04-next", title: "Next")
        result.stepTests = .init(
            passed: 1, total: 2, failing: [.init(name: "NextTests/test_a", message: "wrong")])
        result.heldBack = .init(
            passed: 0, total: 1, failing: [.init(name: "keeps 29 February", message: "")])
        result.characterization = .init(passed: 5, total: 5)
        result.declaredChanges = [3]
        result.editsIgnored = ["Tests/MyBizTests/NextTests.swift (changed)"]
        result.left = "some tests fail"

        let text = result.text
        let json = try? JSONSerialization.jsonObject(with: Data(result.json.utf8)) as? [String: Any]

        #expect(text.contains("  step's tests      1 of 2 passed\n    ✗ NextTests/test_a: wrong\n"))
        #expect(text.contains("  held-back cases   0 of 1 passed\n    ✗ keeps 29 February\n"))
        #expect(text.contains("5 of 5 passed (changes declared by step 3 in force)"))
        #expect(text.contains("Tests/MyBizTests/NextTests.swift (changed)"))
        #expect(text.contains("  result            not yet: some tests fail\n"))
        #expect(text.hasSuffix("  why               swift test --filter 'NextTests/test_a'\n"))
        #expect(json?["status"] as? String == "failing")
        #expect(result.json.split(separator: "\n").count == 1)
    }

    func appModule(through number: Int) throws -> SourceTree {
        try chain.apply(to: workspace.startState(), through: number)
            .subtree(ChainLayout.appModule)
    }
}
