import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A one-request HTTP/1.1 client on the system's sockets, for `http://` URLs with an IPv4
/// address or `localhost`: enough for a tool to post to a server on the same network.
public enum HTTPClient {
    /// A response: its status, its headers (names in lower case) and its body.
    public struct Response: Sendable {
        public let status: Int
        public let headers: [String: String]
        public let body: Data
    }

    /// Why a request got no answer.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Sends `method` `body` to `url` (whose path is used as is) and returns the response, or
    /// throws when the URL is not one it can reach, nothing answers, or the answer is garbled.
    /// `source` is the local address to send from (another loopback address, say).
    public static func send(
        _ method: String, _ url: String, body: Data = Data(),
        headers: [(String, String)] = [("Content-Type", "application/json")],
        timeout: Double = 10, from source: String? = nil
    ) throws -> Response {
        guard let parts = URLComponents(string: url), parts.scheme == "http",
            var host = parts.host, !host.isEmpty
        else { throw Failure(description: "'\(url)' is not an http:// URL") }
        if host == "localhost" { host = "127.0.0.1" }
        let port = UInt16(parts.port ?? 80)
        guard let descriptor = Socket.connect(host: host, port: port, from: source) else {
            throw Failure(description: "nothing answers at \(host):\(port)")
        }
        defer { _ = close(descriptor) }
        Socket.prepare(descriptor, timeout: timeout)
        let path =
            (parts.percentEncodedPath.isEmpty ? "/" : parts.percentEncodedPath)
            + (parts.percentEncodedQuery.map { "?" + $0 } ?? "")
        var head = "\(method) \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        let sent = Socket.send(Data(head.utf8) + body, to: descriptor)
        // A server may answer before the whole body arrives (413, say) and hang up: its answer
        // is still there to read.
        var received = Data()
        while let chunk = Socket.receive(descriptor) { received.append(chunk) }
        guard sent || !received.isEmpty else {
            throw Failure(description: "\(host):\(port) hung up before the request was sent")
        }
        return try parse(received, from: "\(host):\(port)")
    }

    /// Whether this machine has the IPv4 address `source` to send from.
    public static func canSend(from source: String) -> Bool {
        guard let held = try? Socket.bound(host: source, port: 0) else { return false }
        _ = close(held.descriptor)
        return true
    }

    /// A response read to its end.
    static func parse(_ data: Data, from address: String) throws -> Response {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)),
            let head = String(data: data[..<end.lowerBound], encoding: .utf8)
        else { throw Failure(description: "\(address) answered no HTTP response") }
        let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        let words = lines[0].split(separator: " ")
        guard words.count >= 2, words[0].hasPrefix("HTTP/1."), let status = Int(words[1]) else {
            throw Failure(description: "\(address) answered no HTTP status line")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                .trimmingCharacters(in: .whitespaces)
        }
        var body = Data(data[end.upperBound...])
        if let length = headers["content-length"].flatMap({ Int($0) }), body.count > length {
            body = body.prefix(length)
        }
        return Response(status: status, headers: headers, body: body)
    }
}
