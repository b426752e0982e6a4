import Foundation
import MiniHTTP

/// A workshop's room: learners' `check`s post their results here, with the room's code, and
/// the facilitator watches them live on the dashboard, with the facilitator key. It answers
/// HTTP requests (see `handle`) from what `RoomStore` keeps; nothing a client sends stops it.
final class Room: @unchecked Sendable {
    /// What a learner's `check` posts.
    struct Submission: Codable, Sendable {
        var code: String
        var name: String
        /// Who the learner's laptop says they are (`RoomLink.thisLaptop`), so that two
        /// learners who give the same name are told apart; none from an older workbench.
        var learner: String?
        var predict: String?
        var result: CheckResult
        /// The learner's work against the reference, a unified diff, at most `maxDiff` bytes.
        var diff: String?
    }

    /// What the room answers a stored submission.
    struct Receipt: Codable, Sendable, Equatable {
        var stored: Int
        /// The exercise the facilitator moved the room to, if it is not the learner's.
        var moveTo: String?
        /// The name the room shows the learner by, when it is not the one they gave: another
        /// learner gave it first.
        var shownAs: String?
    }

    static let maxDiff = 256 * 1024

    /// The line a diff cut to `maxDiff` ends with, so that the page says what was left out
    /// instead of showing less as if it were all.
    static let cutNote = "# workbench: the rest of this diff was not sent: it passes 256 KiB\n"

    /// `diff` as a learner's workbench sends it: whole when it fits in `maxDiff` bytes;
    /// otherwise the files' patches that fit, whole and in order, then `cutNote`.
    static func clampedDiff(_ diff: String) -> String {
        guard diff.utf8.count > maxDiff else { return diff }
        let room = maxDiff - cutNote.utf8.count
        var kept = ""
        var size = 0
        for patch in filePatches(of: diff) {
            guard size + patch.utf8.count <= room else { break }
            kept += patch
            size += patch.utf8.count
        }
        return kept + cutNote
    }

    /// The text of each file's patch in the unified diff `diff`, each from its `--- ` line.
    private static func filePatches(of diff: String) -> [Substring] {
        let lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
        var patches: [Substring] = []
        var start = diff.startIndex
        for (number, line) in lines.enumerated().dropFirst()
        where line.hasPrefix("--- ") && number + 1 < lines.count
            && lines[number + 1].hasPrefix("+++ ")
        {
            patches.append(diff[start..<line.startIndex])
            start = line.startIndex
        }
        patches.append(diff[start...])
        return patches
    }
    static let predictions = ["red", "amber", "green"]

    let store: RoomStore
    /// What the facilitator may move the room to.
    let exercises: RoomExercises
    let code: String
    let key: String
    /// The time now; a test passes a fixed clock.
    let clock: @Sendable () -> Date
    private var admission: RoomAdmission
    private let lock = NSLock()

    init(
        store: RoomStore, exercises: RoomExercises, admission: RoomAdmission = RoomAdmission(),
        clock: @escaping @Sendable () -> Date = Date.init
    ) throws(WorkbenchError) {
        self.store = store
        self.exercises = exercises
        self.admission = admission
        self.clock = clock
        code = try store.setting("code") {
            Self.random(6, from: "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
        }
        key = try store.setting("key") {
            Self.random(24, from: "abcdefghijklmnopqrstuvwxyz0123456789")
        }
    }

    private static func random(_ count: Int, from alphabet: String) -> String {
        var generator = SystemRandomNumberGenerator()
        let letters = Array(alphabet)
        return String((0..<count).map { _ in letters.randomElement(using: &generator)! })
    }

    /// Answers one request.
    func handle(_ request: HTTPRequest) -> HTTPResponse {
        do {
            switch (request.method, request.path) {
            case ("GET", "/"): return .html(RoomPages.welcome)
            case ("POST", "/api/results"): return try receive(request)
            case ("POST", "/api/runs"): return try receiveRun(request)
            case ("GET", "/dashboard"):
                if let refusal = refusal(request) {
                    return .html(RoomPages.locked(refusal.reason), status: refusal.status)
                }
                return .html(RoomPages.dashboard)
            case ("GET", "/api/state"):
                if let refusal = refusal(request) { return .error(refusal.status, refusal.reason) }
                return .json(
                    encoding: try RoomState(
                        rows: store.rows(), runs: store.runs(), now: clock(),
                        movedTo: try store.setting("movedTo")))
            case ("POST", "/api/move"):
                if let refusal = refusal(request) { return .error(refusal.status, refusal.reason) }
                return try move(request)
            case ("GET", let path) where path.hasPrefix("/api/results/"):
                if let refusal = refusal(request) { return .error(refusal.status, refusal.reason) }
                return try result(path)
            case ("GET", let path) where path.hasPrefix("/api/runs/"):
                if let refusal = refusal(request) { return .error(refusal.status, refusal.reason) }
                return try runDetail(path)
            case (_, "/"), (_, "/api/results"), (_, "/api/runs"), (_, "/dashboard"),
                (_, "/api/state"), (_, "/api/move"):
                return .error(405, "\(request.method) is not allowed on \(request.path)")
            default:
                return .error(404, "no such page: \(request.path)")
            }
        } catch {
            return .error(500, "the room could not do it: \(error.description)")
        }
    }

    /// Why `request` may not see the facilitator's pages: nil when its key is the room's.
    private func refusal(_ request: HTTPRequest) -> (status: Int, reason: String)? {
        guard let given = request.query["key"] ?? request.headers["x-room-key"], !given.isEmpty
        else {
            return (
                401, "the dashboard needs the facilitator key: open the URL 'room serve' printed"
            )
        }
        return Secret.matches(given, key) ? nil : (403, "that is not this room's facilitator key")
    }

    private func receive(_ request: HTTPRequest) throws(WorkbenchError) -> HTTPResponse {
        let submission: Submission
        switch Self.decoded(Submission.self, from: request, as: "a check's result") {
        case .success(let decoded): submission = decoded
        case .failure(let refusal): return refusal.response
        }
        let name: String
        switch RoomIntake(exercises: exercises).admit(submission) {
        case .success(let admitted): name = admitted
        case .failure(let refusal): return .error(refusal.status, refusal.reason)
        }
        if let refusal = admitted(code: submission.code, name: name, learner: submission.learner) {
            return refusal
        }
        let now = clock()
        let shown = try shownName(of: name, learner: submission.learner ?? "")
        let result = submission.result
        let id = try store.insert(
            RoomStore.Row(
                id: 0, name: shown, received: now.timeIntervalSince1970, step: result.step,
                exercise: result.id, status: result.status.rawValue, predict: submission.predict,
                result: result.json.trimmingCharacters(in: .newlines),
                diff: submission.diff ?? ""))
        return .json(
            encoding: Receipt(
                stored: id, moveTo: try moveTo(from: result.step, id: result.id),
                shownAs: shown == name ? nil : shown),
            status: 201)
    }

    /// Where the facilitator moved the room, for a learner whose check or run was on the
    /// exercise `step` (`id` for a characterization's); nil when they are there already, or the
    /// room was not moved.
    func moveTo(from step: Int, id: String) throws(WorkbenchError) -> String? {
        let moved = try store.setting("movedTo").flatMap { $0.isEmpty ? nil : $0 }
        let current = step == 0 ? String(id.dropFirst(Characterizing.prefix.count)) : "\(step)"
        return moved == current ? nil : moved
    }

    /// A refusal as the room answers it.
    struct BadBody: Error {
        var response: HTTPResponse
    }

    /// The body of `request` as `type`, or the 400 that says it is not UTF-8 text, or not
    /// `what` as JSON.
    static func decoded<T: Decodable>(_ type: T.Type, from request: HTTPRequest, as what: String)
        -> Result<T, BadBody>
    {
        do {
            return .success(try JSONDecoder().decode(type, from: request.body))
        } catch {
            guard String(data: request.body, encoding: .utf8) != nil else {
                return .failure(
                    BadBody(
                        response: .error(400, "the body is not UTF-8 text: send \(what) as JSON")))
            }
            return .failure(
                BadBody(response: .error(400, "the body is not \(what) as JSON: \(error)")))
        }
    }

    /// The refusal of a result or run from `name` on the laptop `learner` with `code`: 403 when
    /// it is not the room's code, 429 when that learner sends too much at once; nil to take it.
    func admitted(code given: String, name: String, learner: String?) -> HTTPResponse? {
        guard Secret.matches(given, code) else {
            return .error(403, "the room refused the code '\(given)': ask the facilitator for it")
        }
        let laptop = name + "\n" + (learner ?? "")
        if let refusal = lock.withLock({ admission.admit(laptop, at: clock()) }) {
            var busy = HTTPResponse.error(429, refusal.reason)
            busy.headers.append(("Retry-After", "2"))
            return busy
        }
        return nil
    }

    /// The name the room shows `learner` by, one request at a time, so two learners who give
    /// the same name at once are still told apart.
    func shownName(of name: String, learner: String) throws(WorkbenchError) -> String {
        lock.lock()
        defer { lock.unlock() }
        return try store.shownName(of: name, learner: learner)
    }

    /// Moves the room to the exercise the body names, kept by the room's name for it; an empty
    /// or null name stops moving it. A name that fits no exercise is refused (400), naming it.
    private func move(_ request: HTTPRequest) throws(WorkbenchError) -> HTTPResponse {
        struct Move: Decodable { var to: String? }
        guard let move = try? JSONDecoder().decode(Move.self, from: request.body) else {
            return .error(400, #"the body is {"to": "<step or area>"}, or {"to": null} to stop"#)
        }
        let named = move.to?.trimmingCharacters(in: .whitespaces) ?? ""
        guard named.isEmpty || named.count <= 100 else {
            return .error(400, "a step or area is at most 100 characters; name one by number")
        }
        let target = named.isEmpty ? "" : exercises.resolve(named)
        guard let target else {
            return .error(
                400,
                "there is no exercise '\(named)' to move the room to: name \(exercises.described)")
        }
        try store.set("movedTo", target)
        return .json(encoding: ["movedTo": target])
    }

    private func result(_ path: String) throws(WorkbenchError) -> HTTPResponse {
        guard let id = Int(path.dropFirst("/api/results/".count)), let row = try store.row(id)
        else {
            return .error(404, "no such result: \(path)")
        }
        return .json(encoding: RoomState.Detail(row: row))
    }
}
