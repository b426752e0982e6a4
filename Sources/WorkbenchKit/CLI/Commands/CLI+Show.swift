import Foundation

extension CLI {
    /// `workbench show`.
    enum ShowCommand: Command {
        static let name = "show"
        static let synopsis = [
            Synopsis("workbench show <step>", "a step's header, why, technique, tests and diff")
        ]
        static let help: String? = """
            workbench show <step>
              Prints the step's id, title, chapter, technique and kind, why it is taken, the
              `swift test --filter` command for the tests that pin and drive it, and its diff.

            """

        static func run(_ options: inout Options, _ context: Context) throws(WorkbenchError)
            -> Int32
        {
            try options.expectNoMore(after: 2)
            return try context.actions.show(
                try options.required(1, "a step, such as 'workbench show 1'"))
        }
    }
}
