import Foundation
import Testing

@testable import WorkbenchKit

/// A learner's side of the room: `join` links an exercise to it, and `check` sends each
/// result there, keeping what the room did not take.
@Suite("A learner's link to the room", .serialized)
struct RoomLinkTests {
    @Test("join links an exercise of a pack to a room, and refuses a folder with no exercise")
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
        let empty = fixture.folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)

        let joined = run([
            "join", fixture.server.url, "--code", fixture.room.code, "--name", "Ada", folder.path,
        ])
        let refused = run(["join", fixture.server.url, "--code", "X", "--name", "Ada", empty.path])

        #expect(joined.status == 0, "\(joined.errors)")
        #expect(
            RoomLink.of(folder)
                == (try RoomLink(url: fixture.server.url, code: fixture.room.code, name: "Ada")))
        #expect(refused.status == 2)
        #expect(refused.errors.contains("is not an exercise"), "\(refused.errors)")
        #expect(RoomLink.of(pack) == nil)
    }

    @Test("a pack joined once: every exercise in it, one made later inside it, after git clean")
    func joinOnce() throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }
        let pack = fixture.folder.appendingPathComponent("pack")
        #expect(run(["pack", "--steps", "1,2", pack.path]).status == 0)
        let early = RoomLinkTests.exercises(in: pack)
        let old = try RoomLink(url: fixture.server.url, code: "OLD", name: "Ada")
        try Data(old.text.utf8).write(to: early[0].appendingPathComponent(RoomLink.fileName))

        let joined = run([
            "join", fixture.server.url, "--code", fixture.room.code, "--name", "Ada", pack.path,
        ])
        let later = pack.appendingPathComponent("later")
        #expect(run(["exercise", "3", later.path]).status == 0)
        let outbox = later.appendingPathComponent(RoomLink.outbox)
        try FileManager.default.createDirectory(at: outbox, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: outbox.appendingPathComponent("1.json"))
        let git = try #require(Tools(environment: ProcessInfo.processInfo.environment).find("git"))
        for arguments in [["clean", "-fdq"], ["checkout", "--quiet", "."]] {
            let result = try Tools(environment: ProcessInfo.processInfo.environment)
                .run(git, ["-C", later.path] + arguments)
            #expect(result.status == 0, "\(result.output)")
        }

        let link = try RoomLink(url: fixture.server.url, code: fixture.room.code, name: "Ada")
        #expect(joined.status == 0, "\(joined.errors)")
        #expect(
            joined.output.contains("the checks of its 2 exercises, and of any made in it later"))
        #expect(early.count == 2 && early.allSatisfy { RoomLink.of($0) == link })
        #expect(RoomLink.of(later) == link)
        #expect(
            FileManager.default.fileExists(atPath: outbox.appendingPathComponent("1.json").path))
    }

    @Test("an exercise made with --room keeps its link and outbox through git clean and checkout")
    func survivesClean() throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }
        let folder = fixture.folder.appendingPathComponent("ex")
        let made = run([
            "exercise", "1", folder.path, "--room", fixture.server.url, "--code", fixture.room.code,
            "--name", "Ada",
        ])
        let tools = Tools(environment: ProcessInfo.processInfo.environment)
        let git = try #require(tools.find("git"))

        let tracked = try tools.run(git, ["-C", folder.path, "ls-files", RoomLink.fileName])
        let cleaned = try tools.run(git, ["-C", folder.path, "clean", "-fdq"])

        #expect(made.status == 0, "\(made.errors)")
        #expect(tracked.output.isEmpty, "the link is no part of the exercise's start")
        #expect(cleaned.status == 0)
        #expect(RoomLink.of(folder)?.code == fixture.room.code)
    }

    @Test("a check tells whether the prediction came true, and where no room hears it, how to join")
    func predictionAndNoRoom() {
        #expect(
            Actions.prediction("red", came: "red")
                == "prediction: you said red, and it is red: it came true\n")
        #expect(
            Actions.prediction("green", came: "amber")
                == "prediction: you said green, but it is amber: what did you not expect?\n")
        #expect(
            RoomLink.notJoined.contains("workbench join <URL> --code <code> --name <your name>"))
        #expect(RoomLink.of(URL(fileURLWithPath: "/")) == nil)
    }

    static func exercises(in pack: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(atPath: pack.path)) ?? []).sorted()
            .filter { $0.hasPrefix("step-") || $0.hasPrefix("characterize-") }
            .map { pack.appendingPathComponent($0) }
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
        #expect(RoomLink.pending(in: exercise.appendingPathComponent(RoomLink.outbox)).isEmpty)
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
