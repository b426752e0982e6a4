import Foundation

extension CLI {
    /// `workbench verify`.
    enum VerifyCommand: Command {
        static let name = "verify"
        static let synopsis = [
            Synopsis(
                "workbench verify", "apply every step to the legacy state; compare with the package"
            )
        ]
        static let help: String? = """
            workbench verify
              Applies every step, in order, to a copy of Sources/LegacyMyBiz and compares the
              result with Sources/RefactoredMyBiz. Exit 1 names the step, file and hunk that does
              not apply, or the first line that differs.

            """

        static func run(_ options: inout Options, _ context: Context) throws(WorkbenchError)
            -> Int32
        {
            try options.expectNoMore(after: 1)
            return try context.actions.verify()
        }
    }
}
