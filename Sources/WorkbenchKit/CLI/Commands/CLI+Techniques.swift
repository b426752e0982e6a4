import Foundation

extension CLI {
    /// `workbench techniques`.
    enum TechniquesCommand: Command {
        static let name = "techniques"
        static let synopsis = [
            Synopsis(
                "workbench techniques",
                "Feathers' techniques: which steps and harness seams show each")
        ]
        static let help: String? = """
            workbench techniques
              Lists every technique of Feathers' catalogue with a two-line explanation, the steps
              that demonstrate it and the places the characterization harness uses it; then the
              plain labels (test-driven feature, property injection, retroactive conformance, Remove
              Dead Code) a step uses when it breaks no dependency. Exit 1 if a step names a label in neither list.

            """

        static func run(_ options: inout Options, _ context: Context) throws(WorkbenchError)
            -> Int32
        {
            try options.expectNoMore(after: 1)
            return try context.actions.techniques()
        }
    }
}
