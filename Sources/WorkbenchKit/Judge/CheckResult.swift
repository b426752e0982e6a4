import Foundation

/// What `workbench check` found: a value first, printed as a few lines for a person or as one
/// JSON object for tools and a workshop's dashboard.
public struct CheckResult: Codable, Equatable, Sendable {
    public enum Status: String, Codable, Sendable {
        case solved
        case failing
        case doesNotCompile = "does-not-compile"
    }

    /// A test that did not pass, and why in one line.
    public struct Failure: Codable, Equatable, Sendable {
        public var name: String
        public var message: String

        /// The name of the failure that is a test process's stop, not a test's.
        public static let testProcess = "the test process"
    }

    /// Some tests of the reference: how many passed out of all of them, and the others.
    public struct Tally: Codable, Equatable, Sendable {
        public var passed = 0
        public var total = 0
        public var failing: [Failure] = []
    }

    /// A test-writing exercise's verdict: how many of its mutants the learner's tests catch.
    public struct Mutants: Codable, Equatable, Sendable {
        public var caught = 0
        public var total = 0
        /// How many must be caught, when not all: a characterization exercise's share.
        public var needed: Int?
        /// The bugs no test caught, in words.
        public var missed: [String] = []
    }

    /// A Remove Dead Code step's verdict: the declarations it deletes that are still there.
    public struct DeadCode: Codable, Equatable, Sendable {
        public var deleted = 0
        public var remaining: [String] = []
    }

    /// The step of the exercise; 0 for a characterization exercise, on the legacy code.
    public var step: Int
    public var id: String
    public var title: String
    public var status: Status = .failing
    /// What is left to do, by the first rule of `Verdict` the result does not meet; nil when
    /// solved.
    public var left: String?
    /// True when the learner's tests are the work: a step whose task is to write tests (a
    /// characterization exercise, step 0, always is).
    public var writesTests: Bool?
    /// What is to be written before there is work to judge (no test yet, or only the starter's).
    public var unwritten: String?
    /// What in the app stands in for the tests' checks, read from its compiled objects
    /// (`TestStandIns`), in words.
    public var standIns: String?
    /// True when the learner's tests failed on a run of the reference code among the mutants;
    /// `yourTests` is then that run's tally.
    public var unsteady: Bool?
    /// The first compiler errors, with paths from the package's folder.
    public var buildErrors: [String] = []
    /// The warnings of what the check compiled, empty when there were none; nil when it built
    /// nothing (no test written yet to judge), and in results written before checks reported
    /// warnings.
    public var buildWarnings: [String]?
    /// The learner's own tests, on a test-writing step: they must pass on the reference code.
    public var yourTests: Tally?
    public var stepTests: Tally?
    public var heldBack: Tally?
    public var earlierTests: Tally?
    public var characterization: Tally?
    /// The steps whose declared changes (approved texts) the characterization suite expects.
    public var declaredChanges: [Int] = []
    public var mutants: Mutants?
    public var deadCode: DeadCode?
    /// Files outside `Sources/MyBiz` that differ from the exercise as written; the verdict
    /// uses the reference copies.
    public var editsIgnored: [String] = []
    /// Where and why the test process crashed with no error of Swift's own, when the test
    /// modules were compiled whole again and that run, which did not crash, gave the counts.
    public var rerunAfterCrash: String?
    /// Where and why a test process stopped before its end, in the run that decides, when no
    /// test's outcome shows it: such a run passes no test, whatever the counts above it say,
    /// since the app, which shares the process, may have printed passes in the tests' name
    /// before it stopped.
    public var stopped: String?
    /// True when the exercise's own build (what the learner's `swift test` uses) was made in
    /// another folder, which it was copied or moved from: it fails until cleaned. The check
    /// itself judged in a build of its own made here.
    public var ownBuildMadeElsewhere: Bool?
    public var elapsedSeconds: Double = 0

    public init(step: Int, id: String, title: String) {
        self.step = step
        self.id = id
        self.title = title
    }

    static let yourTests = "your tests"
    static let heldBackLabel = "held-back cases"
    static let characterizationLabel = "characterization"

    /// The groups of tests a result counts, each with its label, in the order a report shows
    /// them: the learner's own (where they are the work), then the reference's.
    var testGroups: [(label: String, tally: Tally)] {
        let groups: [(String, Tally?)] = [
            (Self.yourTests, yourTests), ("step's tests", stepTests),
            (Self.heldBackLabel, heldBack), ("earlier tests", earlierTests),
            (Self.characterizationLabel, characterization),
        ]
        return groups.compactMap { label, tally in tally.map { (label, $0) } }
    }

    /// The result as one line of JSON, keys sorted.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
