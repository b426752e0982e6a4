import Diffing
import Foundation

/// The commands of a step as a package and as an exercise: materialize, exercise, pack, check.
extension Commands {
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

    func exercise(_ name: String, into directory: URL, force: Bool, room: RoomLink? = nil)
        throws(WorkbenchError) -> Int32
    {
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
        if let room {
            console.write("joined the room at \(room.url) as \(room.name): each check reaches it\n")
        }
        console.write(
            """
            wrote exercise \(title), to \(directory.path)\(repository)
            Read EXERCISE.md there, do what it asks, then check:
              swift run --package-path \(Shell.quoted(workspace.root.path)) workbench check \(
                Shell.quoted(directory.path))

            """)
        return 0
    }

    /// The exercises of a session in `directory`: see `Pack`.
    func pack(steps: [String], areas: [String], into directory: URL, force: Bool)
        throws(WorkbenchError) -> Int32
    {
        guard !steps.isEmpty || !areas.isEmpty else {
            throw .usage(
                "pack needs --steps <list>, --characterize <list> or both, such as 'workbench "
                    + "pack --steps 1,11 --characterize settings /tmp/session'.")
        }
        let chain = try workspace.chain()
        var numbers: [Int] = []
        for name in steps {
            let number = try chain.resolve(name)
            guard number > 0, !numbers.contains(number) else {
                throw .usage(
                    number == 0
                        ? "step 0 has nothing to practise; for the legacy code, use --characterize."
                        : "step \(number) is named twice in --steps; name each step once.")
            }
            numbers.append(number)
        }
        var tasks: [Characterizing] = []
        for name in areas {
            guard let task = try Characterizing.named(name, in: workspace),
                !tasks.contains(task)
            else {
                let known = try Characterizing.all(in: workspace).map(\.area)
                throw .usage(
                    "'\(name)' is not a characterization exercise, or is named twice; the areas: "
                        + known.joined(separator: ", ") + ".")
            }
            tasks.append(task)
        }
        try prepare(directory, force: force, writtenBy: ("README.md", Pack.signature))
        let pack = Pack(steps: numbers, areas: tasks, chain: chain)
        var tree = SourceTree(files: [
            "README.md": pack.readme, "plan.md": pack.plan, "handout.html": Handout.html(pack),
        ])
        let fingerprint = try workspace.fingerprint()
        if !tasks.isEmpty {
            let legacy = try StepPackage.tree(workspace: workspace, chain: chain, through: 0)
            for task in tasks {
                tree = tree.merging(
                    task.exercise(legacy: legacy, chainFingerprint: fingerprint)
                        .prefixed(task.id + "/"))
            }
        }
        for number in numbers {
            tree = tree.merging(
                try Exercise.tree(workspace: workspace, chain: chain, step: number)
                    .prefixed("step-" + chain.steps[number - 1].id + "/"))
        }
        try tree.write(to: directory, replacing: force)
        var repositories = ""
        for item in pack.items {
            repositories = try ExerciseRepository(tools: tools).start(
                in: directory.appendingPathComponent(item.folder))
        }
        console.write(
            """
            wrote \(pack.items.count) exercises to \(directory.path)\(
                repositories.replacingOccurrences(of: ", a git", with: ", each a git"))
              README.md     for learners: the set-up, the order, the commands
              handout.html  to print: a page per exercise, no solution
              plan.md       the timings: \(pack.totalMinutes) minutes in all
            Zip the folder for the room; each learner also needs a clone of the workbench.

            """)
        return 0
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
            .judge(directory)
        console.write(json ? result.json : result.text)
        if let room = RoomLink.of(directory) {
            let diff = (try? workDiff(result, in: directory, chain: chain)) ?? ""
            let said = room.send(result, diff: diff, predict: predict, from: directory)
            if json { console.writeError(said) } else { console.write(said) }
        }
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

    /// What a room shows of the learner's work: their `Sources/MyBiz` against the step's
    /// reference solution, or on a characterization exercise their tests against the starter.
    private func workDiff(_ result: CheckResult, in directory: URL, chain: Chain)
        throws(WorkbenchError) -> String
    {
        let folder = try SourceTree(directory: directory, skippingBinary: true)
        if result.step == 0 {
            guard let task = try Characterizing.named(result.id, in: workspace) else { return "" }
            let start = task.exercise(
                legacy: try StepPackage.tree(workspace: workspace, chain: chain, through: 0),
                chainFingerprint: "")
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
