import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 server on the system's sockets: a thread per connection, keep-alive,
/// `Content-Length` bodies, a read timeout, and a cap on the connections from one address, so a
/// client that stalls or floods holds only its own connections. A malformed request gets 400
/// and a reason, an oversized one 413, and the server hangs up on it; nothing a client sends
/// stops the server.
public final class HTTPServer: @unchecked Sendable {
    public struct Options: Sendable {
        /// The IPv4 address to listen on: loopback unless told otherwise.
        public var host = "127.0.0.1"
        /// 0: a free port the system picks.
        public var port: UInt16 = 0
        /// Seconds a request may take to arrive, and an idle connection may stay open.
        public var readTimeout = 10.0
        public var parser = RequestParser()
        /// Whether a connection serves more than one request.
        public var keepAlive = true
        /// Whether connections are served at once, each on its own thread, or one after another
        /// on the listening thread (a test double that must see requests in order).
        public var concurrent = true
        /// Connections served at once; one more gets 503.
        public var maxConnections = 512
        /// Connections served at once from one address; one more from it gets 503, so a
        /// client that floods or leaves requests half-sent cannot take the others' places.
        public var maxConnectionsPerAddress = 64

        public init() {}
    }

    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    public let host: String
    public let port: UInt16
    private let core: Core

    /// The URL a client on this machine uses.
    public var url: String { "http://\(host == "0.0.0.0" ? "127.0.0.1" : host):\(port)/" }

    /// Listens at once, and serves each request with `handler` until `stop`.
    public init(_ options: Options = Options(), handler: @escaping Handler) throws {
        Self.raiseOpenFileLimit(to: options.maxConnections * 2 + 64)
        let (listener, port) = try Socket.listen(host: options.host, port: options.port)
        host = options.host
        self.port = port
        core = Core(
            listener: listener, host: options.host, port: port, options: options, handler: handler)
        // The thread holds the core, not the server, so a server nobody stops is still
        // released, and its deinit ends the thread.
        let thread = Thread { [core] in core.acceptLoop() }
        thread.name = "HTTPServer :\(port)"
        thread.start()
    }

    deinit {
        core.stop()
    }

    /// Stops listening, hangs up every connection and waits for the listening thread to end.
    /// Safe to call twice.
    public func stop() {
        core.stop()
    }

    /// Lets the process open `count` files, within what the system allows: macOS gives a
    /// process 256 unless told, fewer than a server of 512 connections needs.
    static func raiseOpenFileLimit(to count: Int) {
        var limit = rlimit()
        #if canImport(Glibc)
            let resource = Int32(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur < rlim_t(count) else { return }
        limit.rlim_cur = min(rlim_t(count), limit.rlim_max)
        _ = setrlimit(resource, &limit)
    }

    /// Returns when SIGINT (Ctrl-C) or SIGTERM arrives, which then no longer end the process:
    /// a server's program waits here, then stops its server cleanly.
    public static func waitForStopSignal() {
        let done = DispatchSemaphore(value: 0)
        var sources: [DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { done.signal() }
            source.resume()
            sources.append(source)
        }
        done.wait()
        sources.forEach { $0.cancel() }
    }

    private final class Core: @unchecked Sendable {
        let listener: Int32
        let host: String
        let port: UInt16
        let options: Options
        let handler: Handler
        let lock = NSLock()
        private var stopping = false
        /// The connections served, with the address each comes from.
        private var clients: [Int32: UInt32] = [:]
        private var perAddress: [UInt32: Int] = [:]
        private let stopped = DispatchSemaphore(value: 0)

        init(
            listener: Int32, host: String, port: UInt16, options: Options,
            handler: @escaping Handler
        ) {
            self.listener = listener
            self.host = host
            self.port = port
            self.options = options
            self.handler = handler
        }

        func stop() {
            let first = lock.withLock {
                defer { stopping = true }
                return !stopping
            }
            guard first else { return }
            Socket.poke(host: host, port: port)
            stopped.wait()
            _ = close(listener)
            lock.withLock {
                for client in clients.keys { _ = shutdown(client, Int32(SHUT_RDWR)) }
            }
        }

        func acceptLoop() {
            while true {
                let accepted = Socket.accept(listener)
                if lock.withLock({ stopping }) {
                    if let accepted { _ = close(accepted.descriptor) }
                    break
                }
                guard let (client, peer) = accepted else {
                    // Out of descriptors (or another passing failure): give the connections
                    // being served a moment to end, rather than spin on accept.
                    usleep(10_000)
                    continue
                }
                Socket.prepare(client, timeout: options.readTimeout)
                guard options.concurrent else {
                    lock.withLock { admit(client, from: peer) }
                    serve(client)
                    finish(client)
                    continue
                }
                let refusal: String? = lock.withLock {
                    if clients.count >= options.maxConnections {
                        return "the server has too many connections; try again"
                    }
                    if perAddress[peer, default: 0] >= options.maxConnectionsPerAddress {
                        return "too many connections from your address; close some and try again"
                    }
                    admit(client, from: peer)
                    return nil
                }
                if let refusal {
                    Socket.send(HTTPResponse.error(503, refusal).wire(close: true), to: client)
                    _ = close(client)
                    continue
                }
                let thread = Thread { [self] in
                    serve(client)
                    finish(client)
                }
                thread.start()
            }
            stopped.signal()
        }

        /// Counts `client` as served, from `peer`; under the lock.
        private func admit(_ client: Int32, from peer: UInt32) {
            clients[client] = peer
            perAddress[peer, default: 0] += 1
        }

        /// Forgets `client` and closes it at once, under the lock: `stop` shuts down the
        /// clients it knows, and a number closed outside the lock could by then be another
        /// socket's, even another server's listener.
        private func finish(_ client: Int32) {
            lock.withLock {
                if let peer = clients.removeValue(forKey: client) {
                    let left = perAddress[peer, default: 1] - 1
                    perAddress[peer] = left > 0 ? left : nil
                }
                _ = close(client)
            }
        }

        /// Reads and answers requests on `client` until it hangs up, asks to close, stalls
        /// past the read timeout or sends what the parser refuses.
        private func serve(_ client: Int32) {
            var buffer = Data()
            var continued = false
            var started = Date()
            while !lock.withLock({ stopping }) {
                switch options.parser.next(from: &buffer) {
                case .request(let request):
                    let response = handler(request)
                    let closing = !options.keepAlive || !request.keepsAlive
                    guard Socket.send(response.wire(close: closing), to: client), !closing else {
                        return
                    }
                    continued = false
                    started = Date()
                case .refused(let status, let reason):
                    Socket.send(HTTPResponse.error(status, reason).wire(close: true), to: client)
                    Socket.drain(client)
                    return
                case .incomplete(let continueBody):
                    if continueBody, !continued {
                        Socket.send(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8), to: client)
                        continued = true
                    }
                    let late = Date().timeIntervalSince(started) > options.readTimeout
                    guard !late, let chunk = Socket.receive(client) else {
                        if !buffer.isEmpty {
                            Socket.send(
                                HTTPResponse.error(408, "the request did not arrive in time")
                                    .wire(close: true), to: client)
                        }
                        return
                    }
                    if buffer.isEmpty { started = Date() }
                    buffer.append(chunk)
                }
            }
        }
    }
}
