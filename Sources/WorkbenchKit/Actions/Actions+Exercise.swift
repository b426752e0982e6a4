import Diffing
import Foundation

/// The commands of a step as a package and as an exercise: materialize, exercise, check (and
/// pack, in Actions+Pack).
extension Actions {
    func materialize(through name: String, into directory: URL, force: Bool)
        throws(WorkbenchError) -> Int32
    {
        let chain = try workspace.chain()
        let number = try chain.resolve(name)
        try prepare(directory, force: force)
        let tree = try StepPackage.tree(workspace: workspace, chain: chain, through: number)
        try tree.write(to: directory, replacing: force)
        let state =
            number == 0
            ? "the legacy code (step 0)" : "step \(number), \(chain.steps[number - 1].id)"
        console.write(
            "wrote the package of \(state) to \(directory.path) (\(tree.files.count) files); "
                + "run swift test there\n")
        return 0
    }

    /// Writes the exercise `name` (a step or an area) into `directory`, and says so with what
    /// to do next, unless `quietly` (golf says its own).
    func exercise(
        _ name: String, into directory: URL, force: Bool, room: RoomLink? = nil,
        quietly: Bool = false
    ) throws(WorkbenchError) -> Int32 {
        let chain = try workspace.chain()
        var tree: SourceTree
        let title: String
        if let task = try Characterizing.named(name, in: workspace) {
            try prepare(directory, force: force)
            tree = task.exercise(
                legacy: try StepPackage.tree(workspace: workspace, chain: chain, through: 0),
                chainFingerprint: try workspace.fingerprint())
            title = task.title
        } else {
            let number = try chain.resolve(name)
            guard number > 0 else {
                throw .usage(
                    "step 0 is the legacy code: practise writing its characterization tests "
                        + "instead ('workbench exercise --list' names them), or name a step "
                        + "from 1 to \(chain.steps.count).")
            }
            try prepare(directory, force: force)
            tree = try Exercise.tree(workspace: workspace, chain: chain, step: number)
            title = "\(number), \(chain.steps[number - 1].title)"
        }
        if let room { tree.files[RoomLink.fileName] = room.text }
        try tree.write(to: directory, replacing: force)
        let repository = try ExerciseRepository(tools: tools).start(in: directory)
        if quietly { return 0 }
        if let room {
            console.write("joined the room at \(room.url) as \(room.name): each check reaches it\n")
        }
        console.write(
            """
            wrote exercise \(title), to \(directory.path)\(repository)
            Read EXERCISE.md there, do what it asks, then check:
            \(checkCommand(directory))
            """)
        return 0
    }

    /// The command that checks the exercise in `directory` where this runs: `workbench check`
    /// when `workbench` on the PATH is a build of this workspace (`workbench install` links
    /// one), else `swift run` in the workspace, and how to install it.
    func checkCommand(_ directory: URL) -> String {
        let root = workspace.root.resolvingSymlinksInPath().path + "/"
        if let installed = tools.find("workbench")?.resolvingSymlinksInPath(),
            installed.path.hasPrefix(root)
        {
            return "  cd \(Shell.quoted(directory.path)) && workbench check\n"
        }
        return """
              swift run --package-path \(Shell.quoted(workspace.root.path)) workbench check \(
                Shell.quoted(directory.path))
            or, once 'swift run workbench install' has put workbench on your PATH:
              cd \(Shell.quoted(directory.path)) && workbench check

            """
    }

    /// Every exercise: the steps, then the characterization exercises, with level and minutes.
    func exercises() throws(WorkbenchError) -> Int32 {
        let chain = try workspace.chain()
        let tasks = try Characterizing.all(in: workspace)
        var rows = [["exercise", "what", "level", "minutes"]]
        rows += chain.steps.map { step in
            ["\(step.number)", "\(step.id): \(step.technique)", "\(step.level)", "\(step.minutes)"]
        }
        rows += tasks.map { [$0.area, $0.title, "\($0.level)", "\($0.minutes)"] }
        var text =
            console.paint(
                "\(chain.steps.count + tasks.count) exercises: the \(chain.steps.count) steps of the "
                    + "chain, and \(tasks.count) in writing characterization tests of the legacy app",
                "1") + "\n\n"
        text += table(rows)
        text +=
            "\nLevel 1 to 3; a step's minutes are estimated from the lines it writes.\n"
            + "Make one: workbench exercise <step or area> <dir>, such as 'workbench exercise "
            + "\(tasks.first?.area ?? "1") /tmp/ex'.\n"
        console.write(text)
        return 0
    }

    func check(_ directory: URL, showDiff: Bool, json: Bool, predict: String? = nil)
        throws(WorkbenchError) -> Int32
    {
        let chain = try workspace.chain()
        let result = try ExerciseCheck(tools: tools, workspace: workspace, chain: chain)
            .judge(directory) {
                console.writeError(
                    "check: another check of this folder is running; this one waits for it to "
                        + "end\n")
            }
        console.write(json ? result.json : result.text)
        var said = predict.map {
            Self.prediction($0, came: RoomState.light(result.status.rawValue))
        }
        if let room = RoomLink.of(directory) {
            let diff = (try? workDiff(result, in: directory, chain: chain)) ?? ""
            said = (said ?? "") + room.send(result, diff: diff, predict: predict, from: directory)
        } else if !json {
            said = (said ?? "") + RoomLink.notJoined
        }
        if let said { if json { console.writeError(said) } else { console.write(said) } }
        if showDiff, !json, result.step == 0 {
            console.write(
                "\n--diff compares an app module with a step's solution; here your tests are the "
                    + "work and the app is not changed: 'git diff' shows what you wrote.\n")
        } else if showDiff, !json {
            let step = chain.steps[result.step - 1]
            let mine = try SourceTree(
                directory: directory.appendingPathComponent(ChainLayout.appModule),
                skippingBinary: true)
            let reference = try chain.apply(to: workspace.startState(), through: step.number)
                .subtree(ChainLayout.appModule)
            let patches = mine.patches(to: reference, prefix: ChainLayout.appModule)
            console.write(
                patches.isEmpty
                    ? "\nYour Sources/MyBiz is the reference solution, byte for byte.\n"
                    : "\nYour Sources/MyBiz (-) against the reference solution of step "
                        + "\(step.number) (+):\n" + console.diff(patches.map(\.text).joined()))
        }
        return result.status == .solved ? 0 : 1
    }

    /// Whether the light a learner predicted came: a line to tell them.
    static func prediction(_ predicted: String, came light: String) -> String {
        predicted == light
            ? "prediction: you said \(predicted), and it is \(light): it came true\n"
            : "prediction: you said \(predicted), but it is \(light): what did you not expect?\n"
    }

    /// What a room shows of the learner's work: their `Sources/MyBiz` against the step's
    /// reference solution, or on a characterization exercise their tests against the starter.
    private func workDiff(_ result: CheckResult, in directory: URL, chain: Chain)
        throws(WorkbenchError) -> String
    {
        let folder = try SourceTree(directory: directory, skippingBinary: true)
        if result.step == 0 {
            let start = try exerciseTree(Exercise(step: 0, id: result.id, chain: nil))
            let suite = "Tests/CharacterizationTests/"
            return start.subtree(suite).patches(to: folder.subtree(suite), prefix: suite)
                .map(\.text).joined()
        }
        let reference = try chain.apply(to: workspace.startState(), through: result.step)
            .subtree(ChainLayout.appModule)
        return reference.patches(
            to: folder.subtree(ChainLayout.appModule), prefix: ChainLayout.appModule
        ).map(\.text).joined()
    }
}
