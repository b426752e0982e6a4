import Diffing
import Foundation

/// What each command does, once its arguments are read.
struct Commands {
    let workspace: Workspace
    let console: Console
    let tools: Tools

    func tour() throws(WorkbenchError) -> Int32 {
        let chain = try workspace.chain()
        let rows =
            [
                [
                    "#", "id", "chapter", "technique", "kind", "files", "app lines", "test lines",
                    "level", "minutes",
                ]
            ]
            + chain.steps.map { step in
                [
                    "\(step.number)", step.id, step.chapter, step.technique, step.kind,
                    "\(step.files.count)", "\(step.changedLines)", "\(step.changedTestLines)",
                    "\(step.level)", "\(step.minutes)",
                ]
            }
        var text = console.paint(
            "From LegacyMyBiz (step 0) to RefactoredMyBiz in \(chain.steps.count) steps", "1")
        text += "\n\n" + table(rows)
        let first = chain.steps.first?.id ?? "1"
        let next = [
            (
                "swift run workbench show \(first)",
                "what the first step changes, why, and which tests prove it"
            ),
            (
                "swift run workbench diff --file Calendar/CalendarViewController.swift",
                "one file, before and after"
            ),
            ("swift run workbench verify", "the chain gives RefactoredMyBiz byte for byte"),
            (
                "swift run workbench materialize --through 0 /tmp/mybiz",
                "the legacy app as a package of its own: swift test there"
            ),
            (
                "swift run workbench exercise 1 /tmp/ex1",
                "practise step 1; 'workbench check' there says when it is done"
            ),
            ("swift test", "both apps' characterization suites and the TDD tests"),
        ]
        let width = next.map(\.0.count).max() ?? 0
        text += "\nNext:\n"
        for (command, purpose) in next {
            text +=
                "  " + command.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + purpose + "\n"
        }
        console.write(text)
        return 0
    }

    /// Every technique of the catalogue with its explanation, the steps that demonstrate it and
    /// the harness seams that use it; then the plain labels, and a count.
    func techniques() throws(WorkbenchError) -> Int32 {
        let chain = try workspace.chain()
        func steps(_ technique: Technique) -> [Step] {
            chain.steps.filter { $0.technique == technique.name }
        }
        let shown = Techniques.catalogue.filter { !steps($0).isEmpty }
        var text = console.paint(
            "Feathers' techniques: \(shown.count) of \(Techniques.catalogue.count) are "
                + "demonstrated by the \(chain.steps.count) steps", "1")
        text += "\n"
        let unknown = chain.steps.filter { Techniques.named($0.technique) == nil }
        for step in unknown {
            text += "step \(step.number) names '\(step.technique)', which is in no list below\n"
        }
        for (title, list) in [
            ("Catalogue", Techniques.catalogue),
            ("Plain work, named for what it is (no dependency is broken)", Techniques.plain),
        ] {
            text += "\n" + console.paint(title, "1") + "\n"
            for technique in list {
                text += "\n" + console.paint(technique.name, "1") + "\n"
                text += wrapped(technique.explanation, indent: "  ") + "\n"
                let demonstrated = steps(technique).map(\.id)
                text +=
                    wrapped(
                        "steps: "
                            + (demonstrated.isEmpty
                                ? "none" : demonstrated.joined(separator: ", ")),
                        indent: "  ") + "\n"
                if !technique.harness.isEmpty {
                    text +=
                        wrapped(
                            "harness: " + technique.harness.joined(separator: "; "), indent: "  ")
                        + "\n"
                }
            }
        }
        console.write(text)
        return unknown.isEmpty ? 0 : 1
    }

    func show(_ name: String) throws(WorkbenchError) -> Int32 {
        let chain = try workspace.chain()
        let number = try chain.resolve(name)
        guard number > 0 else { return legacyHasNoStep("show") }
        let step = chain.steps[number - 1]
        let header = """
            \(console.paint("Step \(step.number) of \(chain.steps.count): \(step.title)", "1"))
            id:         \(step.id)
            chapter:    \(step.chapter)
            technique:  \(step.technique)
            kind:       \(step.kind)
            pinned by:  \(step.pinnedBy)
            driven by:  \(step.drivenBy)
            files:      \(step.files.count) (\(step.changedLines) lines of app code, \(step.changedTestLines) of tests and approvals)
            exercise:   level \(step.level) of 3, about \(step.minutes) minutes: workbench exercise \(step.number) <dir>

            \(wrapped("Why: " + step.why))

            \(wrapped(step.technique + ": " + Techniques.explanation(of: step.technique)))

            \(wrapped("Hint: " + step.hint))

            Run its tests:
              \(step.testCommand)


            """
        console.write(header + console.diff(step.diff))
        return 0
    }

    func diff(step name: String) throws(WorkbenchError) -> Int32 {
        let chain = try workspace.chain()
        let number = try chain.resolve(name)
        guard number > 0 else { return legacyHasNoStep("diff") }
        console.write(console.diff(chain.steps[number - 1].diff))
        return 0
    }

    func diff(file path: String) throws(WorkbenchError) -> Int32 {
        let legacy = try workspace.legacy().files[path]
        let refactored = try workspace.refactored().files[path]
        guard legacy != nil || refactored != nil else {
            throw .usage(
                "no file '\(path)' in either module; give a path inside the module, such as "
                    + "Calendar/CalendarViewController.swift.")
        }
        let diff = UnifiedDiff(
            old: legacy ?? "", new: refactored ?? "",
            oldName: legacy == nil ? "/dev/null" : "LegacyMyBiz/" + path,
            newName: refactored == nil ? "/dev/null" : "RefactoredMyBiz/" + path,
            context: Int.max / 4)
        console.write(
            diff.isEmpty ? "\(path) is the same in both modules.\n" : console.diff(diff.text))
        return 0
    }

    /// The diff between two source trees, in the form of a step: paths relative to each tree.
    func diff(from before: URL, to after: URL) throws(WorkbenchError) -> Int32 {
        let old = try SourceTree(directory: before)
        let new = try SourceTree(directory: after)
        console.write(console.diff(old.patches(to: new).map(\.text).joined()))
        return 0
    }

    func verify() throws(WorkbenchError) -> Int32 {
        let chain = try workspace.chain()
        let final = try workspace.finalState()
        let difference: String?
        do {
            difference = try chain.verify(start: workspace.startState(), final: final)
        } catch {
            console.writeError("workbench verify: FAILED: \(error.description)\n")
            return 1
        }
        if let difference {
            console.writeError(
                "workbench verify: FAILED: after all \(chain.steps.count) steps, \(difference).\n"
                    + "(Sources/MyBiz/ in a step is Sources/RefactoredMyBiz/ in this package.) "
                    + "Fix Steps/ or the package so that they agree.\n")
            return 1
        }
        let tests = final.files.keys.filter { $0.hasPrefix(ChainLayout.tests) }.count
        console.write(
            "verified: the \(chain.steps.count) steps turn Sources/LegacyMyBiz into "
                + "Sources/RefactoredMyBiz and write Tests/MyBizTests, the harness seams and the "
                + "approvals, byte for byte (\(final.files.count) files, \(tests) of them tests).\n"
        )
        return 0
    }

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

    func roomReport(database: String, into directory: URL, csv: Bool) throws(WorkbenchError)
        -> Int32
    {
        guard FileManager.default.fileExists(atPath: database) else {
            throw .usage("no room at \(database): give --db the file 'room serve' kept.")
        }
        let rows = try RoomStore(path: database).rows(whole: true)
        try prepare(directory, force: false)
        let files = RoomReport(rows: rows).files(csv: csv)
        try SourceTree(files: files).write(to: directory)
        console.write(
            "wrote the session's \(rows.count) checks to \(directory.path): index.html"
                + (csv ? " and checks.csv" : "") + "\n")
        return 0
    }

    func roomBench(_ bench: RoomBench) -> Int32 {
        let figures = bench.run()
        console.write(RoomBench.report(figures, learners: bench.learners, results: bench.results))
        return figures.acknowledged == bench.learners * bench.results ? 0 : 1
    }

    /// Makes the exercise in `directory` (one of a pack, say) send its checks to `room`.
    func join(_ room: RoomLink, exercise directory: URL) throws(WorkbenchError) -> Int32 {
        _ = try Exercise(directory: directory)
        let file = directory.appendingPathComponent(RoomLink.fileName)
        do {
            try Data(room.text.utf8).write(to: file, options: .atomic)
        } catch {
            throw .unwritable(path: file.path, reason: error.localizedDescription)
        }
        console.write(
            "\(directory.path) joined the room at \(room.url) as \(room.name): each check there "
                + "reaches it\n")
        return 0
    }

    func roomServe(host: String, port: UInt16, database: String) throws(WorkbenchError) -> Int32 {
        try RoomServer(console: console).serve(host: host, port: port, database: database)
    }

    func doctor(build: Bool) throws(WorkbenchError) -> Int32 {
        let doctor = Doctor(
            tools: tools, includeDirectories: Doctor.includeDirectories(tools: tools))
        var findings = [doctor.toolchain(), doctor.sqliteHeader(), doctor.git()]
        if build {
            let chain = try workspace.chain()
            let package = FileManager.default.temporaryDirectory
                .appendingPathComponent("workbench-doctor-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: package) }
            console.write("building and testing the last step's package in \(package.path) …\n")
            try StepPackage.tree(workspace: workspace, chain: chain, through: chain.steps.count)
                .write(to: package)
            findings.append(doctor.stepPackage(at: package))
        }
        findings.append(doctor.browser())
        let report = Doctor.report(findings)
        console.write(report.text)
        return report.ready ? 0 : 1
    }

    func export(into directory: URL, force: Bool) throws(WorkbenchError) -> Int32 {
        _ = try tools.require("git", for: "to export the chain")
        let chain = try workspace.chain()
        try prepare(directory, force: force)
        if force { try? FileManager.default.removeItem(at: directory) }
        let commits = try ChainRepository(tools: tools, directory: directory).export(
            workspace: workspace, chain: chain)
        console.write(
            "wrote \(commits) commits (step 0, the legacy code, to step \(chain.steps.count)), "
                + "tagged step-00 to step-\(String(format: "%02d", chain.steps.count)), to "
                + "\(directory.path)\n")
        return 0
    }

    func importSteps(from directory: URL) throws(WorkbenchError) -> Int32 {
        let steps = try ChainRepository(tools: tools, directory: directory).steps(
            workspace: workspace)
        let manager = FileManager.default
        let folder = workspace.stepsDirectory
        do {
            for name in try manager.contentsOfDirectory(atPath: folder.path)
            where name.hasSuffix(".step") {
                try manager.removeItem(at: folder.appendingPathComponent(name))
            }
        } catch {
            throw .unwritable(path: folder.path, reason: error.localizedDescription)
        }
        try SourceTree(
            files: Dictionary(uniqueKeysWithValues: steps.map { ($0.id + ".step", $0.text) })
        ).write(to: folder)
        console.write(
            "wrote \(steps.count) steps from \(directory.path) into \(folder.path); "
                + "'workbench verify' checks them against the package\n")
        return 0
    }

    func html(into directory: URL, force: Bool, learner: Bool) throws(WorkbenchError) -> Int32 {
        let chain = try workspace.chain()
        try prepare(directory, force: force, writtenBy: ("index.html", TourSite.signature))
        do {
            // Before the work, so a folder that cannot be written is named at once.
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: directory.path, reason: error.localizedDescription)
        }
        let site = try TourSite(workspace: workspace, chain: chain, learner: learner)
        let tree = SourceTree(files: site.pages())
        try tree.write(to: directory, replacing: force)
        let index = directory.appendingPathComponent("index.html").path
        console.write(
            "wrote the \(learner ? "learner's " : "")tour of the \(chain.steps.count) steps "
                + "(\(tree.files.count) files\(learner ? ", no solution" : "")) to "
                + "\(directory.path); open \(index) in a browser\n")
        return 0
    }

    /// Refuses a `directory` that is a file, or a folder that is not empty, unless `force`, and
    /// with `force` one whose `writtenBy` file does not hold the workbench's signature.
    private func prepare(
        _ directory: URL, force: Bool,
        writtenBy marker: (file: String, signature: String) = (
            "Package.swift", StepPackage.signature
        )
    ) throws(WorkbenchError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw .usage("\(directory.path) is a file; name a new or empty directory.")
        }
        let contents = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
        guard !contents.isEmpty else { return }
        guard force else { throw .directoryNotEmpty(directory.path) }
        let written = try? String(
            contentsOf: directory.appendingPathComponent(marker.file), encoding: .utf8)
        guard written?.contains(marker.signature) == true else {
            throw .usage(
                "\(directory.path) was not written by the workbench, so --force leaves it alone "
                    + "(it replaces only a package, exercise or tour the workbench wrote); choose "
                    + "an empty or new directory.")
        }
        let root = workspace.root.standardizedFileURL.path
        let target = directory.standardizedFileURL.path
        guard !(force && (root == target || root.hasPrefix(target + "/"))) else {
            throw .usage("\(target) holds the workbench itself; choose another directory.")
        }
    }

    private func legacyHasNoStep(_ command: String) -> Int32 {
        console.writeError(
            "workbench \(command): step 0 is the legacy code itself and changes nothing; name a step from 1.\n"
        )
        return 2
    }

    /// `rows` in columns, the first row in bold.
    private func table(_ rows: [[String]]) -> String {
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var text = ""
        for (index, row) in rows.enumerated() {
            let line = zip(row, widths).map {
                $0.padding(toLength: $1, withPad: " ", startingAt: 0)
            }
            .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
            text += (index == 0 ? console.paint(line, "1") : line) + "\n"
        }
        return text
    }

    /// `text` broken into lines of at most 100 characters, at spaces.
    private func wrapped(_ text: String, indent: String = "") -> String {
        var lines: [String] = []
        var line = indent
        for word in text.split(separator: " ") {
            if line.count > indent.count, line.count + 1 + word.count > 100 {
                lines.append(line)
                line = indent
            }
            line += (line.count == indent.count ? "" : " ") + word
        }
        return (lines + [line]).joined(separator: "\n")
    }
}
