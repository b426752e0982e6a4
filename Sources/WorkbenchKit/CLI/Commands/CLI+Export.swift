import Foundation

extension CLI {
    /// `workbench export`.
    enum ExportCommand: Command {
        static let name = "export"
        static let synopsis = [
            Synopsis(
                "workbench export <dir> [--force]",
                "the chain as a git repository, a commit and a tag per step")
        ]
        static let help: String? = """
            workbench export <dir> [--force]
              Writes a git repository with one commit per state of the chain (step 0, the legacy
              code, first), each the package that materialize writes, tagged step-00, step-01, ...
              The message is the step's title and why, then its header fields. Same chain, same
              commits. Needs git.

            """

        static func run(_ options: inout Options, _ context: Context) throws(WorkbenchError)
            -> Int32
        {
            let force = options.flag(.force)
            try options.expectNoMore(after: 2)
            return try context.actions.export(
                into: try context.directory(options, "the directory for the repository"),
                force: force)
        }
    }
}
