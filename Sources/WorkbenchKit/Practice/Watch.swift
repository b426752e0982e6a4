import Foundation

/// The files of an exercise a save can change, under `Sources/` and `Tests/`, by their path in
/// the folder, each with its modification time, size and a hash of its text: a save that
/// changes a file changes the state, whatever the file system's clock. The received texts that
/// failing golden masters write are left out, so a red run does not start another.
struct FolderState: Equatable, Sendable {
    static let watched = ["Sources", "Tests"]

    private(set) var files: [String: String] = [:]

    init(files: [String: String]) {
        self.files = files
    }

    /// The state of `folder` now. Paths are read as the enumerator gives them, relative to the
    /// folder, never cut from an absolute path: macOS may answer `/private/var/…` for a folder
    /// named `/var/…`.
    init(folder: URL) {
        for watched in Self.watched {
            let root = folder.appendingPathComponent(watched)
            guard let entries = FileManager.default.enumerator(atPath: root.path) else { continue }
            while let relative = entries.nextObject() as? String {
                let name = relative.split(separator: "/").last.map(String.init) ?? relative
                let type = entries.fileAttributes?[.type] as? FileAttributeType
                if name.hasPrefix(".") {
                    if type == .typeDirectory { entries.skipDescendants() }
                    continue
                }
                guard type == .typeRegular, !name.hasSuffix(".received.txt") else { continue }
                files[watched + "/" + relative] = Self.entry(
                    of: root.appendingPathComponent(relative).path,
                    modified: entries.fileAttributes?[.modificationDate] as? Date)
            }
        }
    }

    /// What the state keeps of the file at `path`: its modification time, size and a hash of
    /// its bytes; nil when it cannot be read.
    private static func entry(of path: String, modified: Date?) -> String? {
        guard let text = FileManager.default.contents(atPath: path) else { return nil }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        let time = (modified ?? Date(timeIntervalSince1970: 0)).timeIntervalSince1970
        return "\(time) \(text.count) \(hash)"
    }

    /// The files under `Sources/`: the code.
    var code: [String: String] { files.filter { $0.key.hasPrefix("Sources/") } }
}

/// `workbench watch`: runs an exercise's tests after every save and shows a light each time.
/// A save is a change of the folder's state (`FolderState`); the tests run once it has held
/// still for `quiet` seconds, so an editor's burst of writes (or a save of several files) runs
/// them once. Everything that takes time comes in: the folder's state, the run, and the clock,
/// so a test drives it with a fake clock and no sleep.
struct Watch {
    /// How long a change must hold still before the tests run, in seconds.
    static let quiet = 0.15
    /// How often the folder is read when nothing wakes the watch (a poll), in seconds.
    static let interval = 0.1
    /// How often it is read when file-system events wake it: a safety net for an event missed.
    static let eventsInterval = 1.0

    let state: () -> FolderState
    var run: () throws(WorkbenchError) -> Light
    let now: () -> Double
    /// Waits the seconds given, or less when a save wakes it.
    let wait: (Double) -> Void
    /// How long to wait for the next look when no change is waiting to hold still.
    var idle = Watch.interval
    /// What follows each run, before the next look (TCR's commit or revert, golf's stroke),
    /// given the light and the folder's state the run saw: the light with its note, and
    /// whether it changed the folder's files, which no run then follows.
    var after: (Light, FolderState) throws(WorkbenchError) -> (Light, changed: Bool) = {
        light, _ in (light, false)
    }

    /// Where a watch stands between two looks at the folder.
    struct Progress: Equatable {
        /// The state the last run saw; nil before the first.
        var ran: FolderState?
        /// The state last seen, and since when it has held still.
        var seen: FolderState?
        var since = 0.0
    }

    /// One look at the folder: a run's light when the tests ran, nil when nothing changed or
    /// the change has not held still for `quiet` seconds yet. The first look runs them.
    func look(_ progress: inout Progress) throws(WorkbenchError) -> Light? {
        let current = state()
        let time = now()
        if current != progress.seen {
            progress.seen = current
            progress.since = time
            guard progress.ran == nil else { return nil }
        }
        guard current != progress.ran, progress.ran == nil || time - progress.since >= Self.quiet
        else { return nil }
        // Whatever happens, this state has had its run: an error is not run again until
        // the next save.
        progress.ran = current
        let (light, changed) = try after(try run(), current)
        // A save while the tests ran changes the state from this one: the next looks run
        // them again once it holds still. What `after` changed needs no run.
        progress.ran = changed ? state() : current
        if changed {
            progress.seen = progress.ran
            progress.since = now()
        }
        return light
    }

    /// Looks at the folder every `interval` seconds, showing each light with `show`, until
    /// `stop` says so (Ctrl-C ends the process otherwise).
    func loop(
        show: (Light) -> Void, failed: (WorkbenchError) -> Void = { _ in },
        stop: () -> Bool = { false }
    ) {
        var progress = Progress()
        while !stop() {
            do {
                if let light = try look(&progress) { show(light) }
            } catch {
                // A run that could not be made (git's lock taken, no test found): said, and
                // the watch goes on.
                failed(error)
            }
            wait(pause(after: progress))
        }
    }

    /// How long to wait before the next look: until a change seen has held still for `quiet`
    /// seconds (its run is due then), else `idle`.
    func pause(after progress: Progress) -> Double {
        guard progress.ran != nil, progress.seen != progress.ran else { return idle }
        return min(idle, max(0.01, Self.quiet - (now() - progress.since)))
    }
}

extension Watch {
    /// A watch of `folder` on the real clock: its state read from the disk, each run the
    /// exercise's tests, woken by the folder's file-system events where the platform has them
    /// (`FolderEvents`) and polling every `interval` otherwise.
    static func of(_ folder: URL, tools: Tools) -> Watch {
        let run = ExerciseTestRun(folder: folder, tools: tools)
        let clock = { Date().timeIntervalSince1970 }
        let events = FolderEvents.make(folder: folder)
        var watch = Watch(
            state: { FolderState(folder: folder) },
            run: { () throws(WorkbenchError) in try run.light(now: clock) },
            now: clock,
            wait: { seconds in
                if let events {
                    _ = events.wait(upTo: seconds)
                } else {
                    Thread.sleep(forTimeInterval: seconds)
                }
            })
        if events != nil { watch.idle = Self.eventsInterval }
        return watch
    }
}

extension Actions {
    /// `workbench watch <folder>`: a light for the exercise's tests after every save, until
    /// Ctrl-C; with `tcr`, each green run committed and each red or amber one reverted.
    func watch(_ folder: URL, tcr: Bool) throws(WorkbenchError) -> Int32 {
        _ = try Exercise(directory: folder)
        let referee = tcr ? try TCR(folder: folder, tools: tools) : nil
        console.write(
            "watch: the tests of \(folder.path) run now and after every save under Sources/ "
                + "or Tests/"
                + (tcr
                    ? "; TCR: a green run is committed, a red or amber one puts Sources/ back "
                        + "as the last green had it" : "")
                + "; Ctrl-C stops it\n")
        var watch = Watch.of(folder, tools: tools)
        if let referee {
            let reverts = Box(0)
            watch.after = { (light, seen) throws(WorkbenchError) in
                var light = light
                // A save while the tests ran: the run did not see it, so neither a commit nor
                // a revert may take it; the next run decides.
                guard FolderState(folder: folder) == seen else {
                    light.note = "tcr: saved while the tests ran; the next run decides"
                    return (light, false)
                }
                let move = try referee.react(to: light)
                light.tcr = move.rawValue
                switch move {
                case .committed: light.note = "tcr: committed"
                case .unchanged: light.note = "tcr: nothing new to commit"
                case .reverted:
                    reverts.value += 1
                    light.note = "tcr: reverted Sources/ (\(reverts.value) so far)"
                    return (light, true)
                }
                return (light, false)
            }
        }
        Tools.endRunsWithTheWorkbench()
        let report = runReport(for: folder)
        if let report {
            console.write("watch: each run reaches the room at \(report.link.url) too\n")
        }
        watch = watch.reporting(to: report, say: console.writeError)
        var count = 0
        watch.loop(
            show: { light in
                count += 1
                console.write("\(count)  " + light.line(in: console) + "\n")
            },
            failed: { console.writeError("watch: \($0); it goes on at the next save\n") })
        return 0
    }
}

extension Watch {
    /// This watch with each run sent to `report`'s room once what follows the run is done (TCR's
    /// move, golf's stroke). Its change is read as the run starts, so a save made while the
    /// tests run is the next run's, and a reverted run shows what it tried; a problem in
    /// reaching the room is told with `say`.
    func reporting(to report: RunReport?, say: @escaping @Sendable (String) -> Void) -> Watch {
        guard let report else { return self }
        var watch = self
        let tested = Box(SourceTree())
        let run = self.run
        watch.run = { () throws(WorkbenchError) in
            tested.value = RunReport.snapshot(of: report.folder)
            return try run()
        }
        let inner = after
        watch.after = { (light, seen) throws(WorkbenchError) in
            let (light, changed) = try inner(light, seen)
            report.send(report.run(light, now: tested.value), say: say)
            if changed { report.rebase() }
            return (light, changed)
        }
        return watch
    }
}

/// A value a closure keeps between its calls.
private final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
