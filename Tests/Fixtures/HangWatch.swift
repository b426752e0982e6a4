import Dispatch
import Foundation

/// Stops a test run whose main thread never comes back, and says so, where the run would
/// otherwise wait until someone kills it.
///
/// The app's code runs on the main thread, and so do XCTest's tests and the characterization
/// suite's `@MainActor` ones: a loop that never ends there (a broken store stepping over its
/// rows forever) leaves the main thread busy for good. A test that waits runs the main run loop,
/// so the main queue is served between tests and while any test waits. The watch puts a probe
/// on the main queue once a second; when one has waited `limit` seconds, a test on the main
/// thread is stuck (one of those the output shows started and not finished), and the process
/// ends with status 1.
///
/// `TestHost.swift` starts it as the test binary loads, with the limit from
/// `MYBIZ_HANG_SECONDS` (20 by default; 0 turns it off), unless a debugger traces the process.
/// `workbench check` and the light turn it off: their own watchdog stops a run that prints
/// nothing for 15 s, and names the test.
public final class HangWatch: @unchecked Sendable {
    /// What a tick of the watch finds.
    public enum Verdict: Equatable, Sendable {
        /// The main thread served the last probe, or the probe has waited less than the limit.
        case fine
        /// A tick came late: the process was stopped (a debugger's breakpoint or step, Ctrl-Z)
        /// or starved, not only its main thread. Counting starts again.
        case paused
        /// The probe has waited `seconds`: the main thread is stuck.
        case stuck(seconds: Int)
    }

    /// The decision, apart from any clock: the probe has waited `waited` seconds, and this tick
    /// comes `gap` seconds after the one before, where a tick is due every `interval`. A main
    /// thread stuck in a loop leaves the watch's own thread free, so its ticks come on time;
    /// one late by half an interval and half a second means the whole process was held, and
    /// the wait so far proves nothing.
    public static func verdict(waited: Double, gap: Double, interval: Double, limit: Double)
        -> Verdict
    {
        if gap >= max(interval * 1.5, interval + 0.5) { return .paused }
        return waited >= limit ? .stuck(seconds: Int(waited)) : .fine
    }

    /// The limit `environment` asks for: `MYBIZ_HANG_SECONDS`, 20 when it is unset, nil (no
    /// watch) when it is 0. A value that is not a whole number of seconds is refused by name.
    public static func limit(in environment: [String: String]) throws -> Double? {
        guard let text = environment["MYBIZ_HANG_SECONDS"] else { return 20 }
        guard let seconds = Int(text), seconds >= 0 else {
            throw HangWatchError.badLimit(text)
        }
        return seconds == 0 ? nil : Double(seconds)
    }

    /// What the run prints on its standard error as it ends.
    public static func message(seconds: Int) -> String {
        "error: the main thread has been busy for \(seconds) s without a break: a test that runs"
            + " on it never ends (one of those above that started and did not finish). Does a loop"
            + " never stop? The test run stops here. (Tests/Fixtures/HangWatch.swift;"
            + " MYBIZ_HANG_SECONDS=0 turns the watch off.)\n"
    }

    private let lock = NSLock()
    private let interval: Double
    private let limit: Double
    private let onStuck: @Sendable (Int) -> Void
    private let watched: DispatchQueue
    private var probeSince: DispatchTime?
    private var lastTick = DispatchTime.now()
    private var timer: DispatchSourceTimer?

    /// A watch that calls `onStuck` once, from a queue of its own, when a probe put on
    /// `watched` (the main queue) has waited `limit` seconds. It starts with `start()`.
    public init(
        limit: Double, interval: Double = 1, watched: DispatchQueue = .main,
        onStuck: @escaping @Sendable (Int) -> Void
    ) {
        self.limit = limit
        self.interval = interval
        self.watched = watched
        self.onStuck = onStuck
    }

    /// Starts the watch for the life of the process.
    public func start() {
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "MyBiz.HangWatch"))
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [self] in tick() }
        lock.withLock { self.timer = timer }
        timer.resume()
    }

    /// Starts the watch the environment asks for, ending the process when the main thread is
    /// stuck. A bad `MYBIZ_HANG_SECONDS` is said on standard error, and the run goes on unwatched.
    /// Under a debugger the watch does not start: a breakpoint holds the main thread as long as
    /// its user reads.
    public static func startForTestRun(environment: [String: String]) {
        do {
            guard let limit = try limit(in: environment), !underDebugger() else { return }
            HangWatch(limit: limit) { seconds in
                fflush(nil)
                FileHandle.standardError.write(Data(message(seconds: seconds).utf8))
                _exit(1)
            }.start()
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
        }
    }

    /// Whether a debugger traces this process: Linux names its tracer in /proc/self/status,
    /// Darwin flags the process as traced.
    static func underDebugger() -> Bool {
        #if canImport(Darwin)
            var info = kinfo_proc()
            var size = MemoryLayout<kinfo_proc>.stride
            var name: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_PID, getpid()]
            guard sysctl(&name, UInt32(name.count), &info, &size, nil, 0) == 0 else {
                return false
            }
            return (info.kp_proc.p_flag & P_TRACED) != 0
        #else
            guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)
            else { return false }
            return tracer(inStatus: status) != 0
        #endif
    }

    /// The tracer's process id in the text of a Linux /proc/<pid>/status, 0 for none.
    public static func tracer(inStatus status: String) -> Int {
        for line in status.split(separator: "\n") where line.hasPrefix("TracerPid:") {
            return Int(line.dropFirst("TracerPid:".count).trimmingCharacters(in: .whitespaces))
                ?? 0
        }
        return 0
    }

    /// Whether the watch is not running: not started, or it reported and ticks no more.
    public var stopped: Bool { lock.withLock { timer == nil } }

    private func tick() {
        let now = DispatchTime.now()
        let verdict: Verdict = lock.withLock {
            let gap = Self.seconds(from: lastTick, to: now)
            lastTick = now
            guard let since = probeSince else {
                probeSince = now
                watched.async { [self] in lock.withLock { probeSince = nil } }
                return .fine
            }
            let verdict = Self.verdict(
                waited: Self.seconds(from: since, to: now), gap: gap, interval: interval,
                limit: limit)
            if verdict == .paused { probeSince = now }
            return verdict
        }
        if case .stuck(let seconds) = verdict {
            lock.withLock {
                timer?.cancel()
                timer = nil
            }
            onStuck(seconds)
        }
    }

    private static func seconds(from start: DispatchTime, to end: DispatchTime) -> Double {
        Double(end.uptimeNanoseconds &- start.uptimeNanoseconds) / 1_000_000_000
    }
}

/// A `MYBIZ_HANG_SECONDS` the watch cannot use.
public enum HangWatchError: Error, CustomStringConvertible, Equatable {
    case badLimit(String)

    public var description: String {
        switch self {
        case .badLimit(let text):
            "MYBIZ_HANG_SECONDS is \"\(text)\": write a whole number of seconds (20 by default),"
                + " or 0 to run the tests without the hang watch. The tests run unwatched."
        }
    }
}
