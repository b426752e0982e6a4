import Foundation

extension CLI {
    /// `workbench exercise`.
    enum ExerciseCommand: Command {
        static let name = "exercise"
        static let synopsis = [
            Synopsis(
                "workbench exercise <step> <dir> [--force] [--room <url> --code <code> --name <name>]",
                "the package before a step, with the step's tests, to practise it"),
            Synopsis(
                "workbench exercise <area> <dir> [--force] [--room <url> --code <code> --name <name>]",
                "write characterization tests of the legacy app's <area>"),
            Synopsis("workbench exercise --list", "every exercise, with its level and minutes"),
        ]
        static let help: String? = """
            workbench exercise <step> <dir> [--force] [--room <url> --code <code> --name <name>]
              Writes the package as it stands after the step before <step>, plus the tests, harness
              seams and approvals that <step> adds or changes, and EXERCISE.md: the task, the change
              points, the technique and a hint, and the commands to run. The step's tests fail (or
              do not compile) until you make the change in Sources/MyBiz. A step that changes no app
              code leaves its test out: writing it is the exercise.
            workbench exercise <area> <dir> [--force] [--room <url> --code <code> --name <name>]
              Writes the legacy app (step 0) with its characterization suite, less the team's tests
              of <area> (settings, login, purchase-orders, calendar; --list names them): writing
              them again, so they catch the area's mutants, is the exercise.
            workbench exercise --list
              Every exercise: the steps and the areas, each with a level (1 to 3) and minutes.
            With --room <url> --code <code> --name <your name> (all three), the exercise joins a
            room that 'workbench room serve' runs: every check there then sends its result.

            """

        static func run(_ options: inout Options, _ context: Context) throws(WorkbenchError)
            -> Int32
        {
            if options.flag(.list) {
                try options.expectNoMore(after: 1)
                return try context.actions.exercises()
            }
            let force = options.flag(.force)
            let room = try options.value(of: .room)
            let code = try options.value(of: .code)
            let name = try options.value(of: .name)
            try options.expectNoMore(after: 3)
            let link: RoomLink?
            switch (room, code, name) {
            case (nil, nil, nil): link = nil
            case (let room?, let code?, let name?):
                link = try RoomLink(url: room, code: code, name: name)
            default:
                throw .usage(
                    "joining a room takes --room <URL>, --code <code> and --name <your name>, all three."
                )
            }
            let step = try options.required(1, "a step, such as 'workbench exercise 5 /tmp/ex5'")
            return try context.actions.exercise(
                step,
                into: try context.directory(options, "the directory to write into", at: 2),
                force: force,
                room: link)
        }
    }
}
