import Foundation

/// An HTTP/1.1 request as the server read it.
public struct HTTPRequest: Equatable, Sendable {
    public var method: String
    /// The request target as sent: path and query.
    public var target: String
    /// Header names in lower case, as HTTP treats them.
    public var headers: [String: String]
    public var body: Data
    /// HTTP/1.0 or HTTP/1.1.
    public var version: String

    public init(
        method: String, target: String, headers: [String: String] = [:], body: Data = Data(),
        version: String = "HTTP/1.1"
    ) {
        self.method = method
        self.target = target
        self.headers = headers
        self.body = body
        self.version = version
    }

    /// The target's path, without the query.
    public var path: String {
        String(target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0])
    }

    /// The query's parameters, percent-decoded; the last of a repeated name wins.
    public var query: [String: String] {
        guard let mark = target.firstIndex(of: "?") else { return [:] }
        var result: [String: String] = [:]
        for pair in target[target.index(after: mark)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decoded(_ text: Substring) -> String {
                text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
                    ?? String(text)
            }
            result[decoded(parts[0])] = parts.count > 1 ? decoded(parts[1]) : ""
        }
        return result
    }

    /// `"GET /api/events"`: the method and the path.
    public var route: String { method + " " + path }

    /// Whether the client asked to keep the connection open after the response.
    var keepsAlive: Bool {
        let connection = headers["connection"]?.lowercased() ?? ""
        return version == "HTTP/1.0" ? connection == "keep-alive" : connection != "close"
    }
}

/// An HTTP response: a status, headers and a body.
public struct HTTPResponse: Equatable, Sendable {
    public var status: Int
    /// Headers besides `Content-Length` and `Connection`, which the server writes.
    public var headers: [(name: String, value: String)]
    public var body: Data

    public init(status: Int, headers: [(name: String, value: String)] = [], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public static func == (lhs: HTTPResponse, rhs: HTTPResponse) -> Bool {
        lhs.status == rhs.status && lhs.body == rhs.body
            && lhs.headers.map { "\($0.name): \($0.value)" }
                == rhs.headers.map { "\($0.name): \($0.value)" }
    }

    /// A JSON body, as is.
    public static func json(_ body: Data, status: Int = 200) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [("Content-Type", "application/json; charset=utf-8")],
            body: body)
    }

    /// `value` encoded as JSON, keys sorted.
    public static func json(encoding value: some Encodable, status: Int = 200) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return json((try? encoder.encode(value)) ?? Data("{}".utf8), status: status)
    }

    /// The error shape every server here answers with: `{"error": true, "reason": "…"}`.
    public static func error(_ status: Int, _ reason: String) -> HTTPResponse {
        json(encoding: ErrorBody(error: true, reason: reason), status: status)
    }

    public static func html(_ text: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(
            status: status,
            headers: [
                ("Content-Type", "text/html; charset=utf-8"),
                (
                    "Content-Security-Policy",
                    "default-src 'self'; style-src 'self' 'unsafe-inline'; script-src 'self' 'unsafe-inline'"
                ),
            ],
            body: Data(text.utf8))
    }

    public static func text(_ text: String, type: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", type)], body: Data(text.utf8))
    }

    /// The status line's reason phrase.
    static func reason(_ status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }

    /// The response on the wire; `close` says the server hangs up after it.
    func wire(close: Bool) -> Data {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\n"
        head += "Connection: \(close ? "close" : "keep-alive")\r\n\r\n"
        return Data(head.utf8) + body
    }

    private struct ErrorBody: Encodable {
        let error: Bool
        let reason: String
    }
}
