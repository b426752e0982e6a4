import Foundation
import MiniHTTP
import Testing

@testable import WorkbenchKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A room on 127.0.0.1 with its SQLite file in a temporary folder, and a fixed clock.
final class RoomFixture: Sendable {
    let folder: URL
    let database: String
    let room: Room
    let server: HTTPServer
    static let noon = Date(timeIntervalSince1970: 1_800_000_000)
    /// Eight steps, and two areas to characterize.
    static let exercises = RoomExercises(
        steps: (1...8).map { String(format: "%02d-step", $0) },
        areas: ["login", "settings"])

    init(database path: String? = nil, admission: RoomAdmission = RoomAdmission()) throws {
        folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        database = path ?? folder.appendingPathComponent("room.sqlite").path
        room = try Room(
            store: RoomStore(path: database), exercises: RoomFixture.exercises,
            admission: admission, clock: { RoomFixture.noon })
        let room = room
        server = try HTTPServer { room.handle($0) }
    }

    /// The room served again on the port of its stopped server, as after a restart.
    func serveAgain() throws -> HTTPServer {
        var options = HTTPServer.Options()
        options.port = server.port
        let room = room
        return try HTTPServer(options) { room.handle($0) }
    }

    func close() {
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// `path` of the room, sent with URLSession, a real HTTP client: the status and body.
    func fetch(_ method: String, _ path: String, body: Data? = nil) async throws -> (Int, String) {
        var request = URLRequest(url: URL(string: server.url + path)!)
        request.httpMethod = method
        request.httpBody = body
        request.timeoutInterval = 10
        let (data, response) = try await URLSession.shared.data(for: request)
        return (
            (response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self)
        )
    }

    /// A submission of `name`'s check with `status` on step `step`.
    func submission(
        _ name: String, status: CheckResult.Status = .failing, step: Int = 5, code: String? = nil,
        predict: String? = nil, learner: String? = nil
    ) throws -> Data {
        var result = CheckResult(
            step: step, id: String(format: "%02d-step", step), title: "Step \(step)")
        result.status = status
        result.left = status == .solved ? nil : "some tests fail"
        result.stepTests = CheckResult.Tally(
            passed: 0, total: 1,
            failing: status == .solved ? [] : [.init(name: "T/test_a", message: "<b>expected</b>")])
        let submission = Room.Submission(
            code: code ?? room.code, name: name, learner: learner, predict: predict,
            result: result,
            diff:
                "--- a/Sources/MyBiz/A.swift\n+++ b/Sources/MyBiz/A.swift\n@@ -1 +1 @@\n-let a = 1\n+let a = 2\n"
        )
        return try JSONEncoder().encode(submission)
    }
}
