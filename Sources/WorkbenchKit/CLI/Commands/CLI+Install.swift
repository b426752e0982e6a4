import Foundation

extension CLI {
    /// `workbench install`.
    enum InstallCommand: Command {
        static let name = "install"
        static let synopsis = [
            Synopsis(
                "workbench install [--prefix <dir>]",
                "put `workbench` on your PATH (<dir>/bin; ~/.local by default)")
        ]
        static let help: String? = """
            workbench install [--prefix <dir>]
              Builds the workbench in release mode and links <dir>/bin/workbench (~/.local/bin by
              default) to it, so `workbench …` works as typed in any folder: `workbench check` in an
              exercise, for one. The link points into this clone, which must stay where it is; run
              install again after moving it. Says whether <dir>/bin is on your PATH.

            """

        static func run(_ options: inout Options, _ context: Context) throws(WorkbenchError)
            -> Int32
        {
            let prefix = try options.value(of: .prefix)
            try options.expectNoMore(after: 1)
            let home =
                context.tools.environment["HOME"]
                ?? FileManager.default.homeDirectoryForCurrentUser.path
            return try WorkbenchKit.Install(
                workspace: context.workspace, tools: context.tools, console: context.console
            ).run(
                prefix: URL(
                    fileURLWithPath: prefix ?? home + "/.local",
                    relativeTo: context.currentDirectory
                )
                .standardizedFileURL)
        }
    }
}
