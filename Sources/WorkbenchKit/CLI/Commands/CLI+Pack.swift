import Foundation

extension CLI {
    /// `workbench pack`.
    enum Pack: Command {
        static let name = "pack"
        static let synopsis = [
            Synopsis(
                "workbench pack [--steps <list>] [--characterize <areas>] <dir> [--force]",
                "a session's exercises, README, printable handout and plan")
        ]
        static let help: String? = """
            workbench pack [--steps <list>] [--characterize <areas>] <dir> [--force]
              Writes the exercises of a session into <dir>, for a room: a folder per exercise (the
              characterization exercises of --characterize first, then the steps of --steps, each as
              'workbench exercise' writes it, a git repository), README.md for learners (set-up,
              order, commands), handout.html (a printed page per exercise: task, change points,
              technique, hint, commands; never the solution) and plan.md (the timings, with the
              total). Such as: workbench pack --steps 1,11,15,23,30 --characterize settings,login
              /tmp/session. A zip of <dir> is all a room needs beside the workbench.

            """

        static func run(_ options: inout Options, _ context: Context) throws(WorkbenchError)
            -> Int32
        {
            let steps = try options.value(of: "--steps")
            let areas = try options.value(of: "--characterize")
            let force = options.flag("--force")
            try options.expectNoMore(after: 2)
            func list(_ value: String?) -> [String] {
                (value ?? "").split(separator: ",").map { String($0.trimmed) }.filter {
                    !$0.isEmpty
                }
            }
            return try context.commands.pack(
                steps: list(steps), areas: list(areas),
                into: try context.directory(options, "the directory for the pack"), force: force)
        }
    }
}
