extension CheckResult {
    /// The result as a few lines a room can read: each group of tests out of the reference's
    /// total, the first failures with their message, what is left, and how to see why.
    public var text: String {
        var lines = ["Exercise: " + (step == 0 ? title : "step \(step), \(title)")]
        func row(_ label: String, _ value: String) {
            lines.append("  " + label.padding(toLength: 18, withPad: " ", startingAt: 0) + value)
        }
        /// The first `limit` of `items`, indented, and how many more there are.
        func list(_ items: [String], limit: Int) {
            lines += items.prefix(limit).map { "    " + $0 }
            if items.count > limit { lines.append("    and \(items.count - limit) more") }
        }
        func tally(_ label: String, _ tally: Tally?, suffix: String = "") {
            guard let tally else { return }
            row(label, "\(tally.passed) of \(tally.total) passed" + suffix)
            list(
                tally.failing.map {
                    "✗ " + $0.name + ($0.message.isEmpty ? "" : ": " + $0.message)
                }, limit: 3)
        }
        let warnings = buildWarnings ?? []
        if buildWarnings != nil || status != .failing {
            row(
                "build",
                (status == .doesNotCompile ? "FAILED" : "ok")
                    + (warnings.isEmpty
                        ? "" : ", \(warnings.count) warning" + (warnings.count == 1 ? "" : "s")))
        }
        lines += buildErrors.map { "    " + $0 }
        list(warnings, limit: 3)
        if status != .doesNotCompile {
            for group in testGroups {
                tally(group.label, group.tally, suffix: suffix(of: group.label))
                if group.label == Self.yourTests, let mutants {
                    row(
                        "bugs caught",
                        "\(mutants.caught) of \(mutants.total) mutants of the code"
                            + (mutants.needed.map { " (\($0) needed)" } ?? ""))
                    lines += mutants.missed.map { "    ✗ not caught: " + $0 }
                }
            }
            if let deadCode {
                row(
                    "deleted code",
                    deadCode.remaining.isEmpty
                        ? "all \(deadCode.deleted) declarations the step deletes are gone"
                        : "\(deadCode.remaining.count) declarations are still there that the step "
                            + "deletes (it deletes \(deadCode.deleted)) or that nothing reaches:")
                list(deadCode.remaining, limit: 4)
            }
        }
        if !editsIgnored.isEmpty {
            row("edits ignored", "the verdict uses the reference copies of these files:")
            list(editsIgnored, limit: 5)
        }
        if let stopped {
            row("test process", "stopped before its end: \(stopped)")
            lines.append("    a run that stops passes no test, whatever it printed before")
        }
        if let rerunAfterCrash {
            row("note", "the test process crashed (\(rerunAfterCrash));")
            lines.append(
                "    the tests were compiled whole again, and these are that run's counts")
        }
        if ownBuildMadeElsewhere == true {
            row("note", "this folder's own build was made where it was before a copy or move;")
            lines.append("    run 'swift package clean' here before your own swift build or test")
        }
        row("result", left.map { "not yet: " + $0 } ?? "solved")
        if let why { row("why", why) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a report says after a group's count: where the learner's tests ran, and which
    /// steps' declared changes the characterization suite expects.
    private func suffix(of label: String) -> String {
        switch label {
        case Self.yourTests: return step == 0 ? " on the legacy code" : " on the reference code"
        case Self.characterizationLabel where !declaredChanges.isEmpty:
            return " (changes declared by step "
                + declaredChanges.map(String.init).joined(separator: ", ") + " in force)"
        default: return ""
        }
    }

    /// The command that shows why the first failing test fails, run in the exercise; never a
    /// held-back case's, whose data stays hidden.
    var why: String? {
        for group in testGroups where group.label != Self.heldBackLabel {
            guard
                let failure = group.tally.failing.first(where: { $0.name != Failure.testProcess })
            else { continue }
            let name = failure.name.prefix { $0 != "(" }
            return "swift test --filter '\(name)'"
        }
        return nil
    }
}
