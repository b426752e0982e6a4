import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
    private let core: Core

    public var baseURL: String { "http://127.0.0.1:\(port)/" }

    public init(routes: [String: Response]) throws {
        let (listener, port) = try Socket.listenOnLoopback()
        self.port = port
        core = Core(listener: listener, port: port, routes: routes)
        // The thread holds the core, not the server, so a server a test forgets to stop is
        // still released, and its deinit ends the thread.
        let thread = Thread { [core] in core.serve() }
        thread.name = "FakeMyBizServer"
        thread.start()
    }

    deinit {
        core.stop()
    }

    /// Every request received so far, in order.
    public var requests: [HTTPRequestRecord] {
        core.lock.withLock { core.received }
    }

    /// Stops listening and waits for the serving thread to end. Safe to call twice.
    public func stop() {
        core.stop()
    }

    /// What the serving thread uses: the listening socket, the routes and the requests.
    private final class Core: @unchecked Sendable {
        let listener: Int32
        let port: UInt16
        let lock = NSLock()
        let routes: [String: Response]
        var received: [HTTPRequestRecord] = []
        private var stopping = false
        private let stopped = DispatchSemaphore(value: 0)

        init(listener: Int32, port: UInt16, routes: [String: Response]) {
            self.listener = listener
            self.port = port
            self.routes = routes
        }

        func stop() {
            let first = lock.withLock {
                defer { stopping = true }
                return !stopping
            }
            guard first else { return }
            Socket.poke(port: port)
            stopped.wait()
            _ = close(listener)
        }

        func serve() {
            while true {
                let client = accept(listener, nil, nil)
                if lock.withLock({ stopping }) {
                    if client >= 0 { _ = close(client) }
                    break
                }
                guard client >= 0 else { continue }
                handle(client)
                _ = close(client)
            }
            stopped.signal()
        }

        private func handle(_ client: Int32) {
            Socket.setReceiveTimeout(client, seconds: 5)
            guard let request = HTTPWire.readRequest(from: client) else { return }
            let response: Response = lock.withLock {
                received.append(request)
                return routes[request.route]
                    ?? Response(
                        status: 404, body: Data(#"{"error": true, "reason": "Not Found"}"#.utf8))
            }
            HTTPWire.write(response, to: client)
        }
    }
}
