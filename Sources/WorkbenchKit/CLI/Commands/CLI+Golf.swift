import Foundation

extension CLI {
    /// `workbench golf`.
    enum GolfCommand: Command {
        static let name = "golf"
        static let synopsis = [
            Synopsis(
                "workbench golf <step> <dir>",
                "refactoring golf on a refactoring step: strokes against par")
        ]
        static let help: String? = """
            workbench golf <step> <dir>
              Refactoring golf on a refactoring step. Writes the step's exercise to <dir> (the
              hole; a folder that holds it already is played again), shows the target (the
              reference's change to the app) and par (its hunks), then runs the tests after
              every save, as 'workbench watch' does. Each save that changes Sources/ is a
              stroke, and a red or amber run costs one more; after a green run 'workbench
              check' judges, and the hole is done when it says solved: the strokes against par.
              Ctrl-C gives up.
              Exit status: 0 the hole done; 2 not a refactoring step, or a folder holding
              another exercise.

            """

        static func run(_ options: inout Options, _ context: Context) throws(WorkbenchError)
            -> Int32
        {
            try options.expectNoMore(after: 3)
            let step = try options.required(1, "a refactoring step, such as 8")
            let folder = try context.directory(options, "the hole's folder", at: 2)
            return try context.actions.golf(step, in: folder)
        }
    }
}
