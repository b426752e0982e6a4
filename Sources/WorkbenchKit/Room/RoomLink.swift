import Foundation
import MiniHTTP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exercise's link to a room: `.workbench-room` names the room, its code and the learner, in
/// the exercise's folder or in a folder above it (a pack's, joined once for all its exercises).
/// Each `check` puts its result in `.workbench-outbox/` and sends everything there, oldest
/// first; what the room acknowledged leaves the outbox, what could not reach it stays for the
/// next check. Both are in the exercise's `.gitignore`, so `git clean -fd` and `git checkout .`
/// leave them. Nothing here changes the check's verdict or exit code.
struct RoomLink: Equatable {
    static let fileName = ".workbench-room"
    static let outbox = ".workbench-outbox"

    let url: String
    let code: String
    let name: String
    /// Who the learner is to the room, besides their name: `thisLaptop`, unless a test says.
    let learner: String

    var text: String { "room: \(url)\ncode: \(code)\nname: \(name)\n" }

    /// This laptop's user, as a room tells learners apart: a hash of the host's name, the user
    /// id and the home folder, the same for every exercise folder here and different on the
    /// next laptop. Nothing it is made of leaves the laptop.
    static let thisLaptop: String = {
        var buffer = [CChar](repeating: 0, count: 256)
        _ = gethostname(&buffer, buffer.count - 1)
        let host = String(
            decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(host)\n\(getuid())\n\(home)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }()

    init(url: String, code: String, name: String, learner: String = thisLaptop)
        throws(WorkbenchError)
    {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard url.hasPrefix("http://"), URL(string: url) != nil else {
            throw .usage(
                "--room takes the room's URL as 'room serve' printed it, http://HOST:PORT/.")
        }
        guard !code.isEmpty, (1...60).contains(trimmed.count), !trimmed.contains("\n") else {
            throw .usage("--code takes the room's code, and --name your name (1 to 60 characters).")
        }
        self.url = url.hasSuffix("/") ? url : url + "/"
        self.code = code
        self.name = trimmed
        self.learner = learner
    }

    /// How many folders above an exercise a link is looked for: a pack's, or a day's above it.
    static let levelsUp = 3

    /// The link of the exercise in `directory`, if it or a folder up to `levelsUp` above it
    /// joined a room: the nearest.
    ///
    /// A link in a folder above the exercise counts only when this user wrote it: another
    /// user's link in a shared folder (/tmp, say) never receives this user's work.
    static func of(_ directory: URL) -> RoomLink? {
        var folder = directory.standardizedFileURL
        for level in 0...levelsUp {
            let file = folder.appendingPathComponent(fileName)
            if level == 0 || ownedByThisUser(file), let link = read(file) { return link }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { break }
            folder = parent
        }
        return nil
    }

    private static func ownedByThisUser(_ file: URL) -> Bool {
        var info = stat()
        return lstat(file.path, &info) == 0 && info.st_uid == getuid()
    }

    /// What to tell a learner whose check reaches no room, in one line.
    static let notJoined =
        "room: this exercise reports to no room; to join one, run 'workbench join <URL> --code "
        + "<code> --name <your name>' here, or in the pack's folder for all its exercises\n"

    private static func read(_ file: URL) -> RoomLink? {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...]
                .trimmingCharacters(in: .whitespaces)
        }
        return try? RoomLink(
            url: fields["room"] ?? "", code: fields["code"] ?? "", name: fields["name"] ?? "")
    }

    /// A kept submission or run as this link sends it now: with the room's code, the name and
    /// the learner of the link, which `join` may have changed since it was kept (another name,
    /// or a room served again under a new code). What does not read as one goes as it is.
    private func restamped<Kept: Stamped>(_ kept: Data, as _: Kept.Type, encoder: JSONEncoder)
        -> Data?
    {
        guard var submission = try? JSONDecoder().decode(Kept.self, from: kept) else {
            return nil
        }
        guard submission.code != code || submission.name != name || submission.learner != learner
        else { return kept }
        submission.code = code
        submission.name = name
        submission.learner = learner
        return (try? encoder.encode(submission)) ?? kept
    }

    /// A kept run's file name ends so; a check's result's ends `.json` alone.
    static let runSuffix = ".run.json"

    /// Keeps `result` in the exercise's outbox and sends the outbox to the room; the lines to
    /// tell the learner.
    func send(_ result: CheckResult, diff: String, predict: String?, from directory: URL) -> String
    {
        let submission = Room.Submission(
            code: code, name: name, learner: learner, predict: predict,
            result: RoomIntake.clamped(result), diff: Room.clampedDiff(diff))
        if let problem = keep(submission, suffix: ".json", in: directory) { return problem }
        return sendOutbox(from: directory)
    }

    /// Keeps `run` in the exercise's outbox, for `sendOutbox` to send: at once, so that a run
    /// whose light was shown is kept even when the workbench ends right after. Nil, or the line
    /// that says why it could not be kept.
    func keep(run: Room.Run, in directory: URL) -> String? {
        var run = run
        run.code = code
        run.name = name
        run.learner = learner
        run.diff = Room.clampedDiff(run.diff)
        return keep(run, suffix: Self.runSuffix, in: directory)
    }

    private func keep(_ value: some Encodable, suffix: String, in directory: URL) -> String? {
        let folder = directory.appendingPathComponent(Self.outbox)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // Named by when it was kept, then by this process and its count of kept ones, so
            // that two kept in one microsecond, by one process or two, are both kept, in order.
            let stamp = String(format: "%.6f", Date().timeIntervalSince1970)
            let count = String(format: "%06d", Self.keptHere.next())
            try encoder.encode(value).write(
                to: folder.appendingPathComponent(
                    "\(stamp)-\(ProcessInfo.processInfo.processIdentifier)-\(count)\(suffix)"),
                options: .atomic)
            return nil
        } catch {
            return "room: could not keep this result to send (\(error.localizedDescription))\n"
        }
    }

    /// How many results and runs this process has kept.
    private static let keptHere = Tally()

    /// The lock file that lets one sender at a time drain an outbox: a watch's queue and a
    /// check in another terminal would otherwise both post what they both read there.
    static let outboxLock = ".lock"

    /// Sends everything in the exercise's outbox to the room, oldest first, one sender at a
    /// time; the lines to tell the learner.
    func sendOutbox(from directory: URL) -> String {
        let folder = directory.appendingPathComponent(Self.outbox)
        let lock = open(
            folder.appendingPathComponent(Self.outboxLock).path, O_RDWR | O_CREAT, 0o600)
        guard lock >= 0 else {
            return
                "room: could not open \(folder.path)/\(Self.outboxLock) (\(Tools.reason(errno))); "
                + "what is kept there goes with the next check\n"
        }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 && errno == EINTR {}
        defer { _ = flock(lock, LOCK_UN) }
        return drain(folder)
    }

    /// The names of the results and runs kept in the outbox `folder`, oldest first.
    static func pending(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".json") && !SourceTree.isLitter($0) }.sorted()
    }

    /// Sends the outbox `folder`'s results and runs, oldest first, under its lock.
    private func drain(_ folder: URL) -> String {
        let manager = FileManager.default
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let pending = Self.pending(in: folder)
        var sent = 0
        var lines: [String] = []
        for entry in pending {
            let file = folder.appendingPathComponent(entry)
            guard let kept = manager.contents(atPath: file.path) else { continue }
            let isRun = entry.hasSuffix(Self.runSuffix)
            let body =
                (isRun
                    ? restamped(kept, as: Room.Run.self, encoder: encoder)
                    : restamped(kept, as: Room.Submission.self, encoder: encoder)) ?? kept
            let answer: HTTPClient.Response
            do {
                answer = try HTTPClient.send(
                    "POST", url + (isRun ? "api/runs" : "api/results"), body: body, timeout: 10)
            } catch {
                let kept = pending.count - sent
                return lines.joined()
                    + "room: \(url) cannot be reached (\(error)); \(kept) result\(kept == 1 ? " is" : "s are") "
                    + "kept here, and the next check sends them\n"
            }
            switch answer.status {
            case 200..<300:
                sent += 1
                try? manager.removeItem(at: file)
                let receipt = try? JSONDecoder().decode(Room.Receipt.self, from: answer.body)
                if let shown = receipt?.shownAs, entry == pending.last {
                    lines.append(
                        "room: another learner here gave the name \(Shell.quoted(name)) first, so "
                            + "your checks show as \(Shell.quoted(shown)); to choose another, "
                            + "join again with another --name\n")
                }
                if let move = receipt?.moveTo, entry == pending.last {
                    lines.append(
                        "room: the facilitator moved the room to \(move): workbench exercise \(Shell.quoted(move)) <new folder> "
                            + "--room \(url) --code \(code) --name \(Shell.quoted(self.name))\n")
                }
            case 429, 500...:
                let kept = pending.count - sent
                return lines.joined()
                    + "room: the room is busy (\(answer.status)); \(kept) kept here for the next check\n"
            default:
                try? manager.removeItem(at: file)
                let reason =
                    (try? JSONDecoder().decode(Refusal.self, from: answer.body))?.reason
                    ?? String(decoding: answer.body.prefix(200), as: UTF8.self)
                lines.append("room: the room refused a result (\(answer.status)): \(reason)\n")
            }
        }
        if sent > 0 {
            lines.insert(
                "room: sent \(sent == 1 ? "this result" : "\(sent) results, this one last") to \(url)\n",
                at: 0)
        }
        return lines.joined()
    }
}

/// A count that threads take numbers from, one at a time.
private final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func next() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }
}

/// What the room says when it refuses something.
private struct Refusal: Decodable { var reason: String }

/// What the room is sent with the learner's code, name and laptop on it.
protocol Stamped: Codable {
    var code: String { get set }
    var name: String { get set }
    var learner: String? { get set }
}

extension Room.Submission: Stamped {}
extension Room.Run: Stamped {}
