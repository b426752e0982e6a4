import Diffing
import Foundation

/// What each command does, once its arguments are read.
struct Commands {
    let workspace: Workspace
    let console: Console

    func tour() throws(WorkbenchError) -> Int32 {
        let chain = try workspace.chain()
        let rows =
            [["#", "id", "chapter", "technique", "kind", "files", "lines"]]
            + chain.steps.map { step in
                [
                    "\(step.number)", step.id, step.chapter, step.technique, step.kind,
                    "\(step.files.count)", "\(step.changedLines)",
                ]
            }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var text = console.paint(
            "From LegacyMyBiz (step 0) to RefactoredMyBiz in \(chain.steps.count) steps", "1")
        text += "\n\n"
        for (index, row) in rows.enumerated() {
            let line = zip(row, widths).map {
                $0.padding(toLength: $1, withPad: " ", startingAt: 0)
            }
            .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
            text += (index == 0 ? console.paint(line, "1") : line) + "\n"
        }
        let first = chain.steps.first?.id ?? "1"
        let next = [
            (
                "workbench show \(first)",
                "what the first step changes, why, and which tests prove it"
            ),
            (
                "workbench diff --file Calendar/CalendarViewController.swift",
                "one file, before and after"
            ),
            ("workbench verify", "the chain gives RefactoredMyBiz byte for byte"),
            (
                "workbench materialize --through 0 mybiz-start",
                "start an exercise from the legacy code"
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

    func show(_ name: String) throws(WorkbenchError) -> Int32 {
        let chain = try workspace.chain()
        let number = try chain.resolve(name)
        guard number > 0 else { return legacyHasNoStep("show") }
        let step = chain.steps[number - 1]
        let header = """
            \(console.paint("Step \(step.number) of \(chain.steps.count): \(step.title)", "1"))
            id:         \(step.id)
            change:     \(step.change) (chapter \(step.chapter))
            technique:  \(step.technique)
            kind:       \(step.kind)
            pinned by:  \(step.pinnedBy)
            driven by:  \(step.drivenBy)
            files:      \(step.files.joined(separator: ", ")) (\(step.changedLines) lines)

            \(wrapped("Why: " + step.why))

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
        let patches = Set(old.files.keys).union(new.files.keys).sorted().compactMap { path in
            old.files[path] == new.files[path]
                ? nil : FilePatch(path: path, old: old.files[path], new: new.files[path])
        }
        console.write(console.diff(patches.map(\.text).joined()))
        return 0
    }

    func verify() throws(WorkbenchError) -> Int32 {
        let chain = try workspace.chain()
        let legacy = try workspace.legacy()
        let refactored = try workspace.refactored()
        let difference: String?
        do {
            difference = try chain.verify(legacy: legacy, refactored: refactored)
        } catch {
            console.writeError("workbench verify: FAILED: \(error.description)\n")
            return 1
        }
        if let difference {
            console.writeError(
                "workbench verify: FAILED: after all \(chain.steps.count) steps, \(difference).\n"
                    + "Fix Steps/ or Sources/RefactoredMyBiz so that they agree.\n")
            return 1
        }
        console.write(
            "verified: the \(chain.steps.count) steps turn Sources/LegacyMyBiz into "
                + "Sources/RefactoredMyBiz byte for byte (\(refactored.files.count) files).\n")
        return 0
    }

    func materialize(through name: String, into directory: URL, force: Bool) throws(WorkbenchError)
        -> Int32
    {
        let chain = try workspace.chain()
        let number = try chain.resolve(name)
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .directoryNotEmpty(directory.path) }
            let contents = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
            guard contents.isEmpty || force else { throw .directoryNotEmpty(directory.path) }
        }
        let tree = try chain.apply(to: workspace.legacy(), through: number)
        try tree.write(to: directory)
        let state =
            number == 0
            ? "the legacy code (step 0)" : "step \(number), \(chain.steps[number - 1].id)"
        console.write("wrote \(tree.files.count) files of \(state) to \(directory.path)\n")
        return 0
    }

    private func legacyHasNoStep(_ command: String) -> Int32 {
        console.writeError(
            "workbench \(command): step 0 is the legacy code itself and changes nothing; name a step from 1.\n"
        )
        return 2
    }

    /// `text` broken into lines of at most 100 characters, at spaces.
    private func wrapped(_ text: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > 100 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return (lines + [line]).joined(separator: "\n")
    }
}
