import Foundation
import Testing

@testable import WorkbenchKit

/// The verdict's rules (`Verdict`), each on a result that breaks it alone, and their order.
@Suite("The verdict: one ordered list of rules")
struct VerdictTests {
    typealias Tally = CheckResult.Tally

    private static let passing = Tally(passed: 3, total: 3)
    private static let failing = Tally(
        passed: 2, total: 3, failing: [CheckResult.Failure(name: "T/test_a()", message: "no")])

    /// A step that changes the app, every part judged and held.
    private static var change: CheckResult {
        var result = CheckResult(step: 36, id: "36-event-store", title: "A store")
        result.buildWarnings = []
        result.stepTests = passing
        result.heldBack = passing
        result.earlierTests = passing
        result.characterization = passing
        return result
    }

    /// A step whose task is to write tests, or a characterization exercise (step 0): the
    /// learner's tests pass, and catch every mutant.
    private static func writing(step: Int = 32) -> CheckResult {
        var result = CheckResult(step: step, id: "x", title: "X")
        result.writesTests = true
        result.buildWarnings = []
        result.yourTests = passing
        result.mutants = CheckResult.Mutants(caught: 10, total: 10)
        return result
    }

    @Test("a result every rule lets pass is solved")
    func solved() {
        #expect(Self.change.decided().status == .solved)
        #expect(Self.change.decided().left == nil)
        #expect(Self.writing().decided().status == .solved)
    }

    @Test("each rule, broken alone, says what is left")
    func eachRule() {
        func left(
            _ change: (inout CheckResult) -> Void, of start: CheckResult = VerdictTests.change
        )
            -> String?
        {
            var result = start
            change(&result)
            return result.decided().left
        }
        #expect(left({ $0.buildErrors = ["A.swift:1:1: error: x"] }) == "make it compile first")
        #expect(
            left({ $0.buildErrors = ["A.swift:1:1: error: x"] }, of: Self.writing())
                == "make your tests compile first")
        #expect(left({ $0.standIns = "the app may not …" }) == "the app may not …")
        #expect(left({ $0.characterization = Self.failing }) == "some tests fail")
        #expect(left({ $0.stopped = "A.swift:3: Fatal error" }) == Verdict.stoppedLeft)
        #expect(left({ $0.heldBack = Self.failing })?.hasPrefix("held-back cases fail") == true)
        #expect(
            left({ $0.deadCode = CheckResult.DeadCode(deleted: 2, remaining: ["func A.b"]) })
                == "delete what the step deletes")
        #expect(
            left({ $0.yourTests = Self.failing }, of: Self.writing())
                == "your tests must pass on the reference code")
        #expect(
            left({ $0.yourTests = Tally() }, of: Self.writing(step: 0))?.hasPrefix(
                "your tests must pass on the legacy code") == true)
        #expect(
            left(
                {
                    $0.unsteady = true; $0.yourTests = Self.failing
                }, of: Self.writing())
                == Verdict.unsteadyLeft)
        #expect(
            left({ $0.mutants?.caught = 9 }, of: Self.writing())
                == "write tests that catch every bug listed")
        #expect(
            left(
                { $0.mutants = CheckResult.Mutants(caught: 11, total: 13, needed: 12) },
                of: Self.writing(step: 0))
                == "catch at least 12 of the 13 bugs: pin what the missed ones change")
        #expect(
            left(
                { $0.mutants = CheckResult.Mutants(caught: 12, total: 13, needed: 12) },
                of: Self.writing(step: 0))
                == nil)
        #expect(
            left({ $0.unwritten = "write the step's tests in A.swift" }, of: Self.writing())
                == "write the step's tests in A.swift")
        #expect(
            left({ $0.mutants = nil }, of: Self.writing())
                == "the check judged nothing; check again")
        #expect(
            left({
                $0.stepTests = nil; $0.earlierTests = nil
            })
                == "the check judged nothing; check again")
    }

    @Test(
        "the first rule broken is the one said: tests before a stop, a stop before held-back cases")
    func order() {
        var result = Self.change
        result.heldBack = Self.failing
        result.stopped = "A.swift:3: Fatal error"
        #expect(result.decided().left == Verdict.stoppedLeft)
        result.earlierTests = Self.failing
        #expect(result.decided().left == "some tests fail")
        result.buildErrors = ["A.swift:1:1: error: x"]
        #expect(result.decided().status == .doesNotCompile)
        #expect(Verdict.rules.count == Set(Verdict.rules.map(\.asks)).count)
    }

    @Test("README's table of what check judges is the rules, in their order")
    func readmeTable() throws {
        let readme = try packageText("README.md")
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex(of: "| # | the rule | what it stops |"))
        let rows = lines[(header + 2)...].prefix { $0.hasPrefix("| ") }
        let asked = rows.map {
            $0.split(separator: "|")[1].trimmingCharacters(in: .whitespaces)
        }

        #expect(asked == Verdict.rules.map(\.asks))
    }
}
