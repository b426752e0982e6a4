import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The processes a program started, and theirs: what must be stopped with it. A process group
/// is not enough, since `swift test` runs the test binary in a group of its own.
enum ProcessTree {
    /// Kills `root` and every process descending from it, found before any is killed (a
    /// process whose parent dies is given to another parent).
    static func stop(_ root: pid_t) {
        for process in [root] + descendants(of: root) {
            _ = kill(process, SIGKILL)
        }
    }

    /// Every process whose chain of parents leads to `root`.
    static func descendants(of root: pid_t) -> [pid_t] {
        let parents = parentOfEachProcess()
        var found: [pid_t] = []
        var frontier = [root]
        while let parent = frontier.popLast() {
            let children = parents.filter { $0.value == parent }.map(\.key)
            found += children
            frontier += children
        }
        return found
    }

    /// What /proc says of `process` on Linux: its state (`R`, `S`, `Z` for a zombie, …) and
    /// its parent. Nil where there is no /proc (macOS) or no such process.
    static func status(of process: pid_t) -> (state: Substring, parent: pid_t)? {
        guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return nil }
        // "pid (name) state ppid …": the name may hold spaces and parentheses.
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 1, let parent = pid_t(fields[1]) else { return nil }
        return (fields[0], parent)
    }

    /// Each running process's parent: read from /proc where there is one (Linux), from `ps`
    /// elsewhere (macOS).
    private static func parentOfEachProcess() -> [pid_t: pid_t] {
        let proc = URL(fileURLWithPath: "/proc")
        if let entries = try? FileManager.default.contentsOfDirectory(atPath: proc.path) {
            var parents: [pid_t: pid_t] = [:]
            for entry in entries {
                guard let process = pid_t(entry), let status = status(of: process) else {
                    continue
                }
                parents[process] = status.parent
            }
            return parents
        }
        let ps = Process()
        ps.executableURL = URL(fileURLWithPath: "/bin/ps")
        ps.arguments = ["-A", "-o", "pid=", "-o", "ppid="]
        let pipe = Pipe()
        ps.standardOutput = pipe
        guard (try? ps.run()) != nil else { return [:] }
        let output = String(
            decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ps.waitUntilExit()
        var parents: [pid_t: pid_t] = [:]
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 2, let process = pid_t(fields[0]), let parent = pid_t(fields[1]) {
                parents[process] = parent
            }
        }
        return parents
    }
}
