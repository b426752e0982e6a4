import Foundation
import MiniHTTP
import Testing

@testable import WorkbenchKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Two learners who give the same name are two rows: the room tells them apart by who their
/// laptop says they are, and shows the second by the name and a number.
@Suite("Learners with the same name", .serialized)
struct RoomLearnersTests {
    @Test("the first to give a name keeps it; another learner who gives it is 'Sam (2)', for good")
    func sameName() async throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }
        var receipts: [String] = []

        for learner in ["laptop-A", "laptop-B", "laptop-A", "laptop-B", "laptop-C"] {
            let (status, receipt) = try await fixture.fetch(
                "POST", "api/results", body: try fixture.submission("Sam", learner: learner))
            #expect(status == 201)
            receipts.append(receipt)
        }
        let restarted = try RoomFixture(database: fixture.database)
        defer { restarted.close() }
        let (_, later) = try await restarted.fetch(
            "POST", "api/results", body: try restarted.submission("Sam", learner: "laptop-B"))

        #expect(
            try restarted.room.store.rows().map(\.name)
                == ["Sam", "Sam (2)", "Sam", "Sam (2)", "Sam (3)", "Sam (2)"])
        #expect(!receipts[0].contains("shownAs") && !receipts[2].contains("shownAs"))
        #expect(receipts[1].contains(#""shownAs":"Sam (2)""#))
        #expect(later.contains(#""shownAs":"Sam (2)""#))
    }

    @Test("a learner who gives a name another was shown by is numbered again, not merged")
    func takenShownName() async throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }

        for (name, learner) in [("Sam", "A"), ("Sam", "B"), ("Sam (2)", "C")] {
            _ = try await fixture.fetch(
                "POST", "api/results", body: try fixture.submission(name, learner: learner))
        }

        #expect(try fixture.room.store.rows().map(\.name) == ["Sam", "Sam (2)", "Sam (2) (2)"])
    }

    @Test("twenty learners called Sam at once are twenty rows")
    func atOnce() async throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }

        try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 1...20 {
                let body = try fixture.submission("Sam", learner: "laptop-\(index)")
                group.addTask { try await fixture.fetch("POST", "api/results", body: body).0 }
            }
            for try await status in group { #expect(status == 201) }
        }

        let names = Set(try fixture.room.store.rows().map(\.name))
        #expect(names == Set(["Sam"] + (2...20).map { "Sam (\($0))" }))
    }

    @Test("check tells the second Sam how the room shows them, and how to choose another name")
    func told() throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }
        let exercise = fixture.folder.appendingPathComponent("exercise")
        let first = try RoomLink(
            url: fixture.server.url, code: fixture.room.code, name: "Sam", learner: "A")
        let second = try RoomLink(
            url: fixture.server.url, code: fixture.room.code, name: "Sam", learner: "B")
        let result = CheckResult(step: 1, id: "01-step", title: "x")

        let firstSaid = first.send(result, diff: "", predict: nil, from: exercise)
        let secondSaid = second.send(result, diff: "", predict: nil, from: exercise)

        #expect(!firstSaid.contains("shows as"), "\(firstSaid)")
        #expect(
            secondSaid.contains(
                "room: another learner here gave the name Sam first, so your checks show as "
                    + "'Sam (2)'; to choose another, join again with another --name\n"),
            "\(secondSaid)")
    }

    @Test("a result kept while the room was away goes under the name the exercise has when sent")
    func rejoined() throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }
        let url = fixture.server.url
        let exercise = fixture.folder.appendingPathComponent("exercise")
        let away = try RoomLink(url: url, code: "OLD", name: "Sam", learner: "B")
        let renamed = try RoomLink(url: url, code: fixture.room.code, name: "Sam B", learner: "B")
        fixture.server.stop()
        let result = CheckResult(step: 1, id: "01-step", title: "x")

        let offline = away.send(result, diff: "", predict: nil, from: exercise)
        let again = try fixture.serveAgain()
        defer { again.stop() }
        let online = renamed.send(result, diff: "", predict: nil, from: exercise)

        #expect(offline.contains("cannot be reached"), "\(offline)")
        #expect(online.contains("sent 2 results"), "\(online)")
        #expect(try fixture.room.store.rows().map(\.name) == ["Sam B", "Sam B"])
    }

    @Test("a learner's id longer than 64 characters is refused")
    func longId() async throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }

        let (status, text) = try await fixture.fetch(
            "POST", "api/results",
            body: try fixture.submission("Sam", learner: String(repeating: "x", count: 65)))

        #expect(status == 400)
        #expect(text.contains("learner is 1 to 64 characters"))
    }
}
