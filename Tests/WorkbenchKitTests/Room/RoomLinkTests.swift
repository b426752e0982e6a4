import Foundation
import Testing

@testable import WorkbenchKit

/// A learner's side of the room: `join` links an exercise to it, and `check` sends each
/// result there, keeping what the room did not take.
@Suite("A learner's link to the room", .serialized)
struct RoomLinkTests {
    @Test("join links an exercise of a pack to a room, and refuses a folder that is no exercise")
    func join() throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }
        let pack = fixture.folder.appendingPathComponent("pack")
        #expect(run(["pack", "--steps", "1", pack.path]).status == 0)
        let exercise = try #require(
            try FileManager.default.contentsOfDirectory(atPath: pack.path).first {
                $0.hasPrefix("step-")
            })
        let folder = pack.appendingPathComponent(exercise)

        let joined = run([
            "join", fixture.server.url, "--code", fixture.room.code, "--name", "Ada", folder.path,
        ])
        let refused = run(["join", fixture.server.url, "--code", "X", "--name", "Ada", pack.path])

        #expect(joined.status == 0, "\(joined.errors)")
        #expect(
            RoomLink.of(folder)
                == (try RoomLink(url: fixture.server.url, code: fixture.room.code, name: "Ada")))
        #expect(refused.status == 2)
        #expect(refused.errors.contains("is not an exercise"), "\(refused.errors)")
        #expect(RoomLink.of(pack) == nil)
    }

    @Test("a wrong code is refused, and check's link says the room refused it")
    func wrongCode() async throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }

        let (status, text) = try await fixture.fetch(
            "POST", "api/results", body: try fixture.submission("Ada", code: "NOPE"))

        #expect(status == 403)
        #expect(text.contains("refused the code"))
        let exercise = fixture.folder.appendingPathComponent("exercise")
        let link = try RoomLink(url: fixture.server.url, code: "NOPE", name: "Ada")
        let said = link.send(
            CheckResult(step: 1, id: "01-step", title: "x"), diff: "", predict: nil, from: exercise)
        #expect(said.contains("the room refused a result (403)"), "\(said)")
        #expect(
            try FileManager.default.contentsOfDirectory(
                atPath: exercise.appendingPathComponent(RoomLink.outbox).path
            ).isEmpty)
    }

    @Test("a room that cannot be reached keeps the result, and the next check sends both")
    func outbox() throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }
        let url = fixture.server.url
        let exercise = fixture.folder.appendingPathComponent("exercise")
        fixture.server.stop()
        let link = try RoomLink(url: url, code: fixture.room.code, name: "Ada")
        var result = CheckResult(step: 1, id: "01-step", title: "x")

        let offline = link.send(result, diff: "", predict: "red", from: exercise)

        #expect(
            offline.contains("cannot be reached") && offline.contains("1 result is kept"),
            "\(offline)")
        let again = try fixture.serveAgain()
        defer { again.stop() }
        result.status = .solved
        let online = link.send(result, diff: "", predict: "green", from: exercise)
        #expect(online.contains("sent 2 results"), "\(online)")
        let rows = try fixture.room.store.rows()
        #expect(rows.map(\.status) == ["failing", "solved"])
        #expect(rows.map(\.predict) == ["red", "green"])
    }
}
