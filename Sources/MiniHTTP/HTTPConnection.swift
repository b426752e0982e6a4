import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A keep-alive HTTP/1.1 client of one server: requests one after another on one connection,
/// connecting again when the server closed it (as an HTTP/1.0 server does after each answer).
/// One thread uses it at a time.
public final class HTTPConnection {
    public let host: String
    public let port: UInt16
    private let timeout: Double
    private var descriptor: Int32?
    private var buffer = Data()
    /// How many times it connected: 1 when the server kept the connection open throughout.
    public private(set) var connections = 0

    /// A client of `url`'s host and port (an `http://` URL with an IPv4 address or localhost).
    public init(_ url: String, timeout: Double = 10) throws {
        guard let parts = URLComponents(string: url), parts.scheme == "http",
            var host = parts.host, !host.isEmpty
        else { throw HTTPClient.Failure(description: "'\(url)' is not an http:// URL") }
        if host == "localhost" { host = "127.0.0.1" }
        self.host = host
        port = UInt16(parts.port ?? 80)
        self.timeout = timeout
    }

    deinit {
        if let descriptor { _ = close(descriptor) }
    }

    /// Sends `method` `target` (a path and query) and reads the whole response.
    public func send(
        _ method: String, _ target: String, headers: [(String, String)] = [], body: Data = Data()
    ) throws -> HTTPClient.Response {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: \(host):\(port)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\n\r\n"
        let request = Data(head.utf8) + body
        let client = try connected()
        guard Socket.send(request, to: client) else {
            // The server closed the idle connection: once more, on a new one.
            hangUp()
            guard Socket.send(request, to: try connected()) else {
                throw HTTPClient.Failure(description: "\(host):\(port) hung up on the request")
            }
            return try response()
        }
        return try response()
    }

    private func connected() throws -> Int32 {
        if let descriptor { return descriptor }
        guard let descriptor = Socket.connect(host: host, port: port) else {
            throw HTTPClient.Failure(description: "nothing answers at \(host):\(port)")
        }
        Socket.prepare(descriptor, timeout: timeout)
        self.descriptor = descriptor
        buffer = Data()
        connections += 1
        return descriptor
    }

    private func hangUp() {
        if let descriptor { _ = close(descriptor) }
        descriptor = nil
    }

    /// The next response on the connection: its head, then `Content-Length` bytes of body, or
    /// everything until the server hangs up when it gives no length.
    private func response() throws -> HTTPClient.Response {
        let address = "\(host):\(port)"
        let separator = Data("\r\n\r\n".utf8)
        while buffer.range(of: separator) == nil {
            guard let descriptor, let chunk = Socket.receive(descriptor) else {
                hangUp()
                throw HTTPClient.Failure(description: "\(address) hung up before answering")
            }
            buffer.append(chunk)
        }
        let headEnd = buffer.range(of: separator)!.upperBound
        let head = try HTTPClient.parse(buffer[..<headEnd], from: address)
        var length = head.headers["content-length"].flatMap { Int($0) }
        while length.map({ buffer.count - headEnd < $0 }) ?? true {
            guard let descriptor, let chunk = Socket.receive(descriptor) else {
                guard length == nil else {
                    hangUp()
                    throw HTTPClient.Failure(description: "\(address) hung up mid-answer")
                }
                length = buffer.count - headEnd
                break
            }
            buffer.append(chunk)
        }
        let end = headEnd + (length ?? 0)
        let answer = try HTTPClient.parse(buffer[..<end], from: address)
        // HTTP/1.0 closes after each answer unless it says keep-alive; HTTP/1.1 when it says so.
        let connection = answer.headers["connection"]?.lowercased()
        let closes =
            buffer.starts(with: Data("HTTP/1.0".utf8))
            ? connection != "keep-alive" : connection == "close"
        buffer = Data(buffer[end...])
        if closes || head.headers["content-length"] == nil { hangUp() }
        return answer
    }
}
