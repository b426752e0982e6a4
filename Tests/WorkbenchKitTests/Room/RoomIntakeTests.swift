import Foundation
import Testing

@testable import WorkbenchKit

/// Every text a check sends is checked once, where it enters the room: each field, each refusal.
@Suite("What the room takes in")
struct RoomIntakeTests {
    static let intake = RoomIntake(exercises: RoomFixture.exercises)

    /// A submission the room takes: Ada's check of step 5.
    static func good() -> Room.Submission {
        var result = CheckResult(step: 5, id: "05-step", title: "Step 5")
        result.left = "some tests fail"
        result.stepTests = .init(
            passed: 0, total: 1, failing: [.init(name: "T/test_a", message: "line 1\n\tline 2")])
        return Room.Submission(
            code: "K7PQ2M", name: " Ada Lovelace ", learner: "9f3a", predict: "red",
            result: result, diff: "--- a/x\n+++ b/x\n")
    }

    /// One change to a good submission, the status it gets and words its reason must hold.
    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        let status: Int
        let reason: String
        let change: @Sendable (inout Room.Submission) -> Void
        var testDescription: String { label }
    }

    static let refusals: [Case] = [
        Case(
            label: "a NUL in the name", status: 400,
            reason: "name holds the control character U+0000 at character 4"
        ) {
            $0.name = "Sam\u{0}x"
        },
        Case(
            label: "a newline in the name", status: 400,
            reason: "name holds the control character U+000A"
        ) {
            $0.name = "Sam\nGrace"
        },
        Case(label: "an escape in the name", status: 400, reason: "U+001B") {
            $0.name = "\u{1B}[2JSam"
        },
        Case(label: "a C1 control in the name", status: 400, reason: "U+0085") {
            $0.name = "S\u{85}am"
        },
        Case(label: "a line separator in the name", status: 400, reason: "U+2028") {
            $0.name = "A\u{2028}B"
        },
        Case(label: "an empty name", status: 400, reason: "name is 1 to 60 characters") {
            $0.name = "  "
        },
        Case(label: "a name of 61 characters", status: 400, reason: "name is 1 to 60 characters") {
            $0.name = String(repeating: "é", count: 61)
        },
        Case(label: "a code with a NUL", status: 400, reason: "code 'K7?' may hold only letters") {
            $0.code = "K7\u{0}"
        },
        Case(label: "a code of 33 characters", status: 400, reason: "code is 1 to 32 characters") {
            $0.code = String(repeating: "K", count: 33)
        },
        Case(
            label: "an exercise id of 101 characters", status: 400,
            reason: "result.id is 1 to 100 characters"
        ) {
            $0.result.id = String(repeating: "x", count: 101)
        },
        Case(
            label: "a NUL in any other message", status: 400,
            reason: "result.mutants.missed[0] holds a NUL byte"
        ) {
            $0.result.mutants = .init(caught: 0, total: 1, missed: ["a\u{0}"])
        },
        Case(
            label: "a NUL in where a run stopped", status: 400,
            reason: "result.stopped holds a NUL byte"
        ) {
            $0.result.stopped = "\u{0}"
        },
        Case(label: "an empty code", status: 400, reason: "code is 1 to 32 characters") {
            $0.code = ""
        },
        Case(label: "a learner id with a space", status: 400, reason: "learner 'a b' may hold only")
        {
            $0.learner = "a b"
        },
        Case(
            label: "a learner id of 65 characters", status: 400,
            reason: "learner is 1 to 64 characters"
        ) {
            $0.learner = String(repeating: "f", count: 65)
        },
        Case(
            label: "a prediction that is no light", status: 400,
            reason: "predict is red, amber or green, not 'blue'"
        ) {
            $0.predict = "blue"
        },
        Case(
            label: "an exercise id with a tab", status: 400,
            reason: "result.id '05?step' may hold only"
        ) {
            $0.result.id = "05\tstep"
        },
        Case(
            label: "a step the room does not have", status: 400,
            reason: "result.step 9 is out of range: the room takes a step from 1 to 8"
        ) {
            $0.result.step = 9
            $0.result.id = "09-step"
        },
        Case(label: "a negative step", status: 400, reason: "result.step -1 is out of range") {
            $0.result.step = -1
        },
        Case(
            label: "an id that is not the step's", status: 400,
            reason: "result.id '05-other' is not step 5 of this room's chain ('05-step')"
        ) {
            $0.result.id = "05-other"
        },
        Case(
            label: "an area the room does not have", status: 400,
            reason: "result.id 'characterize-payroll' is no area"
        ) {
            $0.result.step = 0
            $0.result.id = "characterize-payroll"
        },
        Case(
            label: "a title with a newline", status: 400,
            reason: "result.title holds the control character U+000A"
        ) {
            $0.result.title = "Step\n5"
        },
        Case(
            label: "a title of 201 characters", status: 400,
            reason: "result.title is 0 to 200 characters"
        ) {
            $0.result.title = String(repeating: "t", count: 201)
        },
        Case(
            label: "a NUL in a failure's message", status: 400,
            reason: "result.stepTests.failing[1] holds a NUL byte"
        ) {
            $0.result.stepTests?.failing[0].message = "a\u{0}b"
        },
        Case(
            label: "a NUL in a build error", status: 400,
            reason: "result.buildErrors[0] holds a NUL byte"
        ) {
            $0.result.buildErrors = ["x\u{0}"]
        },
        Case(
            label: "a message of more than 16 KiB", status: 413,
            reason: "result.left passes 16384 bytes"
        ) {
            $0.result.left = String(repeating: "m", count: 16 * 1024 + 1)
        },
        Case(label: "a NUL in the diff", status: 400, reason: "diff holds a NUL byte") {
            $0.diff = "+\u{0}\n"
        },
        Case(label: "a diff of more than 256 KiB", status: 413, reason: "diff passes 262144 bytes")
        {
            $0.diff = String(repeating: "d", count: Room.maxDiff + 1)
        },
    ]

    @Test("a field that holds what it may not is refused, naming the field", arguments: refusals)
    func refused(_ refusal: Case) {
        var submission = Self.good()
        refusal.change(&submission)

        let outcome = Self.intake.admit(submission)

        guard case .failure(let said) = outcome else {
            Issue.record("taken: \(outcome)")
            return
        }
        #expect(said.status == refusal.status)
        #expect(said.reason.contains(refusal.reason), "\(said.reason)")
    }

    @Test("a good check is taken, its name trimmed; tabs and newlines stay in messages and diffs")
    func taken() {
        #expect(Self.intake.admit(Self.good()) == .success("Ada Lovelace"))
    }

    @Test("what names may hold: any script, emoji, and bidi marks, which the page isolates")
    func names() {
        for name in ["Ada", "Zoë Ørsted", "李雷", "Ada \u{202E}evil", "👩🏽‍💻 Grace", "<b>&amp;"] {
            var submission = Self.good()
            submission.name = name
            #expect(Self.intake.admit(submission) == .success(name))
        }
    }

    @Test("a characterization exercise of an area the room has is taken, on step 0")
    func area() {
        var submission = Self.good()
        submission.result.step = 0
        submission.result.id = "characterize-login"

        #expect(Self.intake.admit(submission) == .success("Ada Lovelace"))
    }

    @Test("a check from an older workbench, with no learner id or prediction, is taken")
    func older() {
        var submission = Self.good()
        submission.learner = nil
        submission.predict = nil

        #expect(Self.intake.admit(submission) == .success("Ada Lovelace"))
    }

    @Test("a check sends a long message cut to what the room takes, so it is not refused")
    func clamped() {
        var submission = Self.good()
        submission.result.buildErrors = [String(repeating: "é", count: 20_000)]
        submission.result.stepTests?.failing[0].message = String(repeating: "m", count: 40_000)

        submission.result = RoomIntake.clamped(submission.result)

        #expect(Self.intake.admit(submission) == .success("Ada Lovelace"))
        #expect(
            submission.result.buildErrors[0].hasSuffix(
                "(cut: the whole is in the learner's terminal)")
        )
        #expect(submission.result.buildErrors[0].utf8.count <= RoomIntake.maxMessage)
        #expect(submission.result.stepTests?.failing[0].name == "T/test_a")
    }
}
