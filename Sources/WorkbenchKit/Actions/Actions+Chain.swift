import Diffing
import Foundation

/// The chain's commands: the tour, the techniques, a step, diffs and verify.
extension Actions {
    func tour() throws(WorkbenchError) -> Int32 {
        let chain = try workspace.chain()
        let rows =
            [
                [
                    "#", "id", "chapter", "technique", "kind", "files", "app lines", "test lines",
                    "level", "minutes",
                ]
            ]
            + chain.steps.map { step in
                [
                    "\(step.number)", step.id, step.chapter, step.technique, step.kind,
                    "\(step.files.count)", "\(step.changedLines)", "\(step.changedTestLines)",
                    "\(step.level)", "\(step.minutes)",
                ]
            }
        var text = console.paint(
            "From LegacyMyBiz (step 0) to RefactoredMyBiz in \(chain.steps.count) steps", "1")
        text += "\n\n" + table(rows)
        let first = chain.steps.first?.id ?? "1"
        let next = [
            (
                "swift run workbench show \(first)",
                "what the first step changes, why, and which tests prove it"
            ),
            (
                "swift run workbench diff --file Calendar/CalendarViewController.swift",
                "one file, before and after"
            ),
            ("swift run workbench verify", "the chain gives RefactoredMyBiz byte for byte"),
            (
                "swift run workbench materialize --through 0 /tmp/mybiz",
                "the legacy app as a package of its own: swift test there"
            ),
            (
                "swift run workbench exercise 1 /tmp/ex1",
                "practise step 1; 'workbench check' there says when it is done"
            ),
            ("swift test", "both apps' characterization suites and the TDD tests"),
        ]
        let width = next.map(\.0.count).max() ?? 0
        text += "\nNext:\n"
        for (command, purpose) in next {
            text +=
                "  " + command.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + purpose + "\n"
        }
        console.write(text)
        return 0
    }

    /// Every technique of the catalogue with its explanation, the steps that demonstrate it and
    /// the harness seams that use it; then the plain labels, and a count.
    func techniques() throws(WorkbenchError) -> Int32 {
        let chain = try workspace.chain()
        func steps(_ technique: Technique) -> [Step] { chain.showing(technique.name) }
        let shown = Techniques.catalogue.filter { !steps($0).isEmpty }
        var text = console.paint(
            "Feathers' techniques: \(shown.count) of \(Techniques.catalogue.count) are "
                + "demonstrated by the \(chain.steps.count) steps", "1")
        text += "\n"
        let unknown = chain.steps.filter { Techniques.named($0.technique) == nil }
        for step in unknown {
            text += "step \(step.number) names '\(step.technique)', which is in no list below\n"
        }
        for (title, list) in [
            ("Catalogue", Techniques.catalogue),
            ("Plain work, named for what it is (no dependency is broken)", Techniques.plain),
        ] {
            text += "\n" + console.paint(title, "1") + "\n"
            for technique in list {
                text += "\n" + console.paint(technique.name, "1") + "\n"
                text += wrapped(technique.explanation, indent: "  ") + "\n"
                let shown = steps(technique)
                let demonstrated = shown.map {
                    $0.id
                        + ($0.number == shown.first?.number && shown.count > 1
                            ? " (to project)" : "")
                }
                text +=
                    wrapped(
                        "steps: "
                            + (demonstrated.isEmpty
                                ? "none" : demonstrated.joined(separator: ", ")),
                        indent: "  ") + "\n"
                if !technique.harness.isEmpty {
                    text +=
                        wrapped(
                            "harness: " + technique.harness.joined(separator: "; "), indent: "  ")
                        + "\n"
                }
            }
        }
        console.write(text)
        return unknown.isEmpty ? 0 : 1
    }

    func show(_ name: String) throws(WorkbenchError) -> Int32 {
        let chain = try workspace.chain()
        let number = try chain.resolve(name)
        guard number > 0 else { return legacyHasNoStep("show") }
        let step = chain.steps[number - 1]
        let header = """
            \(console.paint("Step \(step.number) of \(chain.steps.count): \(step.title)", "1"))
            id:         \(step.id)
            chapter:    \(step.chapter)
            technique:  \(step.technique)
            kind:       \(step.kind)
            pinned by:  \(step.pinnedBy)
            driven by:  \(step.drivenBy)
            files:      \(step.files.count) (\(step.changedLines) lines of app code, \(step.changedTestLines) of tests and approvals)
            exercise:   level \(step.level) of 3, about \(step.minutes) minutes: workbench exercise \(step.number) <dir>

            \(wrapped("Why: " + step.why))

            \(wrapped(step.technique + ": " + Techniques.explanation(of: step.technique)))

            \(wrapped("Hint: " + step.hint))

            Run its tests:
              \(step.testCommand)


            """
        console.write(header + console.diff(step.diff))
        return 0
    }

    func diff(step name: String) throws(WorkbenchError) -> Int32 {
        let chain = try workspace.chain()
        let number = try chain.resolve(name)
        guard number > 0 else { return legacyHasNoStep("diff") }
        console.write(console.diff(chain.steps[number - 1].diff))
        return 0
    }

    func diff(file path: String) throws(WorkbenchError) -> Int32 {
        let legacy = try workspace.legacy().files[path]
        let refactored = try workspace.refactored().files[path]
        guard legacy != nil || refactored != nil else {
            throw .usage(
                "no file '\(path)' in either module; give a path inside the module, such as "
                    + "Calendar/CalendarViewController.swift.")
        }
        let diff = UnifiedDiff(
            old: legacy ?? "", new: refactored ?? "",
            oldName: legacy == nil ? "/dev/null" : "LegacyMyBiz/" + path,
            newName: refactored == nil ? "/dev/null" : "RefactoredMyBiz/" + path,
            context: Int.max / 4)
        console.write(
            diff.isEmpty ? "\(path) is the same in both modules.\n" : console.diff(diff.text))
        return 0
    }

    /// The diff between two source trees, in the form of a step: paths relative to each tree.
    func diff(from before: URL, to after: URL) throws(WorkbenchError) -> Int32 {
        let old = try SourceTree(directory: before)
        let new = try SourceTree(directory: after)
        console.write(console.diff(old.patches(to: new).map(\.text).joined()))
        return 0
    }

    func verify() throws(WorkbenchError) -> Int32 {
        let chain = try workspace.chain()
        let final = try workspace.finalState()
        let difference: String?
        do {
            difference = try chain.verify(start: workspace.startState(), final: final)
        } catch {
            console.writeError("workbench verify: FAILED: \(error.description)\n")
            return 1
        }
        if let difference {
            console.writeError(
                "workbench verify: FAILED: after all \(chain.steps.count) steps, \(difference).\n"
                    + "(Sources/MyBiz/ in a step is Sources/RefactoredMyBiz/ in this package.) "
                    + "Fix Steps/ or the package so that they agree.\n")
            return 1
        }
        let tests = final.files.keys.filter { $0.hasPrefix(ChainLayout.tests) }.count
        console.write(
            "verified: the \(chain.steps.count) steps turn Sources/LegacyMyBiz into "
                + "Sources/RefactoredMyBiz and write Tests/MyBizTests, the harness seams and the "
                + "approvals, byte for byte (\(final.files.count) files, \(tests) of them tests).\n"
        )
        return 0
    }
}
