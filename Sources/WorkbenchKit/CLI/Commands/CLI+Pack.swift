import Foundation

extension CLI {
    /// `workbench pack`.
    enum PackCommand: Command {
        static let name = "pack"
        static let synopsis = [
            Synopsis(
                "workbench pack [--steps <list>] [--characterize <areas>] [--break-after <list>] "
                    + "[--lunch-after <n>] <dir> [--force]",
                "a session's exercises, README, printable handout and plan")
        ]
        static let help: String? = """
            workbench pack [--steps <list>] [--characterize <areas>] [--break-after <list>]
                           [--lunch-after <n>] <dir> [--force]
              Writes the exercises of a session into <dir>, for a room: a folder per exercise (the
              characterization exercises of --characterize first, then the steps of --steps, each as
              'workbench exercise' writes it, a git repository), README.md for learners (set-up,
              order, commands), handout.html (a printed page per exercise: task, change points,
              technique, hint, commands; never the solution) and plan.md (the timings, with the
              total). --break-after 2,5 plans a 15-minute break after the 2nd and 5th exercises,
              --lunch-after 3 a 45-minute lunch after the 3rd. Such as: workbench pack --steps
              1,11,15,23,30 --characterize settings,login --break-after 4 /tmp/session. A zip of
              <dir> is all a room needs beside the workbench.

            """

        static func run(_ options: inout Options, _ context: Context) throws(WorkbenchError)
            -> Int32
        {
            let steps = try options.value(of: .steps)
            let areas = try options.value(of: .characterize)
            let breaks = try options.value(of: .breakAfter)
            let lunch = try options.value(of: .lunchAfter)
            let force = options.flag(.force)
            try options.expectNoMore(after: 2)
            func list(_ value: String?) -> [String] {
                (value ?? "").split(separator: ",").map { String($0.trimmed) }.filter {
                    !$0.isEmpty
                }
            }
            func numbers(_ value: String?, _ option: String) throws(WorkbenchError) -> [Int] {
                var numbers: [Int] = []
                for word in list(value) {
                    guard let number = Int(word) else {
                        throw .usage(
                            "\(option) takes exercise numbers, counted from 1 in the pack's "
                                + "order, such as '\(option) 4'; '\(word)' is not one.")
                    }
                    numbers.append(number)
                }
                return numbers
            }
            return try context.actions.pack(
                steps: list(steps), areas: list(areas),
                into: try context.directory(options, "the directory for the pack"), force: force,
                breaks: try numbers(breaks, "--break-after"),
                lunch: try numbers(lunch, "--lunch-after"))
        }
    }
}
