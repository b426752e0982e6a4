import Foundation

extension CLI {
    /// `workbench html`.
    enum HTMLCommand: Command {
        static let name = "html"
        static let synopsis = [
            Synopsis(
                "workbench html <dir> [--learner] [--force]",
                "the chain as a web page per step, side by side, for a room")
        ]
        static let help: String? = """
            workbench html <dir> [--learner] [--force]
              Writes the tour as a static site that opens from the file system: index.html (the
              story, the steps, the techniques) and a page per step (its header, the screens and
              requests it changes before and after, and every changed file side by side). In a
              browser, ← and → move between steps and + gives larger text for a projector. Printed,
              runs of unchanged lines stay folded. <dir> must be new or empty; --force replaces a
              tour the workbench wrote, leaving no stale page.
              --learner leaves out every step's reference solution (its app code; on a step that
              changes none, the tests it writes) and names the files to change instead.

            """

        static func run(_ options: inout Options, _ context: Context) throws(WorkbenchError)
            -> Int32
        {
            let force = options.flag(.force)
            let learner = options.flag(.learner)
            try options.expectNoMore(after: 2)
            return try context.actions.html(
                into: try context.directory(options, "the directory for the tour"), force: force,
                learner: learner)
        }
    }
}
