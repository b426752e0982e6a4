import Foundation
import Testing

@testable import MiniHTTP
@testable import WorkbenchKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whatever one client sends, the room goes on serving the others: real sockets on loopback.
@Suite("The room holds whatever a client sends", .serialized)
struct RoomHoldsTests {
    /// Grace's check reaches the room and the dashboard's state answers: the others are served.
    static func othersServed(_ fixture: RoomFixture) async throws {
        let (posted, said) = try await fixture.fetch(
            "POST", "api/results", body: try fixture.submission("Grace"))
        let (state, _) = try await fixture.fetch("GET", "api/state?key=\(fixture.room.key)")
        #expect(posted == 201, "\(said)")
        #expect(state == 200)
    }

    @Test("a name with a NUL after a learner of the name before it: 400, and the room goes on")
    func nulName() async throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }
        _ = try await fixture.fetch("POST", "api/results", body: try fixture.submission("Sam"))
        let body = String(decoding: try fixture.submission("Sam"), as: UTF8.self)
            .replacingOccurrences(of: #""name":"Sam""#, with: #""name":"Sam\u0000x""#)

        let (status, reason) = try await fixture.fetch("POST", "api/results", body: Data(body.utf8))

        #expect(status == 400)
        #expect(reason.contains("name holds the control character U+0000"), "\(reason)")
        try await Self.othersServed(fixture)
        #expect(try fixture.room.store.rows().map(\.name) == ["Sam", "Grace"])
    }

    @Test("the store keeps a text with a NUL whole, and numbers such a name without looping")
    func storeNul() throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }
        let store = fixture.room.store

        #expect(try store.shownName(of: "Sam", learner: "a") == "Sam")
        #expect(try store.shownName(of: "Sam\u{0}x", learner: "b") == "Sam\u{0}x")
        #expect(try store.shownName(of: "Sam\u{0}x", learner: "c") == "Sam\u{0}x (2)")
        try store.set("note", "a\u{0}b")
        #expect(try store.setting("note") == "a\u{0}b")
    }

    @Test(
        "a flood of half-open requests from one address leaves every other learner served",
        .enabled(
            if: HTTPClient.canSend(from: "127.0.0.2"),
            "this system has no loopback address 127.0.0.2 to flood from (macOS has 127.0.0.1 only)"
        ))
    func halfOpen() async throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }
        // 600, more than the server serves at once, where the system lets a process open that
        // many files (macOS gives 256 unless told), and always more than one address may hold.
        var limit = rlimit()
        #if canImport(Glibc)
            getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        #else
            getrlimit(RLIMIT_NOFILE, &limit)
        #endif
        let count = min(600, Int(limit.rlim_cur) - 150)
        var flood: [Int32] = []
        defer { flood.forEach { _ = close($0) } }
        let half = Data("POST /api/results HTTP/1.1\r\nContent-Length: 500\r\n\r\n{\"co".utf8)

        for _ in 0..<count {
            guard
                let socket = Socket.connect(
                    host: "127.0.0.1", port: fixture.server.port, from: "127.0.0.2")
            else { break }
            Socket.send(half, to: socket)
            flood.append(socket)
        }

        #expect(flood.count == count && count > HTTPServer.Options().maxConnectionsPerAddress)
        try await Self.othersServed(fixture)
        let refused = try HTTPClient.send(
            "GET", fixture.server.url, timeout: 10, from: "127.0.0.2")
        #expect(refused.status == 503)
        #expect(
            String(decoding: refused.body, as: UTF8.self)
                .contains("too many connections from your address"))
    }

    @Test("a body that is not UTF-8 is refused, naming it, and the room goes on")
    func notUTF8() async throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }

        let (status, reason) = try await fixture.fetch(
            "POST", "api/results", body: Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D]))

        #expect(status == 400)
        #expect(reason.contains("the body is not UTF-8 text"), "\(reason)")
        try await Self.othersServed(fixture)
    }

    @Test("a body of 2 MiB is refused with 413 while another learner is served")
    func bigBody() async throws {
        let fixture = try RoomFixture()
        defer { fixture.close() }
        let url = fixture.server.url
        let big = Task.detached {
            try HTTPClient.send("POST", url + "api/results", body: Data(count: 2 * 1024 * 1024))
        }

        try await Self.othersServed(fixture)

        #expect(try await big.value.status == 413)
    }
}
