import Foundation
import MiniHTTP

/// A stand-in for the MyBiz backend on 127.0.0.1, on a port the system picks. It answers each
/// route (`"GET /api/events"`) with its canned response, answers anything else 404 with an
/// error payload, and records every request it receives.
public final class FakeMyBizServer: @unchecked Sendable {
    public struct Response: Sendable {
        public var status: Int
        public var body: Data

        public init(status: Int = 200, body: Data) {
            self.status = status
            self.body = body
        }

        public static func payload(_ payload: Payload, status: Int = 200) throws -> Response {
            Response(status: status, body: try payload.data())
        }
    }

    /// What the real backend answers when everything goes well.
    public static func happyRoutes() throws -> [String: Response] {
        [
            "POST /api/users/login": try .payload(.login),
            "GET /api/announcements": try .payload(.announcements),
            "GET /api/employees": try .payload(.employees),
            "GET /api/events": try .payload(.events),
            "GET /api/products": try .payload(.products),
            "GET /api/purchases": try .payload(.purchases),
            "POST /api/purchases": try .payload(.purchaseSaved),
            "GET /api/users/Coulson": try .payload(.user),
            "POST /api/analytics": try .payload(.reportSaved),
        ]
    }

    public let port: UInt16
    private let server: HTTPServer
    private let log: RequestLog
    private let answers: Answers

    public var baseURL: String { "http://127.0.0.1:\(port)/" }

    /// Listens on 127.0.0.1, on the MiniHTTP server the workbench's room uses too. Requests
    /// are served one after another, each on a connection of its own, so they are recorded in
    /// the order they arrive.
    public init(routes: [String: Response]) throws {
        let log = RequestLog()
        let answers = Answers(routes)
        var options = HTTPServer.Options()
        options.keepAlive = false
        options.concurrent = false
        options.readTimeout = 5
        server = try HTTPServer(options) { request in
            let record = HTTPRequestRecord(
                method: request.method, path: request.path, headers: request.headers,
                body: request.body)
            log.append(record)
            guard let response = answers[record.route] else {
                return .json(Data(#"{"error": true, "reason": "Not Found"}"#.utf8), status: 404)
            }
            return .json(response.body, status: response.status)
        }
        port = server.port
        self.log = log
        self.answers = answers
    }

    /// Answers `route` with `response` from now on, as a backend whose data changed would.
    public func answer(_ route: String, with response: Response) {
        answers[route] = response
    }

    deinit {
        server.stop()
    }

    /// Every request received so far, in order.
    public var requests: [HTTPRequestRecord] { log.records }

    /// Stops listening and waits for the serving thread to end. Safe to call twice.
    public func stop() {
        server.stop()
    }

    /// The answer of each route, shared with the serving thread.
    private final class Answers: @unchecked Sendable {
        private let lock = NSLock()
        private var routes: [String: Response]

        init(_ routes: [String: Response]) { self.routes = routes }

        subscript(route: String) -> Response? {
            get { lock.withLock { routes[route] } }
            set { lock.withLock { routes[route] = newValue } }
        }
    }

    /// The requests received, shared with the serving thread.
    private final class RequestLog: @unchecked Sendable {
        private let lock = NSLock()
        private var received: [HTTPRequestRecord] = []

        func append(_ record: HTTPRequestRecord) { lock.withLock { received.append(record) } }
        var records: [HTTPRequestRecord] { lock.withLock { received } }
    }
}
