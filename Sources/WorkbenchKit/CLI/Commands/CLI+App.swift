import Foundation

extension CLI {
    /// `workbench app`.
    enum AppCommand: Command {
        static let name = "app"
        static let synopsis = [
            Synopsis(
                "workbench app [--legacy | --refactored | --step <step>] [--server <url> | --today <date>]",
                "the app in this terminal, against a MyBiz server")
        ]
        static let help: String? = """
            workbench app [--legacy | --refactored | --step <step>] [--server <url> | --today <date>]
              Runs the legacy app (the default), the refactored one, or the app as it stands after
              a step of the chain (built in .build/workbench-app, a minute or two the first time;
              from step to step, only what the steps change is rebuilt) in this terminal, against
              the MyBiz server at <url>, or else against one it starts on a free port of 127.0.0.1
              (its calendar dated from --today, written YYYY-MM-DD, or from today). Each screen is drawn as the golden
              masters draw it; Tab and the arrows move the focus (▶), Enter presses, typing goes
              into a focused field, ←/→ or the digits switch tabs, Esc goes back or dismisses an
              alert, r shows the screen again (a reload), q or Ctrl-C quits. A line under the
              screen counts the analytics reports the server received: none from the legacy app,
              one per screen shown once the steps of chapter 15 are in. The first run builds
              mybiz-app, a minute or two.

            """

        static func run(_ options: inout Options, _ context: Context) throws(WorkbenchError)
            -> Int32
        {
            let refactored = options.flag(.refactored)
            let legacy = options.flag(.legacy)
            let step = try options.value(of: .step)
            let server = try options.value(of: .server)
            let today = try options.value(of: .today)
            try options.expectNoMore(after: 1)
            guard [legacy, refactored, step != nil].filter({ $0 }).count <= 1 else {
                throw .usage(
                    "app runs one app: --legacy (the default), --refactored or --step <step>.")
            }
            if server != nil, today != nil {
                throw .usage(
                    "--today dates the server 'app' starts; with --server, start that one with --today."
                )
            }
            let choice: AppLaunch.Choice =
                step.map { .step($0) } ?? (refactored ? .refactored : .legacy)
            return try AppLaunch(
                workspace: context.workspace, console: context.console, tools: context.tools
            ).run(
                choice, server: server, today: today)
        }
    }
}
