import Foundation

extension CLI {
    /// `workbench compare`.
    enum CompareCommand: Command {
        static let name = "compare"
        static let synopsis = [
            Synopsis(
                "workbench compare [--step <step>] [--html <dir>]",
                "the suite on the legacy app and after a step: each behaviour")
        ]
        static let help: String? = """
            workbench compare [--step <step>] [--html <dir>]
              Runs the characterization suite on the legacy app and on the app after <step> (the
              last by default; another step is built in .build/workbench-app) and prints one line
              per behaviour it pins (an approved screen, request or model): the same on both, or
              changed on purpose, with the step whose declared change it is and the lines it takes
              away and adds; then each test that fails on the later app, a REGRESSION: a change no
              step declared. Ends with the counts. --html <dir> writes the same as compare.html
              there (into a tour's folder, the page its index links to). Exit 1 on a regression.

            """

        static func run(_ options: inout Options, _ context: Context) throws(WorkbenchError)
            -> Int32
        {
            let step = try options.value(of: .step)
            let html = try options.value(of: .html)
            try options.expectNoMore(after: 1)
            return try SuiteComparison(
                workspace: context.workspace, console: context.console, tools: context.tools
            ).run(
                step: step,
                html: html.map {
                    URL(fileURLWithPath: $0, relativeTo: context.currentDirectory)
                        .standardizedFileURL
                })
        }
    }
}
