import Diffing
import Foundation

/// `workbench pack`: a session's exercises in one folder, with a handout.
extension Actions {
    /// The exercises of a session in `directory`: see `Pack`.
    func pack(
        steps: [String], areas: [String], into directory: URL, force: Bool, breaks: [Int] = [],
        lunch: [Int] = []
    ) throws(WorkbenchError) -> Int32 {
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
        var pack = Pack(steps: numbers, areas: tasks, chain: chain)
        let count = pack.items.count
        for after in breaks + lunch where !(1..<count).contains(after) {
            throw .usage(
                "--break-after and --lunch-after take the number of an exercise that another "
                    + "follows, 1 to \(count - 1) in this pack of \(count); \(after) is not one.")
        }
        guard lunch.count <= 1, Set(breaks).count == breaks.count,
            Set(breaks).isDisjoint(with: lunch)
        else {
            throw .usage(
                "--lunch-after takes one exercise, and --break-after each once, none of them "
                    + "lunch's.")
        }
        pack.breaks = breaks.sorted()
        pack.lunch = lunch.first
        try prepare(directory, force: force, writtenBy: ("README.md", Pack.signature))
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
}
