import Foundation
import Testing

@testable import MiniHTTP

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("MiniHTTP: the parser")
struct RequestParserTests {
    let parser = RequestParser(maxHead: 256, maxBody: 16)

    @Test("reads a request line, headers and a Content-Length body, and keeps what follows")
    func request() {
        var buffer = Data(
            "POST /api/results?code=A%20B&x HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\n\r\nhelloGET /"
                .utf8)

        let outcome = parser.next(from: &buffer)

        guard case .request(let request) = outcome else {
            Issue.record("no request: \(outcome)")
            return
        }
        #expect(request.route == "POST /api/results")
        #expect(request.query == ["code": "A B", "x": ""])
        #expect(request.headers["content-length"] == "5")
        #expect(request.body == Data("hello".utf8))
        #expect(buffer == Data("GET /".utf8))
        #expect(parser.next(from: &buffer) == .incomplete(continueBody: false))
    }

    @Test(
        "refuses, with a status and a reason, what is not a request it can serve",
        arguments: [
            ("GARBAGE\r\n\r\n", 400), ("GET / HTTP/2\r\n\r\n", 400),
            ("get / HTTP/1.1\r\n\r\n", 400),
            ("GET nopath HTTP/1.1\r\n\r\n", 400), ("GET / HTTP/1.1\r\nNoColon\r\n\r\n", 400),
            ("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n", 400),
            ("POST / HTTP/1.1\r\nContent-Length: 17\r\n\r\n", 413),
            ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", 411),
            ("GET /" + String(repeating: "a", count: 300) + " HTTP/1.1\r\n\r\n", 431),
            ("GET /" + String(repeating: "a", count: 300), 431),
        ])
    func refusals(text: String, status: Int) {
        var buffer = Data(text.utf8)

        guard case .refused(let refused, let reason) = parser.next(from: &buffer) else {
            Issue.record("not refused: \(text.prefix(40))")
            return
        }
        #expect(refused == status)
        #expect(!reason.isEmpty)
    }

    @Test("waits for the rest of a body, and says when the client expects 100 Continue")
    func partial() {
        var buffer = Data(
            "POST / HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\nab".utf8)
        #expect(parser.next(from: &buffer) == .incomplete(continueBody: true))
        buffer.append(Data("cd".utf8))
        guard case .request(let request) = parser.next(from: &buffer) else {
            Issue.record("no request")
            return
        }
        #expect(request.body == Data("abcd".utf8))
    }
}

@Suite("MiniHTTP: the server, on 127.0.0.1")
struct HTTPServerTests {
    /// A server that echoes the route and body, and sleeps on nothing.
    func echo(_ configure: (inout HTTPServer.Options) -> Void = { _ in }) throws -> HTTPServer {
        var options = HTTPServer.Options()
        configure(&options)
        return try HTTPServer(options) { request in
            .text(
                request.route + " " + String(decoding: request.body, as: UTF8.self),
                type: "text/plain")
        }
    }

    /// `request` sent with URLSession, a real HTTP client; the status and body.
    func fetch(_ request: URLRequest) async throws -> (Int, String) {
        let (data, response) = try await URLSession.shared.data(for: request)
        return (
            (response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self)
        )
    }

    @Test("answers a real HTTP client, GET and POST")
    func roundTrip() async throws {
        let server = try echo()
        defer { server.stop() }
        var post = URLRequest(url: URL(string: server.url + "api/x?y=1")!)
        post.httpMethod = "POST"
        post.httpBody = Data("body".utf8)
        post.timeoutInterval = 10

        let (status, text) = try await fetch(post)

        #expect(status == 200)
        #expect(text == "POST /api/x body")
        #expect(server.url.hasPrefix("http://127.0.0.1:"))
    }

    /// `raw` bytes sent on one connection to `server`, and all it answered until it hung up.
    func exchange(_ raw: String, with server: HTTPServer) throws -> String {
        let descriptor = try #require(Socket.connect(host: "127.0.0.1", port: server.port))
        defer { _ = close(descriptor) }
        Socket.prepare(descriptor, timeout: 10)
        Socket.send(Data(raw.utf8), to: descriptor)
        var received = Data()
        while let chunk = Socket.receive(descriptor) { received.append(chunk) }
        return String(decoding: received, as: UTF8.self)
    }

    @Test("keeps a connection alive for a second request, and closes when asked")
    func keepAlive() throws {
        let server = try echo()
        defer { server.stop() }

        let text = try exchange(
            "GET /one HTTP/1.1\r\n\r\nGET /two HTTP/1.1\r\nConnection: close\r\n\r\n", with: server)

        #expect(text.contains("Connection: keep-alive\r\n\r\nGET /one "))
        #expect(text.contains("Connection: close\r\n\r\nGET /two "))
    }

    @Test("a stalled half-request delays no one")
    func stalled() throws {
        let server = try echo()
        defer { server.stop() }
        let stalled = try #require(Socket.connect(host: "127.0.0.1", port: server.port))
        defer { _ = close(stalled) }
        Socket.prepare(stalled, timeout: 10)
        Socket.send(Data("POST /slow HTTP/1.1\r\nContent-Length: 10\r\n\r\nabc".utf8), to: stalled)

        let answer = try HTTPClient.send("GET", server.url + "fast")

        #expect(answer.status == 200)
        #expect(String(decoding: answer.body, as: UTF8.self) == "GET /fast ")
    }

    @Test("a malformed request gets 400 with a reason, a large body 413, and the server goes on")
    func badInput() throws {
        let server = try echo()
        defer { server.stop() }
        for (raw, status) in [
            ("NONSENSE\r\n\r\n", "400"),
            ("POST / HTTP/1.1\r\nContent-Length: 2000000\r\n\r\n", "413"),
        ] {
            let text = try exchange(raw, with: server)
            #expect(text.hasPrefix("HTTP/1.1 \(status) "), "\(raw.prefix(20))")
            #expect(text.contains(#""reason":"#))
        }
        #expect(try HTTPClient.send("GET", server.url).status == 200)
    }

    @Test("a client still sending a body too large reads the 413, not a reset connection")
    func refusedWhileSending() throws {
        let server = try echo { $0.parser = RequestParser(maxHead: 1024, maxBody: 16) }
        defer { server.stop() }

        for _ in 0..<5 {
            let answer = try HTTPClient.send("POST", server.url, body: Data(count: 4 * 1024 * 1024))
            #expect(answer.status == 413)
        }
        #expect(try HTTPClient.send("GET", server.url).status == 200)
    }

    @Test("the client names a URL it cannot use, and a port where nothing listens")
    func clientFailures() throws {
        // A port held without listening: no server another test starts can take it meanwhile.
        let held = try Socket.bound(host: "127.0.0.1", port: 0)
        defer { _ = close(held.descriptor) }
        let url = "http://127.0.0.1:\(held.port)/"
        for (target, words) in [("https://x/", "not an http:// URL"), (url, "nothing answers")] {
            do {
                _ = try HTTPClient.send("GET", target)
                Issue.record("\(target) answered")
            } catch {
                #expect("\(error)".contains(words), "\(error)")
            }
        }
    }

    @Test("a keep-alive client sends many requests on one connection, and reconnects when told")
    func keepAliveClient() throws {
        let keeping = try echo()
        defer { keeping.stop() }
        let closing = try echo { $0.keepAlive = false }
        defer { closing.stop() }
        let kept = try HTTPConnection(keeping.url)
        let reopened = try HTTPConnection(closing.url)

        for index in 0..<3 {
            let body = Data("n\(index)".utf8)
            let first = try kept.send("POST", "/a?x=\(index)", body: body)
            let second = try reopened.send("POST", "/b", body: body)
            #expect(String(decoding: first.body, as: UTF8.self) == "POST /a n\(index)")
            #expect(String(decoding: second.body, as: UTF8.self) == "POST /b n\(index)")
        }

        #expect(kept.connections == 1)
        #expect(reopened.connections == 3)
    }

    @Test("a load test counts what was answered, on one connection a client, with its latencies")
    func load() throws {
        let server = try echo()
        defer { server.stop() }

        let figures = try LoadTest(url: server.url + "load", clients: 3, length: .requests(40))
            .run()

        #expect(figures.answered == 120)
        #expect(figures.failed == 0)
        #expect(figures.connections == 3)
        #expect(figures.latencies.sorted.count == figures.answered)
        #expect(figures.latencies.percentile(0.5) <= figures.latencies.percentile(0.99))
    }
}

@Suite("MiniHTTP: latencies")
struct LatenciesTests {
    @Test(
        "the percentile is the latency that many requests did not exceed",
        arguments: [(0.5, 5.0), (0.99, 10.0), (0.1, 1.0), (1.0, 10.0), (0.0, 1.0)])
    func percentile(fraction: Double, expected: Double) {
        let latencies = Latencies([10, 9, 8, 7, 6, 5, 4, 3, 2, 1])

        #expect(latencies.percentile(fraction) == expected)
        #expect(Latencies([]).percentile(fraction) == 0)
    }
}
