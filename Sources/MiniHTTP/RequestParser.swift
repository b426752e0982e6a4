import Foundation

/// Reads HTTP/1.1 requests from the bytes a connection received so far: a request line,
/// headers and a `Content-Length` body. It never waits and never throws: each call says that
/// more bytes are needed, gives a request, or refuses with a status and a reason.
public struct RequestParser: Sendable {
    public enum Outcome: Equatable, Sendable {
        /// Not a whole request yet; `continueBody` says the client waits for `100 Continue`.
        case incomplete(continueBody: Bool)
        case request(HTTPRequest)
        /// A request the server must refuse, and then hang up.
        case refused(status: Int, reason: String)
    }

    /// The most bytes of a request line and headers.
    public var maxHead = 16 * 1024
    /// The most bytes of a body.
    public var maxBody = 1024 * 1024

    public init(maxHead: Int = 16 * 1024, maxBody: Int = 1024 * 1024) {
        self.maxHead = maxHead
        self.maxBody = maxBody
    }

    private static let headEnd = Data("\r\n\r\n".utf8)

    /// The next request at the start of `buffer`, which loses its bytes once it is whole.
    public func next(from buffer: inout Data) -> Outcome {
        guard let end = buffer.range(of: Self.headEnd) else {
            return buffer.count > maxHead
                ? .refused(
                    status: 431, reason: "the request line and headers pass \(maxHead) bytes")
                : .incomplete(continueBody: false)
        }
        guard end.lowerBound - buffer.startIndex <= maxHead else {
            return .refused(
                status: 431, reason: "the request line and headers pass \(maxHead) bytes")
        }
        guard let head = String(data: buffer[buffer.startIndex..<end.lowerBound], encoding: .utf8)
        else { return .refused(status: 400, reason: "the request head is not UTF-8 text") }
        var lines = head.components(separatedBy: "\r\n")
        let words = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard words.count == 3, !words[0].isEmpty, words[0].allSatisfy(\.isUppercase),
            words[1].hasPrefix("/"), words[2] == "HTTP/1.1" || words[2] == "HTTP/1.0"
        else {
            return .refused(
                status: 400, reason: "the request line must be 'METHOD /path HTTP/1.1'")
        }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
                !line[..<colon].contains(" ")
            else { return .refused(status: 400, reason: "a header line has no 'Name: value'") }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                .trimmingCharacters(in: .whitespaces)
        }
        if headers["transfer-encoding"] != nil {
            return .refused(status: 411, reason: "send the body with a Content-Length")
        }
        var length = 0
        if let value = headers["content-length"] {
            guard let number = Int(value), number >= 0 else {
                return .refused(status: 400, reason: "Content-Length '\(value)' is not a size")
            }
            length = number
        }
        guard length <= maxBody else {
            return .refused(
                status: 413, reason: "the body of \(length) bytes passes the limit of \(maxBody)")
        }
        let bodyStart = end.upperBound
        guard buffer.endIndex - bodyStart >= length else {
            return .incomplete(continueBody: headers["expect"]?.lowercased() == "100-continue")
        }
        let request = HTTPRequest(
            method: String(words[0]), target: String(words[1]), headers: headers,
            body: Data(buffer[bodyStart..<(bodyStart + length)]), version: String(words[2]))
        buffer = Data(buffer[(bodyStart + length)...])
        return .request(request)
    }
}
