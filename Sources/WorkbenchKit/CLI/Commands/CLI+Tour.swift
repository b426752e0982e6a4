import Foundation

extension CLI {
    /// `workbench`.
    enum TourCommand: Command {
        static let name = ""
        static let synopsis = [
            Synopsis("workbench", "the tour: every step, and what to type next")
        ]

        static func run(_ options: inout Options, _ context: Context) throws(WorkbenchError)
            -> Int32
        {
            try options.expectNoMore(after: 0)
            return try context.actions.tour()
        }
    }
}
