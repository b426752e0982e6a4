import Foundation

extension CLI {
    /// `workbench mutate`.
    enum MutateCommand: Command {
        static let name = "mutate"
        static let synopsis = [
            Synopsis(
                "workbench mutate [--refactored] [--list]",
                "how many generated bugs the suites catch")
        ]
        static let help: String? = """
            workbench mutate [--refactored | --step <n>] [--file <name>] [--id <ids>]
                             [--operator <names>] [--sample <n> [--seed <s>]]
                             [--package <folder>] [--list]
              Generates every mutant of the legacy app (or with --refactored, of the app after the
              last step): string literals changed, comparisons and arithmetic swapped, true and
              false swapped, conditions negated, call statements deleted, returned values
              replaced, branches removed. Each has an id, file:line:operator:index, that names the
              same mutant tomorrow. Each is built and tested in a scratch package under
              .build/mutate, judged by the characterization suite (and, with --refactored,
              MyBizTests), and reported caught, survived, did not compile or timed out, with the
              suite's time; then the score. A survivor listed with its reason in
              Judge/unobservable.txt, under [legacy] (or [refactored]), is reported as
              unobservable.
                --step <n>           the app after step n, judged as the refactored app is: the
                                     mutants a test-writing step's exercise lists by id
                --file <name>        only this file of the app module (Login/LoginViewController.swift)
                --id <ids>           only these mutants, comma-separated ids as --list shows them
                --operator <names>   only these, comma-separated: \(MutationOperator.allCases.map(\.rawValue).joined(separator: ", "))
                --sample <n>         n mutants chosen by --seed (1 unless given): the same on any machine
                --package <folder>   build and test there, not in .build/mutate: a package that
                                     holds the app already (a state Scripts/check-steps proved)
                                     builds incrementally
                --list               list the mutants, run nothing
              Exit 0 when every mutant that compiled was caught or is reviewed, 1 when one survived.

            """

        static func run(_ options: inout Options, _ context: Context) throws(WorkbenchError)
            -> Int32
        {
            var selection = MutationRun.Selection()
            selection.refactored = options.flag(.refactored)
            if let step = try options.value(of: .step) {
                guard let number = Int(step), !selection.refactored else {
                    throw .usage(
                        "--step \(step): write a step's number, such as 31, and no --refactored "
                            + "(the last step) beside it.")
                }
                selection.step = number
            }
            let list = options.flag(.list)
            selection.file = try options.value(of: .file)
            selection.ids = try options.value(of: .id).map {
                $0.split(separator: ",").map(String.init)
            }
            if let names = try options.value(of: .operatorName) {
                selection.operators = Set(
                    try names.split(separator: ",").map { (name) throws(WorkbenchError) in
                        guard let kind = MutationOperator(rawValue: String(name)) else {
                            throw .usage(
                                "--operator \(name) is not an operator; write one or more of "
                                    + MutationOperator.allCases.map(\.rawValue).joined(
                                        separator: ", ")
                                    + ", separated by commas.")
                        }
                        return kind
                    })
            }
            if let sample = try options.value(of: .sample) {
                guard let count = Int(sample), count > 0 else {
                    throw .usage("--sample \(sample) is not a count; write a whole number above 0.")
                }
                selection.sample = count
            }
            if let seed = try options.value(of: .seed) {
                guard let value = UInt64(seed) else {
                    throw .usage("--seed \(seed) is not a seed; write a whole number, such as 7.")
                }
                selection.seed = value
            }
            if let folder = try options.value(of: .package) {
                selection.package =
                    URL(
                        fileURLWithPath: folder, relativeTo: context.currentDirectory
                    ).standardizedFileURL
            }
            try options.expectNoMore(after: 1)
            let run = MutationRun(
                workspace: context.workspace, chain: try context.workspace.chain(),
                tools: context.tools, console: context.console)
            return list ? try run.list(selection) : try run.run(selection)
        }
    }
}
