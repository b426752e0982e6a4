import Foundation

extension CLI {
    /// `workbench join`.
    enum JoinCommand: Command {
        static let name = "join"
        static let synopsis = [
            Synopsis(
                "workbench join <url> --code <code> --name <name> [<dir>]",
                "make an exercise, or every exercise of a pack, send its checks to a room")
        ]
        static let help: String? = """
            workbench join <url> --code <code> --name <your name> [<dir>]
              Makes the exercise in <dir> (the current folder by default) send every check's result
              to the room at <url>, as 'exercise --room' does for a new one. In a pack's folder (or
              any folder of exercises), once joins them all, and any made inside it later; the
              link stays through 'git clean -fd' and 'git checkout .'.

            """

        static func run(_ options: inout Options, _ context: Context) throws(WorkbenchError)
            -> Int32
        {
            let code = try options.value(of: .code)
            let name = try options.value(of: .name)
            guard let code, let name else {
                throw .usage(
                    "join takes the room's URL, --code <code> and --name <your name>, such as "
                        + "'workbench join http://10.0.0.5:8080/ --code K7PQ2M --name Ada'.")
            }
            try options.expectNoMore(after: 3)
            let url = try options.required(1, "the room's URL, as 'room serve' printed it")
            let folder =
                options.positional.count > 2
                ? try context.directory(options, "the exercise's folder", at: 2)
                : context.currentDirectory
            return try context.actions.join(
                try RoomLink(url: url, code: code, name: name), exercise: folder)
        }
    }
}
