import Foundation

extension CLI {
    /// `workbench materialize`.
    enum MaterializeCommand: Command {
        static let name = "materialize"
        static let synopsis = [
            Synopsis(
                "workbench materialize --through <step> <dir> [--force]",
                "write the package as it stands after a step")
        ]
        static let help: String? = """
            workbench materialize --through <step> <dir> [--force]
              Writes a standalone Swift package as it stands after <step> (0: the legacy code):
              Package.swift, README.md, Sources/MyBiz (the app module), MiniUIKit, Diffing, the
              fixtures with the approvals in force, the characterization suite and MyBizTests. In
              <dir>, `swift test` passes. <dir> must be new or empty; --force replaces a package or
              exercise the workbench wrote before (its .build folder is kept, for a quick rebuild).

            """

        static func run(_ options: inout Options, _ context: Context) throws(WorkbenchError)
            -> Int32
        {
            guard let through = try options.value(of: .through) else {
                throw .usage(
                    "materialize needs --through <step>: see 'workbench materialize --help'.")
            }
            let force = options.flag(.force)
            try options.expectNoMore(after: 2)
            return try context.actions.materialize(
                through: through,
                into: try context.directory(options, "the directory to write into"),
                force: force)
        }
    }
}
