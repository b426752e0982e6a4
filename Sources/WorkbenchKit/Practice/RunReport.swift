import Foundation

/// A watch's runs, sent to the room the exercise joined, each as a small light with its
/// failures and what changed since the run before, so that the facilitator can replay the
/// learner's work run by run. The first run's change is from the exercise as written. Sending
/// happens on a queue of its own, so a slow or absent room never delays a light; what cannot
/// reach it stays in the outbox for the next run or check.
final class RunReport: @unchecked Sendable {
    let link: RoomLink
    let folder: URL
    let exercise: Exercise
    /// `Sources/` and `Tests/` as the run before saw them.
    private var before: SourceTree
    private let queue = DispatchQueue(label: "workbench.room.runs")
    /// What the last send said went wrong, so a room that stays away is said once.
    private var lastProblem: String?

    init(link: RoomLink, folder: URL, exercise: Exercise, start: SourceTree) {
        self.link = link
        self.folder = folder
        self.exercise = exercise
        before = Self.watched(start)
    }

    /// The part of `tree` a run's change is read from: `Sources/` and `Tests/`.
    static func watched(_ tree: SourceTree) -> SourceTree {
        tree.filter { path in FolderState.watched.contains { path.hasPrefix($0 + "/") } }
    }

    /// `Sources/` and `Tests/` of `folder` now, text files only.
    static func snapshot(of folder: URL) -> SourceTree {
        var tree = SourceTree()
        for watched in FolderState.watched {
            let part = try? SourceTree(
                directory: folder.appendingPathComponent(watched),
                excludingSuffixes: [".received.txt"], skippingBinary: true)
            tree = tree.merging((part ?? SourceTree()).prefixed(watched + "/"))
        }
        return tree
    }

    /// The run the room is sent for `light`, the folder holding `now`: its change is from what
    /// the run before saw, and `now` is what the next run's change is from.
    func run(_ light: Light, now: SourceTree) -> Room.Run {
        let diff = before.patches(to: now).map(\.text).joined()
        before = now
        return Room.Run(
            code: link.code, name: link.name, learner: link.learner, step: exercise.step,
            id: exercise.id, light: light.colour.rawValue,
            summary: RoomIntake.clampedMessage(light.summary),
            failures: light.failures.prefix(Room.maxFailures).map(RoomIntake.clampedMessage),
            seconds: min(max(light.seconds, 0), 86_400), tcr: light.tcr, golf: light.golf,
            diff: diff)
    }

    /// The folder's state changed without a run (TCR's revert): the next run's change is from
    /// what it holds now.
    func rebase() {
        before = Self.snapshot(of: folder)
    }

    /// Keeps `run` in the outbox now, then sends it (with every run and check still there) in
    /// the background; a problem is told with `say`, once until the room answers again.
    func send(_ run: Room.Run, say: @escaping @Sendable (String) -> Void) {
        if let problem = link.keep(run: run, in: folder) {
            say(problem)
            return
        }
        queue.async {
            let said = self.link.sendOutbox(from: self.folder)
            let problem = said.split(separator: "\n").first {
                !$0.hasPrefix("room: sent")
            }.map(String.init)
            if let problem, problem != self.lastProblem { say(problem + "\n") }
            self.lastProblem = problem
        }
    }

    /// Waits for every send under way.
    func flush() {
        queue.sync {}
    }
}

extension Actions {
    /// The report of a watch's runs to the room the exercise in `folder` joined, or nil when it
    /// joined none; its first run's change is from the exercise as written.
    func runReport(for folder: URL) -> RunReport? {
        guard let link = RoomLink.of(folder), let exercise = try? Exercise(directory: folder)
        else { return nil }
        let start = (try? exerciseTree(exercise)) ?? RunReport.snapshot(of: folder)
        return RunReport(link: link, folder: folder, exercise: exercise, start: start)
    }

    /// The files of `exercise` as `workbench exercise` writes them.
    func exerciseTree(_ exercise: Exercise) throws(WorkbenchError) -> SourceTree {
        let chain = try workspace.chain()
        if exercise.step == 0 {
            guard let task = try Characterizing.named(exercise.id, in: workspace) else {
                return SourceTree()
            }
            return task.exercise(
                legacy: try StepPackage.tree(workspace: workspace, chain: chain, through: 0),
                chainFingerprint: "")
        }
        return try Exercise.tree(workspace: workspace, chain: chain, step: exercise.step)
    }
}
