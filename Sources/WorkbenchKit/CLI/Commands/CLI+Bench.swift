import Foundation

extension CLI {
    /// `workbench bench`.
    enum BenchCommand: Command {
        static let name = "bench"
        static let synopsis = [
            Synopsis(
                "workbench bench", "time the diff engine (2,000 lines, 200 edits); Scripts/bench")
        ]
        static let needsWorkspace = false

        static func run(_ options: inout Options, _ context: Context) throws(WorkbenchError)
            -> Int32
        {
            try options.expectNoMore(after: 1)
            context.console.write(DiffBenchmark.run() + "\n")
            return 0
        }
    }
}
