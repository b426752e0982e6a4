import Foundation

extension Characterizing {
    /// The exercise's package: `legacy` (the package of step 0, as `materialize` writes it)
    /// without the area's tests and the approved texts only they use, with a starter test file
    /// in their place, `EXERCISE.md`, a README and the marker.
    func exercise(legacy: SourceTree, chainFingerprint: String) -> SourceTree {
        var tree = legacy
        for path in answerApprovals(in: legacy) { tree.files[path] = nil }
        tree.files[tests] = starter
        tree.files["README.md"] = readme
        tree.files[Exercise.markerName] =
            Exercise(step: 0, id: id, chain: chainFingerprint).marker
        tree.files["EXERCISE.md"] = instructions
        return tree
    }

    /// The approved texts that only the area's tests use, in `package`: the learner makes them
    /// again by approving what their tests receive.
    func answerApprovals(in package: SourceTree) -> [String] {
        let suffix = ".approved.txt"
        let others = package.files.filter {
            $0.key.hasPrefix("Tests/") && $0.key.hasSuffix(".swift") && $0.key != tests
        }.values
        let answer = package.files[tests] ?? ""
        return package.files.keys.sorted().filter { path in
            guard path.hasPrefix("Tests/Fixtures/Approved/"), path.hasSuffix(suffix) else {
                return false
            }
            let quoted =
                "\"" + (path.split(separator: "/").last ?? "").dropLast(suffix.count) + "\""
            return answer.contains(quoted) && !others.contains { $0.contains(quoted) }
        }
    }

    /// The file the learner starts from: one test that opens the area and pins nothing yet.
    var starter: String {
        """
        import Fixtures
        import Foundation
        import MiniHealthKit
        import Testing

        @testable import MyBiz

        // Your characterization tests: what the legacy app does now, right or wrong. EXERCISE.md
        // says what to cover; the other files of Tests/CharacterizationTests show the harness.
        extension Characterization {
            @Suite("\(title.replacingOccurrences(of: "Characterize the ", with: "The "))") @MainActor
            struct \(suite) {
                @Test("opens")
                func opens() async throws {
                    let app = try await \(start)
                    defer { app.close() }

                    // This pins nothing a user would miss: replace it with what the screen shows.
                    #expect(!app.screen.isEmpty)
                }
            }
        }

        """
    }

    var readme: String {
        """
        # Exercise: \(title)

        The MyBiz app as legacy code (step 0 of the MyBiz Workbench's chain), with its
        characterization suite, less the tests of one area. EXERCISE.md says what to do, and
        `workbench check` judges it. Written by `workbench exercise \(area)`.

        """
    }

    /// EXERCISE.md: the task, what to cover, the harness's way, the commands and how it is
    /// judged. It names no path of the machine that wrote it.
    var instructions: String {
        """
        # Exercise: \(title)

        Level \(level) of 3, about \(minutes) minutes.

        Before you change legacy code, pin what it does now. This folder is the MyBiz app as
        legacy code, with the characterization suite the team wrote, less its tests of one area.
        Write them again in `\(tests)`: characterization tests, which record what the app does
        today, right or wrong, so that any later change that alters it fails a test.

        ## What to cover

        \(covers).

        Hint: \(hint)
        \(lesson.isEmpty ? "" : "\n## How to pin it\n\n" + lesson + "\n")
        ## The harness's way

        - `MyBizApp.launch()`, `.loggedIn()` and `.onTab(_:)` start the app on a fake MyBiz
          server on 127.0.0.1, with the clock, time zone, locale and user defaults pinned;
          `routes:` makes the server answer as a test needs. `app.close()` ends it.
        - `app.screen` is the screen as text. `expectScreen(app, matches: "name")` compares it
          with `Tests/Fixtures/Approved/screens/name.approved.txt`: the first run writes
          `name.mybiz.received.txt` beside it and fails; read it, and if it is what the app
          does, approve it by renaming it to `name.approved.txt`. `expectApproved(text, as:
          "folder/name")` does the same for any text, and `expectAllCombinations(_:_:_:_:as:)`
          for the answers to every combination of four lists of inputs, a line each.
        - `app.tap(_:)`, `app.type(_:into:)`, `app.selectRow(containing:)`,
          `app.tapBarButton(_:)` and `app.tapAlertButton(_:)` act as a user does;
          `app.server.requests` is what the app sent, and `app.alert` the alert it shows.
        - The other files of `Tests/CharacterizationTests` are the team's tests of other areas:
          read them for the way, not for this area.

        ## Commands

        ```sh
        swift test --filter \(suite)   # your tests, on the legacy code
        workbench check                    # judged: solved, or the bugs your tests miss
        ```

        `workbench` is the MyBiz Workbench's command: put it on your PATH once, in your clone of
        the workbench, with `swift run workbench install`. Without it, run `swift run workbench
        check <this folder>` in that clone. This folder is a git repository whose one commit,
        "start", is the exercise as written: `git diff` shows your work, and `git checkout .`
        starts again.

        ## How it is judged

        `workbench check` runs your tests of `Tests/CharacterizationTests` (the file above and any
        you add there), with your approved texts, on the legacy code: they must pass. Then it
        runs them on \(mutants.count) mutants of the code of this area: small bugs a user could
        see, such as a changed text, a changed rule or a call left out, most of them made by the
        generator that proves the team's own suite (`workbench mutate`). It says "solved" once
        your tests catch at least \(Self.required) % of them (\(needed) of \(mutants.count)),
        and names in words each bug they miss. The harness and the other areas' tests are
        judged from the workbench's copies, so editing them changes nothing.

        """
    }
}
