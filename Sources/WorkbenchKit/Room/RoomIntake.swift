import Foundation

/// Every text a learner's check sends, checked once, where it enters the room: what a field
/// may hold, how long it may be, and which exercise it may name. A refusal names the field and
/// what to send instead; nothing refused reaches the store, the dashboard or the report.
struct RoomIntake {
    /// Why a submission is refused: a status (400, or 413 for size) and the reason.
    struct Refusal: Error, Equatable {
        var status = 400
        var reason: String
    }

    let exercises: RoomExercises

    static let maxName = 60
    static let maxLearner = 64
    static let maxCode = 32
    static let maxId = 100
    static let maxTitle = 200
    /// One message, error, warning or bug in words.
    static let maxMessage = 16 * 1024

    /// The submission's name, trimmed, when every field holds what it may; else the refusal.
    func admit(_ submission: Room.Submission) -> Result<String, Refusal> {
        let name = submission.name.trimmingCharacters(in: .whitespacesAndNewlines)
        let result = submission.result
        let checks: [Refusal?] = [
            Self.word(submission.code, field: "code", upTo: Self.maxCode),
            submission.learner.flatMap {
                $0.isEmpty ? nil : Self.word($0, field: "learner", upTo: Self.maxLearner)
            },
            Self.line(name, field: "name", upTo: Self.maxName, empty: false),
            Self.prediction(submission.predict),
            Self.word(result.id, field: "result.id", upTo: Self.maxId),
            Self.line(result.title, field: "result.title", upTo: Self.maxTitle, empty: true),
            exercise(step: result.step, id: result.id, field: "result."),
        ]
        if let refusal = checks.compactMap({ $0 }).first { return .failure(refusal) }
        for (field, text) in Self.texts(of: result) {
            if let refusal = Self.text(text, field: field, upTo: Self.maxMessage) {
                return .failure(refusal)
            }
        }
        let diff = submission.diff ?? ""
        guard diff.utf8.count <= Room.maxDiff else {
            return .failure(
                Refusal(
                    status: 413, reason: "diff passes \(Room.maxDiff) bytes: send at most that much"
                ))
        }
        if let refusal = Self.text(diff, field: "diff", upTo: Room.maxDiff) {
            return .failure(refusal)
        }
        return .success(name)
    }

    private static func prediction(_ predict: String?) -> Refusal? {
        guard let predict, !Room.predictions.contains(predict) else { return nil }
        return Refusal(reason: "predict is red, amber or green, not '\(shown(predict))'")
    }

    /// A refusal unless `step` and `id` name an exercise of the room: a step by its number and
    /// id, or an area to characterize on step 0; `field` is what the names stand under.
    func exercise(step: Int, id: String, field: String) -> Refusal? {
        if step == 0 {
            let area = String(id.dropFirst(Characterizing.prefix.count))
            if id.hasPrefix(Characterizing.prefix), exercises.areas.contains(area) {
                return nil
            }
            return Refusal(
                reason: "\(field)id '\(Self.shown(id))' is no area to characterize of this "
                    + "room: a check from another workbench? The room takes \(exercises.described)")
        }
        // Compared before any arithmetic: a step of Int.min must be refused, not overflow.
        guard step >= 1, step <= exercises.steps.count else {
            return Refusal(
                reason: "\(field)step \(step) is out of range: the room takes "
                    + exercises.described)
        }
        guard exercises.steps[step - 1] == id else {
            return Refusal(
                reason: "\(field)id '\(Self.shown(id))' is not step \(step) of this "
                    + "room's chain ('\(exercises.steps[step - 1])'): check with the "
                    + "workbench the room serves")
        }
        return nil
    }

    /// Every free text of a result, by field, each checked as a message.
    static func texts(of result: CheckResult) -> [(field: String, text: String)] {
        var texts: [(String, String)] = []
        func add(_ field: String, _ values: [String]) {
            texts += values.enumerated().map { ("\(field)[\($0.offset)]", $0.element) }
        }
        if let left = result.left { texts.append(("result.left", left)) }
        add("result.buildErrors", result.buildErrors)
        add("result.buildWarnings", result.buildWarnings ?? [])
        let tallies = [
            ("yourTests", result.yourTests), ("stepTests", result.stepTests),
            ("heldBack", result.heldBack), ("earlierTests", result.earlierTests),
            ("characterization", result.characterization),
        ]
        for case let (field, tally?) in tallies {
            add("result.\(field).failing", tally.failing.flatMap { [$0.name, $0.message] })
        }
        add("result.mutants.missed", result.mutants?.missed ?? [])
        add("result.deadCode.remaining", result.deadCode?.remaining ?? [])
        add("result.editsIgnored", result.editsIgnored)
        if let rerun = result.rerunAfterCrash { texts.append(("result.rerunAfterCrash", rerun)) }
        if let stopped = result.stopped { texts.append(("result.stopped", stopped)) }
        return texts
    }

    /// `result` as a check sends it: each message at most `maxMessage` bytes (a long compiler
    /// error keeps its head and says it was cut), so the room takes it rather than refuse it.
    static func clamped(_ result: CheckResult) -> CheckResult {
        func clamp(_ text: String) -> String { clampedMessage(text) }
        func clamp(_ tally: CheckResult.Tally?) -> CheckResult.Tally? {
            tally.map { tally in
                var tally = tally
                tally.failing = tally.failing.map {
                    .init(name: clamp($0.name), message: clamp($0.message))
                }
                return tally
            }
        }
        var result = result
        result.left = result.left.map(clamp)
        result.buildErrors = result.buildErrors.map(clamp)
        result.buildWarnings = result.buildWarnings?.map(clamp)
        result.yourTests = clamp(result.yourTests)
        result.stepTests = clamp(result.stepTests)
        result.heldBack = clamp(result.heldBack)
        result.earlierTests = clamp(result.earlierTests)
        result.characterization = clamp(result.characterization)
        if let missed = result.mutants?.missed { result.mutants?.missed = missed.map(clamp) }
        if let remaining = result.deadCode?.remaining {
            result.deadCode?.remaining = remaining.map(clamp)
        }
        result.editsIgnored = result.editsIgnored.map(clamp)
        result.rerunAfterCrash = result.rerunAfterCrash.map(clamp)
        result.stopped = result.stopped.map(clamp)
        return result
    }

    /// `text` as a check or run sends it: at most `maxMessage` bytes (a long compiler error
    /// keeps its head and says it was cut), so the room takes it rather than refuse it.
    static func clampedMessage(_ text: String) -> String {
        guard text.utf8.count > maxMessage else { return text }
        let cut = " … (cut: the whole is in the learner's terminal)"
        let head = text.utf8.prefix(maxMessage - cut.utf8.count - 4)
        return String(decoding: head, as: UTF8.self) + cut
    }

    /// An identifier: 1 to `most` printable ASCII characters, no space.
    static func word(_ text: String, field: String, upTo most: Int) -> Refusal? {
        guard !text.isEmpty, text.unicodeScalars.count <= most else {
            return Refusal(reason: "\(field) is 1 to \(most) characters: send one of that length")
        }
        guard text.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
            return Refusal(
                reason: "\(field) '\(shown(text))' may hold only letters, digits and ASCII "
                    + "punctuation: no space, control character or other letter")
        }
        return nil
    }

    /// A line of text shown as it is: up to `most` characters, no control character (NUL,
    /// newline, tab, escape, C1) and no line or paragraph separator.
    static func line(_ text: String, field: String, upTo most: Int, empty: Bool) -> Refusal? {
        guard empty || !text.isEmpty, text.count <= most else {
            return Refusal(
                reason:
                    "\(field) is \(empty ? 0 : 1) to \(most) characters: send one of that length")
        }
        if let bad = text.unicodeScalars.first(where: isControl) {
            return Refusal(
                reason: "\(field) holds the control character \(code(bad)) at character "
                    + "\(position(of: bad, in: text)): send it without")
        }
        return nil
    }

    /// A text of several lines (a message, a diff): up to `most` bytes, no NUL.
    static func text(_ text: String, field: String, upTo most: Int) -> Refusal? {
        guard text.utf8.count <= most else {
            return Refusal(
                status: 413, reason: "\(field) passes \(most) bytes: send at most that much")
        }
        guard !text.utf8.contains(0) else {
            return Refusal(reason: "\(field) holds a NUL byte: send it as text without one")
        }
        return nil
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    private static func code(_ scalar: Unicode.Scalar) -> String {
        String(format: "U+%04X", scalar.value)
    }

    private static func position(of bad: Unicode.Scalar, in text: String) -> Int {
        (text.unicodeScalars.firstIndex(of: bad).map {
            text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: $0)
        } ?? 0) + 1
    }

    /// `text` as a refusal may quote it: control characters as `?`, at most 40 characters.
    static func shown(_ text: String) -> String {
        let safe = String(
            String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? "?" : $0 }))
        return safe.count > 40 ? String(safe.prefix(40)) + "…" : safe
    }
}
