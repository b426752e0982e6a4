import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a finished program printed (standard output and error together) and its exit status.
public struct ToolResult: Sendable {
    public let status: Int32
    public let output: String
    /// Whether it was stopped for running longer than it was given, or for printing nothing
    /// for longer than it was given (`quiet`).
    public var timedOut = false
    /// Whether it was stopped for printing nothing for the `quiet` seconds it was given.
    public var fellQuiet = false

    public init(status: Int32, output: String) {
        self.status = status
        self.output = output
    }
}

/// Runs the programs the workbench needs (`swift`, `git`, `tar`), found on the PATH.
public struct Tools: Sendable {
    public let environment: [String: String]

    public init(environment: [String: String]) {
        self.environment = environment
    }

    /// The program `name` on the PATH, or nil.
    public func find(_ name: String) -> URL? {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The program `name`, or an error saying it is needed for `purpose`.
    public func require(_ name: String, for purpose: String) throws(WorkbenchError) -> URL {
        guard let url = find(name) else { throw .missingTool(name, purpose: purpose) }
        return url
    }

    /// Runs `program` with `arguments` and `extraEnvironment`, and waits for it. It is spawned
    /// directly rather than through Foundation's `Process`, whose wait costs up to 50 ms a run
    /// on Linux; `export` runs git about eighty times. With `timeout` (seconds), the program
    /// runs in a process group of its own, and the whole group is killed when it runs longer,
    /// with every process the program started, in any group (`swift test` runs its test
    /// binary in a group of its own). With `quiet` as well, it is stopped the same way when it
    /// prints nothing for that many seconds: a test run prints as each test starts and ends,
    /// so a run that falls silent is in a test that never ends.
    public func run(
        _ program: URL, _ arguments: [String], extraEnvironment: [String: String] = [:],
        timeout: Double? = nil, quiet: Double? = nil
    ) throws(WorkbenchError) -> ToolResult {
        var pipe: [Int32] = [0, 0]
        guard pipe.withUnsafeMutableBufferPointer({ Glue.pipe($0.baseAddress!) }) == 0 else {
            throw .cannotRun(program.path, purpose: "to run it", reason: Self.reason(errno))
        }
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 2)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        posix_spawn_file_actions_addclose(&actions, pipe[1])
        var environment = self.environment.merging(extraEnvironment) { $1 }
        if program.lastPathComponent == "swift", arguments.first == "test" {
            environment.merge(Self.plainTestOutput) { given, _ in given }
        }
        var pid: pid_t = 0
        let spawned = Self.spawnParts(program, arguments, environment) { argv, envp, attributes in
            if timeout != nil {
                var flags: Int16 = 0
                posix_spawnattr_getflags(&attributes, &flags)
                posix_spawnattr_setflags(&attributes, flags | Int16(POSIX_SPAWN_SETPGROUP))
                posix_spawnattr_setpgroup(&attributes, 0)
            }
            return posix_spawn(&pid, program.path, &actions, &attributes, argv, envp)
        }
        close(pipe[1])
        defer { close(pipe[0]) }
        guard spawned == 0 else {
            throw .cannotRun(
                program.path, purpose: "to run '\(arguments.first ?? "")'",
                reason: Self.reason(spawned))
        }
        let watchdog = timeout.map { Watchdog(group: pid, seconds: $0, quiet: quiet) }
        if timeout != nil { groupUnderWay = pid }
        defer { if timeout != nil { groupUnderWay = 0 } }
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress, $0.count) }
            if count > 0 {
                watchdog?.heard()
                output.append(contentsOf: buffer[0..<count])
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        let stopped = watchdog?.finish()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let signal = status & 0x7f
        var result = ToolResult(
            status: signal == 0 ? (status >> 8) & 0xff : 128 + signal,
            output: String(decoding: output, as: UTF8.self))
        result.timedOut = stopped != nil
        result.fellQuiet = stopped == .quiet
        return result
    }
}

/// Kills a program's process group, and every process it started in any group, when it runs
/// longer than it was given, or prints nothing for longer than `quiet` seconds. The program is
/// reaped only after `finish()`, so its id cannot have been given to another process when the
/// watchdog kills.
private final class Watchdog: @unchecked Sendable {
    enum Stop { case overTime, quiet }

    private let lock = NSLock()
    private let group: pid_t
    private let deadline: DispatchTime
    private let quiet: Double?
    private var lastHeard = DispatchTime.now()
    private var finished = false
    private var fired: Stop?

    init(group: pid_t, seconds: Double, quiet: Double?) {
        self.group = group
        deadline = .now() + seconds
        self.quiet = quiet
        watch(at: quiet.map { min(deadline, .now() + $0) } ?? deadline)
    }

    /// The program printed something.
    func heard() {
        lock.withLock { lastHeard = .now() }
    }

    /// Stops watching; why the group was killed, if it was.
    func finish() -> Stop? {
        lock.withLock {
            finished = true
            return fired
        }
    }

    /// Looks at `time`: kills the group if it is past its deadline or has been quiet too long,
    /// or else looks again when the earlier of the two could next be reached.
    private func watch(at time: DispatchTime) {
        DispatchQueue.global().asyncAfter(deadline: time) { [self] in
            lock.withLock {
                guard !finished else { return }
                let now = DispatchTime.now()
                let silentUntil = quiet.map { lastHeard + $0 }
                if now >= deadline {
                    fired = .overTime
                } else if let silentUntil, now >= silentUntil {
                    fired = .quiet
                } else {
                    watch(at: min(deadline, silentUntil ?? deadline))
                    return
                }
                ProcessTree.stop(group)
                kill(-group, SIGKILL)
            }
        }
    }
}

extension Tools {
    /// Runs `program` on this terminal, its standard input, output and error the workbench's
    /// own, and returns its exit status once it ends. A SIGINT, SIGTERM, SIGHUP or SIGQUIT that
    /// reaches the workbench meanwhile goes to the program (a second one kills it), and the
    /// workbench waits for it to end, so what the caller started for it (a server, say) is
    /// stopped after it, not left behind; the program starts with those signals' defaults.
    public func attached(_ program: URL, _ arguments: [String]) throws(WorkbenchError) -> Int32 {
        let forwarded = Self.defaultSignals
        // The signals are caught before the program starts, so none can end the workbench
        // between the two and leave the program without its parent.
        let relay = SignalRelay(forwarded)
        defer { relay.stop() }
        var pid: pid_t = 0
        let spawned = Self.spawnParts(program, arguments, environment) { argv, envp, attributes in
            posix_spawn(&pid, program.path, nil, &attributes, argv, envp)
        }
        guard spawned == 0 else {
            throw .cannotRun(program.path, purpose: "to run it", reason: Self.reason(spawned))
        }
        relay.forward(to: pid)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        relay.finished()
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// What every `swift test` the workbench runs is given, unless told otherwise: Swift
    /// Testing's results in its Unicode glyphs (✔, ✘), not the SF Symbols it prints on a Mac
    /// that has the SF Pro font, and no colour codes, so what the workbench reads of them is
    /// the same on every machine.
    static let plainTestOutput = ["SWT_SF_SYMBOLS_ENABLED": "0", "NO_COLOR": "1"]

    #if canImport(Darwin)
        typealias SpawnAttributes = posix_spawnattr_t?
    #else
        typealias SpawnAttributes = posix_spawnattr_t
    #endif

    /// The signals a program the workbench starts always starts with at their defaults, and
    /// unblocked, whatever the workbench does with them meanwhile (see `attached`).
    static let defaultSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// What `spawn` gives: C copies of `program` and `arguments` (argv), of `environment`
    /// (envp), and spawn attributes made and destroyed around it, which start the program with
    /// `defaultSignals` at their defaults and no signal blocked; its result.
    static func spawnParts(
        _ program: URL, _ arguments: [String], _ environment: [String: String],
        _ spawn: (
            [UnsafeMutablePointer<CChar>?], [UnsafeMutablePointer<CChar>?],
            inout SpawnAttributes
        ) -> Int32
    ) -> Int32 {
        let argv = ([program.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        #if canImport(Darwin)
            var attributes: posix_spawnattr_t? = nil
        #else
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        var none = sigset_t()
        sigemptyset(&defaults)
        sigemptyset(&none)
        for number in defaultSignals { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        return spawn(argv, envp, &attributes)
    }

    /// The system's words for the error number `code`, with the number.
    static func reason(_ code: Int32) -> String {
        "\(String(cString: strerror(code))) (errno \(code))"
    }
}

/// While a program runs attached: the signals that would end the workbench are caught by a
/// handler of their own and sent on to the program (SIGKILL from the second on), and restored
/// to what they were after. A handler, not a dispatch source: a source sees a signal only when
/// the thread the kernel gives it to blocks it, and the workbench's other threads do not (a
/// test run's `attached`, off the main thread, lost one that way). One program runs attached
/// at a time, so the handler's state is global, as a C handler's must be.
private final class SignalRelay: @unchecked Sendable {
    private var previous: [(Int32, (@convention(c) (Int32) -> Void)?)] = []

    init(_ signals: [Int32]) {
        relayedTo = 0
        relayedCount = 0
        relayedEarly = 0
        for number in signals {
            previous.append(
                (
                    number,
                    signal(number) { received in
                        relayedCount += 1
                        guard relayedTo > 0 else {
                            if relayedTo == 0 { relayedEarly = received }
                            return
                        }
                        _ = kill(relayedTo, relayedCount > 1 ? SIGKILL : received)
                    }
                ))
        }
    }

    /// Sends the program `pid` a signal that arrived before it started, and those after.
    func forward(to pid: pid_t) {
        relayedTo = pid
        if relayedEarly != 0 { _ = kill(pid, relayedEarly) }
    }

    /// The program ended: no signal goes to its number, which another process may have now.
    func finished() {
        relayedTo = -1
    }

    func stop() {
        for (number, handler) in previous { signal(number, handler) }
    }
}

extension Tools {
    /// From now on, a SIGINT, SIGTERM or SIGHUP that ends the workbench (Ctrl-C, say) ends the
    /// program `run` waits for with a timeout too, and every process it started: that one runs
    /// in a process group of its own, which the terminal's signal does not reach, and `swift
    /// test` starts its test runner in yet another. For a command that runs until it is
    /// stopped (`watch`, `golf`).
    ///
    /// Finding a program's descendants takes more than a signal handler may do (it reads /proc,
    /// or runs `ps` on macOS), so the handler only writes the signal's number to a pipe; a
    /// thread of its own reads it, stops the tree, then ends the workbench by that signal.
    static func endRunsWithTheWorkbench() {
        var ends: [Int32] = [-1, -1]
        guard Glue.pipe(&ends) == 0 else { return }
        stopRequests = ends[1]
        let requests = ends[0]
        let thread = Thread {
            var number: Int32 = 0
            while read(requests, &number, MemoryLayout<Int32>.size) != MemoryLayout<Int32>.size {
                guard errno == EINTR else { return }
            }
            let group = groupUnderWay
            if group > 0 {
                ProcessTree.stop(group)
                _ = kill(-group, SIGKILL)
            }
            _ = signal(number, SIG_DFL)
            _ = raise(number)
        }
        thread.start()
        for number in [SIGINT, SIGTERM, SIGHUP] {
            _ = signal(number) { received in
                var number = received
                guard write(stopRequests, &number, MemoryLayout<Int32>.size) > 0 else {
                    // No thread to hand it to: stop what can be stopped from here.
                    if groupUnderWay > 0 { _ = kill(-groupUnderWay, SIGKILL) }
                    _ = signal(received, SIG_DFL)
                    _ = raise(received)
                    return
                }
            }
        }
    }
}

/// Where `endRunsWithTheWorkbench`'s handler writes the signals that end the workbench.
nonisolated(unsafe) private var stopRequests: Int32 = -1

/// The process group of the program `run` waits for with a timeout, 0 when there is none.
nonisolated(unsafe) private var groupUnderWay: pid_t = 0

/// The program the relay's handler sends signals to: 0 before it started, -1 after it ended.
nonisolated(unsafe) private var relayedTo: pid_t = 0
/// How many signals the handler has had, and the one that came before the program started.
nonisolated(unsafe) private var relayedCount = 0
nonisolated(unsafe) private var relayedEarly: Int32 = 0

/// The C calls whose Swift names differ between Glibc and Darwin.
private enum Glue {
    /// A pipe whose ends close on exec: a program another thread starts later does not inherit
    /// them, so it cannot hold this run's output open until it ends. (The child's copies of
    /// the write end, made by dup2, stay open in it.) Neither libc's Swift module has pipe2.
    static func pipe(_ fds: UnsafeMutablePointer<Int32>) -> Int32 {
        #if canImport(Darwin)
            guard Darwin.pipe(fds) == 0 else { return -1 }
        #else
            guard Glibc.pipe(fds) == 0 else { return -1 }
        #endif
        for fd in [fds[0], fds[1]] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return 0
    }
}

extension Tools {
    /// Runs `program` for a command that cannot go on without it: its result when it
    /// succeeds; otherwise its output goes to `console`'s errors and `failure`, which can
    /// point at that output as "above", is thrown as a failed tool (exit status 3).
    func runSucceeding(
        _ program: URL, _ arguments: [String], console: Console, failure: String
    ) throws(WorkbenchError) -> ToolResult {
        let result = try run(program, arguments)
        guard result.status == 0 else {
            console.writeError(result.output)
            throw .toolFailed(failure)
        }
        return result
    }
}
