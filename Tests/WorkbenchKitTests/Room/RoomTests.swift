import Foundation
import MiniHTTP
import Testing

@testable import WorkbenchKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("The room, on 127.0.0.1", .serialized)
struct RoomTests {
    @Test("a learner's result is stored with the code, and the state shows it with the key")
    func results() async throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }

        let (status, body) = try await fixture.fetch(
            "POST", "api/results", body: try fixture.submission("Ada"))
        let (stateStatus, state) = try await fixture.fetch(
            "GET", "api/state?key=\(fixture.room.key)")

        #expect(status == 201, "\(body)")
        #expect(body.contains(#""stored":1"#))
        #expect(stateStatus == 200)
        let decoded = try JSONDecoder().decode(RoomState.self, from: Data(state.utf8))
        #expect(decoded.learners.map(\.name) == ["Ada"])
        #expect(decoded.learners[0].lights.map(\.light) == ["red"])
        let (detailStatus, detail) = try await fixture.fetch(
            "GET", "api/results/1?key=\(fixture.room.key)")
        #expect(detailStatus == 200)
        let shown = try JSONDecoder().decode(RoomState.Detail.self, from: Data(detail.utf8))
        #expect(shown.failures == ["T/test_a: <b>expected</b>"], "a failure, as text in JSON")
        #expect(shown.diffHTML.contains("<td class=\"add\">"))
        #expect(shown.diffHTML.contains("<code>Sources/MyBiz/A.swift</code>"))
    }

    @Test(
        "every bad request is refused with its status and a reason, and the room goes on",
        arguments: [
            ("POST", "api/results", "not json", 400), ("GET", "api/state", "", 401),
            ("GET", "api/state?key=wrong", "", 403), ("GET", "dashboard", "", 401),
            ("GET", "api/results/1", "", 401), ("GET", "nowhere", "", 404),
            ("PUT", "api/results", "", 405), ("POST", "api/move", "", 401),
        ])
    func refusals(method: String, path: String, body: String, status: Int) async throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }
        _ = try await fixture.fetch("POST", "api/results", body: try fixture.submission("Ada"))

        let (answered, text) = try await fixture.fetch(
            method, path, body: body.isEmpty ? nil : Data(body.utf8))

        #expect(answered == status)
        #expect(!text.contains("Ada"), "shows a learner without the key")
        #expect(try await fixture.fetch("GET", "").0 == 200)
    }

    @Test("with the key: the dashboard page, a check's detail, and 404 for one that is not there")
    func facilitator() async throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }
        _ = try await fixture.fetch(
            "POST", "api/results", body: try fixture.submission("<i>Ada</i>"))
        let key = fixture.room.key

        let (page, html) = try await fixture.fetch("GET", "dashboard?key=\(key)")
        let (missing, _) = try await fixture.fetch("GET", "api/results/99?key=\(key)")
        let (welcome, text) = try await fixture.fetch("GET", "")

        #expect(page == 200)
        #expect(html.contains("id=\"learners\"") && html.contains("textContent"))
        #expect(!html.contains("Ada"), "names reach the page only as text, through the state")
        #expect(missing == 404)
        #expect(welcome == 200 && !text.contains("Ada") && !text.contains(key))
        let (_, state) = try await fixture.fetch("GET", "api/state?key=\(key)")
        let decoded = try JSONDecoder().decode(RoomState.self, from: Data(state.utf8))
        #expect(decoded.learners.map(\.name) == ["<i>Ada</i>"])
    }

    @Test(
        "what the room acknowledged is there after a restart on the same file, with its code and key"
    )
    func restart() async throws {
        let first = try RoomFixture()
        defer { first.close() }
        for name in ["Ada", "Grace", "Linus"] {
            #expect(
                try await first.fetch("POST", "api/results", body: try first.submission(name)).0
                    == 201)
        }
        first.server.stop()

        let second = try RoomFixture(database: first.database)
        defer { second.close() }

        #expect(second.room.code == first.room.code && second.room.key == first.room.key)
        #expect(try second.room.store.rows().map(\.name) == ["Ada", "Grace", "Linus"])
    }

    @Test("a flood from one learner gets 429, and everyone else is still served")
    func flood() async throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }
        let body = try fixture.submission("Flood")
        var statuses: [Int] = []
        for _ in 0..<40 {
            statuses.append(try await fixture.fetch("POST", "api/results", body: body).0)
        }

        #expect(statuses.filter { $0 == 201 }.count == 30)
        #expect(statuses.filter { $0 == 429 }.count == 10)
        #expect(
            try await fixture.fetch("POST", "api/results", body: try fixture.submission("Ada")).0
                == 201)
    }

    @Test("a flood of made-up names gets 429 once a class's worth arrived, and a learner is served")
    func newcomers() async throws {
        let fixture = try RoomFixture(admission: RoomAdmission(newcomers: 5))
        defer { fixture.close() }
        _ = try await fixture.fetch("POST", "api/results", body: try fixture.submission("Ada"))
        var answers: [(Int, String)] = []
        for index in 0..<6 {
            answers.append(
                try await fixture.fetch(
                    "POST", "api/results", body: try fixture.submission("made up \(index)")))
        }

        #expect(answers.map(\.0) == [201, 201, 201, 201, 429, 429])
        #expect(answers.last?.1.contains("too many new learners at once") == true)
        #expect(
            try await fixture.fetch("POST", "api/results", body: try fixture.submission("Ada")).0
                == 201)
        #expect(try fixture.room.store.rows().count == 6)
    }
}
