import Foundation

extension CLI {
    /// `workbench diff`.
    enum DiffCommand: Command {
        static let name = "diff"
        static let synopsis = [
            Synopsis("workbench diff <step>", "a step's plain unified diff"),
            Synopsis(
                "workbench diff --file <path>",
                "one file's whole before (legacy) and after (refactored)"),
            Synopsis(
                "workbench diff --from <dir> --to <dir>",
                "two source trees' diff, paths relative to each"),
        ]
        static let help: String? = """
            workbench diff <step>
              Prints the step's unified diff, plain, with paths relative to the module's root.
            workbench diff --file <path>
              Prints the whole file as LegacyMyBiz has it and as RefactoredMyBiz has it, as one
              unified diff with every line in context. <path> is relative to the module's root,
              such as Calendar/CalendarViewController.swift.
            workbench diff --from <dir> --to <dir>
              Prints what changes from one source tree to the other, as a step's diff: paths
              relative to each tree, new and deleted files against /dev/null. (To add or rework a
              step, use export and import: CHAPTERS.md's "Adding or reworking a step".)

            """

        static func run(_ options: inout Options, _ context: Context) throws(WorkbenchError)
            -> Int32
        {
            if let from = try options.value(of: .from) {
                guard let to = try options.value(of: .to) else {
                    throw .usage("diff --from <dir> needs --to <dir>: see 'workbench diff --help'.")
                }
                try options.expectNoMore(after: 1)
                return try context.actions.diff(
                    from: URL(fileURLWithPath: from, relativeTo: context.currentDirectory),
                    to: URL(fileURLWithPath: to, relativeTo: context.currentDirectory))
            }
            if let file = try options.value(of: .file) {
                try options.expectNoMore(after: 1)
                return try context.actions.diff(file: file)
            }
            try options.expectNoMore(after: 2)
            return try context.actions.diff(
                step: try options.required(1, "a step or --file <path>"))
        }
    }
}
