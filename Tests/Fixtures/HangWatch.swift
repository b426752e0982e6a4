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
/// `MYBIZ_HANG_SECONDS` (20 by default; 0 turns it off). `workbench check` and the light stop a
/// silent run first, after 15 s, with their own report.
public final class HangWatch: @unchecked Sendable {
    /// What a tick of the watch finds.
    public enum Verdict: Equatable, Sendable {
        /// The main thread served the last probe, or the probe has waited less than the limit.
        case fine
        /// The ticks were far apart: the process was stopped (a debugger, Ctrl-Z), not the
        /// main thread. Counting starts again.
        case paused
        /// The probe has waited `seconds`: the main thread is stuck.
        case stuck(seconds: Int)
    }

    /// The decision, apart from any clock: the probe has waited `waited` seconds, and this tick
    /// comes `gap` seconds after the one before, where a tick is due every `interval`.
    public static func verdict(waited: Double, gap: Double, interval: Double, limit: Double)
        -> Verdict
    {
        if gap > interval * 3 + 1 { return .paused }
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
    public static func startForTestRun(environment: [String: String]) {
        do {
            guard let limit = try limit(in: environment) else { return }
            HangWatch(limit: limit) { seconds in
                FileHandle.standardError.write(Data(message(seconds: seconds).utf8))
                fflush(nil)
                _exit(1)
            }.start()
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
        }
    }

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
            lock.withLock { timer?.cancel() }
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
