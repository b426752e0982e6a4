/// The text of `--help` for the tool; each command's own is in its type (`CLI/Commands`).
enum Help {
    static let version = "workbench 1.0.0 (MyBiz Workbench)"

    /// The tool's help: every command's usage lines, from the command table, then the options.
    static let tool =
        "workbench: walk, practise and check the steps from LegacyMyBiz to RefactoredMyBiz.\n\n"
        + "Usage:\n" + CLI.all.flatMap { $0.synopsis }.map { $0.text + "\n" }.joined() + "\n"
        + footer

    private static let footer = """
        A step is named by number (0 is the legacy code), by id, or by a unique prefix of its id.
        Options: --root <dir> (the package; found from the current folder otherwise), --help,
        --version. Colour is used on a terminal unless NO_COLOR is set.
        Exit status: 0 done (check: solved), 1 a check failed (check: not yet), 2 a usage or
        input error.

        """
}
