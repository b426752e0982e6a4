/// The text of `--help`, for the tool and for each command.
enum Help {
    static let version = "workbench 1.0.0 (MyBiz Workbench)"

    static let tool = """
        workbench: walk the steps from LegacyMyBiz to RefactoredMyBiz.

        Usage:
          workbench                         the tour: every step, and what to type next
          workbench show <step>             a step's header, why, tests and diff
          workbench diff <step>             a step's plain unified diff
          workbench diff --file <path>      one file's whole before (legacy) and after (refactored)
          workbench diff --from <dir> --to <dir>
                                            two source trees' diff, as a step's (to write a new step)
          workbench verify                  apply every step to LegacyMyBiz; compare with RefactoredMyBiz
          workbench materialize --through <step> <dir> [--force]
                                            write the module's sources as they stand after a step
          workbench bench                   time the diff engine (2,000 lines, 200 edits); Scripts/bench

        A step is named by number (0 is the legacy code), by id, by a unique prefix of its id, or by
        the label of a split change in CHAPTERS.md (6a, 6b, 7a, 7b, 13a, 13b, 14a, 14b).
        Options: --root <dir> (the package; found from the current folder otherwise), --help,
        --version. Colour is used on a terminal unless NO_COLOR is set.
        Exit status: 0 done, 1 a check failed, 2 a usage or input error.

        """

    static let commands: [String: String] = [
        "show": """
        workbench show <step>
          Prints the step's id, title, chapter, technique and kind, why it is taken, the
          `swift test --filter` command for the tests that pin and drive it, and its diff.

        """,
        "diff": """
        workbench diff <step>
          Prints the step's unified diff, plain, with paths relative to the module's root.
        workbench diff --file <path>
          Prints the whole file as LegacyMyBiz has it and as RefactoredMyBiz has it, as one
          unified diff with every line in context. <path> is relative to the module's root,
          such as Calendar/CalendarViewController.swift.
        workbench diff --from <dir> --to <dir>
          Prints what changes from one source tree to the other, as a step's diff: paths
          relative to each tree, new and deleted files against /dev/null. To add a step,
          materialize the last step, change Sources/RefactoredMyBiz, then write the header and
          `workbench diff --from <materialized> --to Sources/RefactoredMyBiz` into
          Steps/<NN>-<id>.step; `workbench verify` proves it.

        """,
        "verify": """
        workbench verify
          Applies every step, in order, to a copy of Sources/LegacyMyBiz and compares the
          result with Sources/RefactoredMyBiz. Exit 1 names the step, file and hunk that does
          not apply, or the first line that differs.

        """,
        "materialize": """
        workbench materialize --through <step> <dir> [--force]
          Writes the module's sources as they stand after <step> (0: the legacy code) into
          <dir>, which must be empty or new; --force writes into a folder that is not empty,
          replacing files of the same name.

        """,
    ]
}
