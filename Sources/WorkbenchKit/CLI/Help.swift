/// The text of `--help` for the tool; each command's own is in its type (`CLI/Commands`).
enum Help {
    static let version = "workbench 1.0.0 (MyBiz Workbench)"

    /// The tool's help: every command's usage lines, from the command table, then the options.
    static let tool =
        "workbench: walk, practise and check the steps from LegacyMyBiz to RefactoredMyBiz.\n\n"
        + "Usage:\n" + CLI.all.flatMap { $0.synopsis }.map { $0.text + "\n" }.joined() + "\n"
        + footer + "Exit status:\n" + ExitStatus.table + "\n"

    private static let footer = """
        A step is named by number (0 is the legacy code), by id, or by a unique prefix of its id.
        Options: --root <dir> (the package; found from the current folder otherwise), --help,
        --version. An option's value follows it or is joined to it (--through=4), before or
        after the other words; -- ends the options. Colour is used on a terminal unless NO_COLOR
        is set.

        """
}
