import Foundation

extension CLI {
    /// `workbench check`.
    enum CheckCommand: Command {
        static let name = "check"
        static let synopsis = [
            Synopsis(
                "workbench check [<dir>] [--diff] [--json] [--predict red|amber|green]",
                "judge an exercise by the reference: solved, or what is left")
        ]
        static let help: String? = """
            workbench check [<dir>] [--diff] [--json] [--predict red|amber|green]
              Judges the exercise in <dir> (the current folder by default) by the reference: builds
              the step's reference package with only your Sources/MyBiz in it (in <dir>/.build/judge)
              and runs the step's tests, its held-back cases, the earlier steps' tests and the
              characterization suite there. Edits to tests, approved texts or the harness are named
              and ignored. A test-writing step is judged by the bugs your tests catch; a Remove Dead
              Code step also by the declarations it deletes. Reports each kind of test out of the
              reference's total, and says "solved" or what is left.
              A characterization exercise runs your tests on the legacy code, where they must
              pass, then on the area's mutants: "solved" once they catch 90 % of them.
              --diff also prints your Sources/MyBiz against the step's reference solution.
              --json prints the result as one line of JSON instead (README lists its keys).
              --predict red|amber|green records what you expect before it runs, in a room.
              In an exercise that joined a room, the result (and your diff against the reference)
              is sent there; a room that cannot be reached keeps it for the next check. The room
              never changes the verdict or the exit status.
              Exit status: 0 solved, 1 not yet, 2 no such folder, not an exercise or bad input,
              3 swift missing or failing (see 'workbench doctor').

            """

        static func run(_ options: inout Options, _ context: Context) throws(WorkbenchError)
            -> Int32
        {
            let showDiff = options.flag(.diff)
            let json = options.flag(.json)
            let predict = try options.value(of: .predict)
            if let predict, !Room.predictions.contains(predict) {
                throw .usage(
                    "--predict takes red, amber or green: what you expect this check to say.")
            }
            try options.expectNoMore(after: 2)
            let folder =
                options.positional.count > 1
                ? try context.directory(options, "") : context.currentDirectory
            return try context.actions.check(
                folder, showDiff: showDiff, json: json, predict: predict)
        }
    }
}
