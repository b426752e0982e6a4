import Foundation

extension CLI {
    /// `workbench doctor`.
    enum DoctorCommand: Command {
        static let name = "doctor"
        static let synopsis = [
            Synopsis(
                "workbench doctor [--no-build]",
                "can this machine do the exercises? each problem with its fix")
        ]
        static let help: String? = """
            workbench doctor [--no-build]
              Checks that a learner's machine can do the exercises, and says how to fix each
              problem, for Linux or macOS: on a Mac, Xcode 16 or later selected (xcode-select -p;
              the Command Line Tools alone have no XCTest); Swift 6.0 or later (CI proves 6.3.1 on
              Linux; Xcode 16.0 to 26 are read for, not yet run), SQLite's header (sqlite3.h, in
              the SDK on a Mac), git, and the last step's package built and tested in a temporary
              folder (a minute or two the first time; --no-build leaves it out). Chromium, which
              only the facilitator's page checks need, is a note. Run it before the workshop.
              Exit status: 0 ready, 1 a problem to fix first.

            """

        static func run(_ options: inout Options, _ context: Context) throws(WorkbenchError)
            -> Int32
        {
            let build = !options.flag(.noBuild)
            try options.expectNoMore(after: 1)
            return try context.actions.doctor(build: build)
        }
    }
}
