import Foundation

extension CLI {
    /// `workbench import`.
    enum ImportCommand: Command {
        static let name = "import"
        static let synopsis = [
            Synopsis("workbench import <dir>", "write Steps/ back from such a repository")
        ]
        static let help: String? = """
            workbench import <dir>
              Reads a repository that export wrote, perhaps reworked (rebased, a commit amended or
              inserted), and writes Steps/ back from it: each commit's changes to the chain's files
              become a step, numbered by position, its header taken from the message. The first
              commit must be this package's legacy code; a commit may change only the chain's files
              (Sources/MyBiz, Tests/MyBizTests, Tests/CharacterizationTests/Seams,
              Tests/Fixtures/Approved/since-<step>). Then run `workbench verify`. Needs git.

            """

        static func run(_ options: inout Options, _ context: Context) throws(WorkbenchError)
            -> Int32
        {
            try options.expectNoMore(after: 2)
            guard !context.foundFromProgram else {
                throw .usage(
                    "import replaces the Steps/ of a workbench, and \(context.currentDirectory.path) is not "
                        + "in one; the program's own is \(context.workspace.root.path). Run import from the "
                        + "workbench whose steps you mean, or pass --root \(context.workspace.root.path)."
                )
            }
            return try context.actions.importSteps(
                from: try context.directory(options, "the repository that 'workbench export' wrote")
            )
        }
    }
}
