/// The text of `--help`, for the tool and for each command.
enum Help {
    static let version = "workbench 1.0.0 (MyBiz Workbench)"

    static let tool = """
        workbench: walk, practise and check the steps from LegacyMyBiz to RefactoredMyBiz.

        Usage:
          workbench                         the tour: every step, and what to type next
          workbench show <step>             a step's header, why, technique, tests and diff
          workbench techniques              Feathers' techniques: which steps and harness seams show each
          workbench diff <step>             a step's plain unified diff
          workbench diff --file <path>      one file's whole before (legacy) and after (refactored)
          workbench diff --from <dir> --to <dir>
                                            two source trees' diff, paths relative to each
          workbench html <dir> [--learner] [--force]
                                            the chain as a web page per step, side by side, for a room
          workbench verify                  apply every step to the legacy state; compare with the package
          workbench materialize --through <step> <dir> [--force]
                                            write the package as it stands after a step
          workbench exercise <step> <dir> [--force]
                                            the package before a step, with the step's tests, to practise it
          workbench exercise <area> <dir> [--force]
                                            write characterization tests of the legacy app's <area>
          workbench exercise --list         every exercise, with its level and minutes
          workbench pack [--steps <list>] [--characterize <areas>] <dir> [--force]
                                            a session's exercises, README, printable handout and plan
          workbench check [<dir>] [--diff] [--json] [--predict red|amber|green]
                                            judge an exercise by the reference: solved, or what is left
          workbench room serve [--port <n>] [--host <addr>] [--db <file>]
                                            a workshop's room: every learner's checks, live, on a dashboard
          workbench room report --db <file> <dir> [--csv]
                                            a room's session as static HTML (and CSV) for the retrospective
          workbench room bench --url <url> --code <code> [--learners <n>] [--results <n>]
                                            simulated learners posting to a room: rate and latency
          workbench join <url> --code <code> --name <name> [<dir>]
                                            make an exercise (of a pack, say) send its checks to a room
          workbench app [--legacy | --refactored | --step <step>] [--server <url> | --today <date>]
                                            the app in this terminal, against a MyBiz server
          workbench compare [--step <step>] [--html <dir>]
                                            the suite on the legacy app and after a step: each behaviour
          workbench install [--prefix <dir>]
                                            put `workbench` on your PATH (<dir>/bin; ~/.local by default)
          workbench doctor [--no-build]     can this machine do the exercises? each problem with its fix
          workbench export <dir> [--force]  the chain as a git repository, a commit and a tag per step
          workbench import <dir>            write Steps/ back from such a repository
          workbench bench                   time the diff engine (2,000 lines, 200 edits); Scripts/bench

        A step is named by number (0 is the legacy code), by id, or by a unique prefix of its id.
        Options: --root <dir> (the package; found from the current folder otherwise), --help,
        --version. Colour is used on a terminal unless NO_COLOR is set.
        Exit status: 0 done (check: solved), 1 a check failed (check: not yet), 2 a usage or
        input error.

        """

    static let commands: [String: String] = [
        "show": """
        workbench show <step>
          Prints the step's id, title, chapter, technique and kind, why it is taken, the
          `swift test --filter` command for the tests that pin and drive it, and its diff.

        """,
        "techniques": """
        workbench techniques
          Lists every technique of Feathers' catalogue with a two-line explanation, the steps
          that demonstrate it and the places the characterization harness uses it; then the
          plain labels (test-driven feature, property injection, retroactive conformance, Remove
          Dead Code) a step uses when it breaks no dependency. Exit 1 if a step names a label in neither list.

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
          relative to each tree, new and deleted files against /dev/null. (To add or rework a
          step, use export and import: CHAPTERS.md's "Adding a step".)

        """,
        "html": """
        workbench html <dir> [--learner] [--force]
          Writes the tour as a static site that opens from the file system: index.html (the
          story, the steps, the techniques) and a page per step (its header, the screens and
          requests it changes before and after, and every changed file side by side). In a
          browser, ← and → move between steps and + gives larger text for a projector. Printed,
          runs of unchanged lines stay folded. <dir> must be new or empty; --force replaces a
          tour the workbench wrote, leaving no stale page.
          --learner leaves out every step's reference solution (its app code; on a step that
          changes none, the tests it writes) and names the files to change instead.

        """,
        "verify": """
        workbench verify
          Applies every step, in order, to a copy of Sources/LegacyMyBiz and compares the
          result with Sources/RefactoredMyBiz. Exit 1 names the step, file and hunk that does
          not apply, or the first line that differs.

        """,
        "materialize": """
        workbench materialize --through <step> <dir> [--force]
          Writes a standalone Swift package as it stands after <step> (0: the legacy code):
          Package.swift, README.md, Sources/MyBiz (the app module), MiniUIKit, Diffing, the
          fixtures with the approvals in force, the characterization suite and MyBizTests. In
          <dir>, `swift test` passes. <dir> must be new or empty; --force replaces a package or
          exercise the workbench wrote before (its .build folder is kept, for a quick rebuild).

        """,
        "exercise": """
        workbench exercise <step> <dir> [--force]
          Writes the package as it stands after the step before <step>, plus the tests, harness
          seams and approvals that <step> adds or changes, and EXERCISE.md: the task, the change
          points, the technique and a hint, and the commands to run. The step's tests fail (or
          do not compile) until you make the change in Sources/MyBiz. A step that changes no app
          code leaves its test out: writing it is the exercise.
        workbench exercise <area> <dir> [--force]
          Writes the legacy app (step 0) with its characterization suite, less the team's tests
          of <area> (settings, login, purchase-orders, calendar; --list names them): writing
          them again, so they catch the area's mutants, is the exercise.
        workbench exercise --list
          Every exercise: the steps and the areas, each with a level (1 to 3) and minutes.
        With --room <URL> --code <code> --name <your name> (all three), the exercise joins a
        room that 'workbench room serve' runs: every check there then sends its result.

        """,
        "pack": """
        workbench pack [--steps <list>] [--characterize <areas>] <dir> [--force]
          Writes the exercises of a session into <dir>, for a room: a folder per exercise (the
          characterization exercises of --characterize first, then the steps of --steps, each as
          'workbench exercise' writes it, a git repository), README.md for learners (set-up,
          order, commands), handout.html (a printed page per exercise: task, change points,
          technique, hint, commands; never the solution) and plan.md (the timings, with the
          total). Such as: workbench pack --steps 1,11,15,23,30 --characterize settings,login
          /tmp/session. A zip of <dir> is all a room needs beside the workbench.

        """,
        "room": """
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
          diff; "Move the room" makes every learner's next check print the command to start
          the next exercise.
        workbench room report --db <file> <dir> [--csv]
          Writes the session as static HTML into <dir>: the exercises, a page per exercise
          (each learner's checks on it and time to green) and a page per learner with every
          check; --csv adds checks.csv, a row per check.
        workbench room bench --url <url> --code <code> [--learners 40] [--results 25] [--hostile]
          Simulated learners, each on its own connection, post results in parallel; prints the
          rate and the p50 and p99 latency, and exits 1 unless the room acknowledged them all.
          --hostile names the first learner <script>alert(1)</script>.

        """,
        "join": """
        workbench join <url> --code <code> --name <your name> [<dir>]
          Makes the exercise in <dir> (the current folder by default), such as one of a pack, send
          every check's result to the room at <url>, as 'exercise --room' does for a new one.

        """,
        "check": """
        workbench check [<dir>] [--diff] [--json]
          Judges the exercise in <dir> (the current folder by default) by the reference: builds
          the step's reference package with only your Sources/MyBiz in it (in <dir>/.build/judge)
          and runs the step's tests, its held-back cases, the earlier steps' tests and the
          characterization suite there. Edits to tests, approved texts or the harness are named
          and ignored. A test-writing step is judged by the bugs your tests catch; a Remove Dead
          Code step also by the declarations it deletes. Reports each kind of test out of the
          reference's total, and says "solved" or what is left.
          A characterization exercise runs your tests on the legacy code, where they must
          pass, then on the area's mutants: "solved" once they catch 90 % of them.
          --diff also prints your Sources/MyBiz against the step's reference solution.
          --json prints the result as one line of JSON instead (README lists its keys).
          --predict red|amber|green records what you expect before it runs, in a room.
          In an exercise that joined a room, the result (and your diff against the reference)
          is sent there; a room that cannot be reached keeps it for the next check. The room
          never changes the verdict or the exit status.
          Exit status: 0 solved, 1 not yet, 2 no such folder, not an exercise or bad input.

        """,
        "install": """
        workbench install [--prefix <dir>]
          Builds the workbench in release mode and links <dir>/bin/workbench (~/.local/bin by
          default) to it, so `workbench …` works as typed in any folder: `workbench check` in an
          exercise, for one. The link points into this clone, which must stay where it is; run
          install again after moving it. Says whether <dir>/bin is on your PATH.

        """,
        "app": """
        workbench app [--legacy | --refactored | --step <step>] [--server <url> | --today YYYY-MM-DD]
          Runs the legacy app (the default), the refactored one, or the app as it stands after
          a step of the chain (built in .build/workbench-app, a minute or two the first time;
          from step to step, only what the steps change is rebuilt) in this terminal, against
          the MyBiz server at <url>, or else against one it starts on a free port of 127.0.0.1
          (its calendar dated from --today, or from today). Each screen is drawn as the golden
          masters draw it; Tab and the arrows move the focus (▶), Enter presses, typing goes
          into a focused field, ←/→ or the digits switch tabs, Esc goes back or dismisses an
          alert, r shows the screen again (a reload), q or Ctrl-C quits. A line under the
          screen counts the analytics reports the server received: none from the legacy app,
          one per screen shown once the steps of chapter 15 are in. The first run builds
          mybiz-app, a minute or two.

        """,
        "compare": """
        workbench compare [--step <step>] [--html <dir>]
          Runs the characterization suite on the legacy app and on the app after <step> (the
          last by default; another step is built in .build/workbench-app) and prints one line
          per behaviour it pins (an approved screen, request or model): the same on both, or
          changed on purpose, with the step whose declared change it is and the lines it takes
          away and adds; then each test that fails on the later app, a REGRESSION: a change no
          step declared. Ends with the counts. --html <dir> writes the same as compare.html
          there (into a tour's folder, the page its index links to). Exit 1 on a regression.

        """,
        "doctor": """
        workbench doctor [--no-build]
          Checks that a learner's machine can do the exercises, and says how to fix each
          problem: Swift 6.0 or later on the PATH, SQLite's header (sqlite3.h), git, and the
          last step's package built and tested in a temporary folder (a minute or two the first
          time; --no-build leaves it out). Chromium, which only the facilitator's page checks
          need, is a note. Run it before the workshop.
          Exit status: 0 ready, 1 a problem to fix first.

        """,
        "export": """
        workbench export <dir> [--force]
          Writes a git repository with one commit per state of the chain (step 0, the legacy
          code, first), each the package that materialize writes, tagged step-00, step-01, ...
          The message is the step's title and why, then its header fields. Same chain, same
          commits. Needs git.

        """,
        "import": """
        workbench import <dir>
          Reads a repository that export wrote, perhaps reworked (rebased, a commit amended or
          inserted), and writes Steps/ back from it: each commit's changes to the chain's files
          become a step, numbered by position, its header taken from the message. The first
          commit must be this package's legacy code; a commit may change only the chain's files
          (Sources/MyBiz, Tests/MyBizTests, Tests/CharacterizationTests/Seams,
          Tests/Fixtures/Approved/since-<step>). Then run `workbench verify`. Needs git.

        """,
    ]
}
