import Diffing
import Foundation

/// The reference tests of a judged package by what they are to the step: its own tests, its
/// held-back cases, the earlier steps' tests and the characterization suite.
struct TestGroups {
    enum Group {
        case step, heldBack, earlier, characterization
    }

    /// The step's test classes and their test methods.
    let stepClasses: [String: Set<String>]
    let heldBackClasses: Set<String>

    /// `reference` is the step's package; `heldBack` its held-back files by name.
    init(step: Step, reference: SourceTree, heldBack: [String: String]) {
        stepClasses = Self.testClasses(
            in: step.testPatches.compactMap { $0.newPath.flatMap { reference.files[$0] } })
        heldBackClasses = Set(Self.testClasses(in: Array(heldBack.values)).keys)
    }

    /// The group of the test `id` (`Module.Type/method`).
    func group(of id: String) -> Group {
        guard id.hasPrefix("MyBizTests.") else { return .characterization }
        let name = id.dropFirst("MyBizTests.".count)
        let type = String(name.prefix { $0 != "/" })
        let method = String(name.drop { $0 != "/" }.dropFirst())
        if heldBackClasses.contains(type) { return .heldBack }
        return stepClasses[type]?.contains(method) == true ? .step : .earlier
    }

    /// How the tests of `group` among `expected` fared. Held-back cases are named by what they
    /// check, never by their data.
    func tally(_ group: Group, _ expected: [String], _ outcomes: TestOutcomes) -> CheckResult.Tally
    {
        let ids = expected.filter { self.group(of: $0) == group }
        return Self.tally(ids, outcomes, hidingMessages: group == .heldBack)
    }

    /// Whether the run passed the tests `ids`: each passed, and no test process stopped
    /// before its end (crashed, or ran over its time). A process that stops may have printed
    /// passes the app wrote in the tests' name (XCTest's lines are the app's `print`s too),
    /// then stopped before the real failures came.
    static func pass(_ ids: [String], _ outcomes: TestOutcomes) -> Bool {
        tallyOfRun(ids, outcomes).failing.isEmpty
    }

    /// How the tests `ids` fared, with the stop of the test process among the failures when
    /// it stopped before its end and no test's outcome shows it.
    static func tallyOfRun(_ ids: [String], _ outcomes: TestOutcomes) -> CheckResult.Tally {
        var tally = tally(ids, outcomes)
        if let stop = outcomes.stop, tally.failing.isEmpty {
            tally.failing.append(
                CheckResult.Failure(
                    name: CheckResult.Failure.testProcess,
                    message: "stopped before its end (\(stop)), so the run passes no test"))
        }
        return tally
    }

    /// How the tests `ids` fared: a test passed only if the run says so.
    static func tally(_ ids: [String], _ outcomes: TestOutcomes, hidingMessages: Bool = false)
        -> CheckResult.Tally
    {
        var tally = CheckResult.Tally(total: ids.count)
        for id in ids {
            let message: String
            switch outcomes.outcome(of: id) {
            case .passed?:
                tally.passed += 1
                continue
            case .failed(let text)?: message = String(text.lines().first?.trimmed ?? "failed")
            case .skipped?: message = "skipped: a test that does not run does not pass"
            case nil: message = outcomes.missing(id)
            }
            let name = hidingMessages ? words(of: id) : String(id.drop { $0 != "." }.dropFirst())
            tally.failing.append(
                CheckResult.Failure(
                    name: name, message: hidingMessages ? "" : String(message.prefix(200))))
        }
        return tally
    }

    /// A held-back case's method name as words: `test_sortsEventsThatArriveSorted` is
    /// "sorts events that arrive sorted".
    static func words(of id: String) -> String {
        var name = Substring(id.split(separator: "/").last ?? "")
        for prefix in ["test_", "test"] where name.hasPrefix(prefix) {
            name = name.dropFirst(prefix.count)
            break
        }
        var text = ""
        for character in name {
            if character == "_" {
                text += ", "
            } else if character.isUppercase {
                text += " " + character.lowercased()
            } else {
                text.append(character)
            }
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// Test classes and their test methods, from the text of Swift files.
    static func testClasses(in texts: [String]) -> [String: Set<String>] {
        var classes: [String: Set<String>] = [:]
        for text in texts {
            var current: String?
            for line in text.lines() {
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
}
