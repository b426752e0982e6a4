import Foundation

extension CLI {
    /// `workbench watch`.
    enum WatchCommand: Command {
        static let name = "watch"
        static let synopsis = [
            Synopsis(
                "workbench watch [<dir>] [--tcr]",
                "run an exercise's tests on every save, a light each")
        ]
        static let help: String? = """
            workbench watch [<dir>] [--tcr]
              Runs the tests of the exercise in <dir> (the current folder by default) now, then
              again after every save under Sources/ or Tests/ (once the folder has held still
              for a moment, so a save of several files runs them once), and shows a light for
              each run: green, every test passed; red, the first failure (and how many more);
              amber, the first compiler error. It builds as 'swift test' does there, so the two
              share one build. It judges nothing: 'workbench check' does. Ctrl-C stops it.
              --tcr plays test && commit || revert: a green run commits the folder's repository
              ("tcr: green"), a red or amber one puts Sources/ back as the last commit has it
              (your tests stay), and the reverts are counted. It starts only when nothing is
              uncommitted, so it reverts only what you wrote under its rules.
              Exit status: 2 not an exercise, or --tcr on uncommitted work; it runs until
              stopped otherwise.

            """

        static func run(_ options: inout Options, _ context: Context) throws(WorkbenchError)
            -> Int32
        {
            let tcr = options.flag(.tcr)
            try options.expectNoMore(after: 2)
            let folder =
                options.positional.count > 1
                ? try context.directory(options, "") : context.currentDirectory
            return try context.actions.watch(folder, tcr: tcr)
        }
    }
}
