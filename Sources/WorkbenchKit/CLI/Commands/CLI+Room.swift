import Foundation

extension CLI {
    /// `workbench room`.
    enum RoomCommand: Command {
        static let name = "room"
        static let synopsis = [
            Synopsis(
                "workbench room serve [--port <n>] [--host <addr>] [--db <file>]",
                "a workshop's room: every learner's checks, live, on a dashboard"),
            Synopsis(
                "workbench room report --db <file> <dir> [--csv]",
                "a room's session as static HTML (and CSV) for the retrospective"),
            Synopsis(
                "workbench room bench --url <url> --code <code> [--learners <n>] [--results <n>] "
                    + "[--hostile]",
                "simulated learners posting to a room: rate and latency"),
        ]
        static let help: String? = """
            workbench room serve [--port <n>] [--host <addr>] [--db <file>]
              Runs a workshop's room until Ctrl-C, and prints three lines: room: the URL learners
              give to 'workbench exercise … --room', code: the room's code, and dashboard: the
              facilitator's page, with the facilitator key in its URL. It listens on 127.0.0.1
              unless --host says otherwise (0.0.0.0 for a LAN); --port 0 (the default) takes a free
              port. Every result it acknowledges is kept in --db (room.sqlite in the current folder
              by default), and serving the same file again resumes the room, code and key included.
              The dashboard shows a row per learner with a light per check in one-minute columns
              (red: tests fail, amber: does not compile, green: solved), time since the last green,
              who is stuck, each exercise's summary, and a click on a light shows that check and its
              diff; "Move the room" (to a step by number or id, or an area to characterize)
              makes every learner's next check print the command to start the next exercise.
            workbench room report --db <file> <dir> [--csv]
              Writes the session as static HTML into <dir>: the exercises, a page per exercise
              (each learner's checks on it and time to green) and a page per learner with every
              check; --csv adds checks.csv, a row per check.
            workbench room bench --url <url> --code <code> [--learners <n>] [--results <n>] [--hostile]
              Simulated learners (40 unless --learners says, up to 500), each on its own
              connection, post results in parallel (25 each unless --results says, up to 1,000);
              prints the rate and the p50 and p99 latency, and exits 1 unless the room
              acknowledged them all.
              --hostile names the first learner <script>alert(1)</script>.

            """

        static func run(_ options: inout Options, _ context: Context) throws(WorkbenchError)
            -> Int32
        {
            let subcommand = options.positional.dropFirst().first
            // The room's file, for the subcommands that keep or read one.
            let database =
                ["serve", "report"].contains(subcommand) ? try options.value(of: .database) : nil
            let path = URL(
                fileURLWithPath: database ?? "room.sqlite", relativeTo: context.currentDirectory
            )
            .standardizedFileURL.path
            switch subcommand {
            case "serve":
                let port = try options.value(of: .port)
                let host = try options.value(of: .host) ?? "127.0.0.1"
                try options.expectNoMore(after: 2)
                guard let number = UInt16(port ?? "0") else {
                    throw .usage("--port takes a port number from 0 (a free one) to 65535.")
                }
                return try context.actions.roomServe(host: host, port: number, database: path)
            case "report":
                let csv = options.flag(.csv)
                try options.expectNoMore(after: 3)
                guard database != nil else {
                    throw .usage("room report needs --db <file>, the room's SQLite file.")
                }
                return try context.actions.roomReport(
                    database: path,
                    into: try context.directory(options, "the directory for the report", at: 2),
                    csv: csv)
            case "bench":
                let url = try options.value(of: .url)
                let code = try options.value(of: .code)
                let learners = try options.value(of: .learners) ?? "40"
                let results = try options.value(of: .results) ?? "25"
                let hostile = options.flag(.hostile)
                try options.expectNoMore(after: 2)
                guard let url, let code, let learners = Int(learners), let results = Int(results),
                    (1...500).contains(learners), (1...1000).contains(results)
                else {
                    throw .usage(
                        "room bench takes --url <room URL> --code <code> [--learners 1-500] "
                            + "[--results 1-1000] [--hostile].")
                }
                return try context.actions.roomBench(
                    url: url.hasSuffix("/") ? url : url + "/", code: code, learners: learners,
                    results: results, hostile: hostile)
            default:
                throw .usage(
                    "room takes 'serve [--port N] [--host ADDR] [--db FILE]', 'report --db FILE "
                        + "<dir> [--csv]' or 'bench --url URL --code CODE'; see 'workbench room --help'."
                )
            }

        }
    }
}
