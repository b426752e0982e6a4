import Foundation

/// A request as the fake server received it on the wire.
public struct HTTPRequestRecord: Equatable, Sendable {
    /// Headers the HTTP client adds by itself, which differ between platforms.
    static let transportHeaders: Set<String> = [
        "host", "user-agent", "accept", "accept-encoding", "accept-language", "content-length",
        "connection", "expect", "transfer-encoding",
    ]

    public let method: String
    public let path: String
    /// Header names in lower case, as HTTP treats them.
    public let headers: [String: String]
    public let body: Data

    public var route: String { method + " " + path }

    /// The request as text: the request line, the headers the app set (sorted), and the body.
    /// A JSON body is shown with sorted keys, so the text does not depend on encoding order.
    public var text: String {
        var lines = [route]
        for (name, value) in headers.sorted(by: { $0.key < $1.key })
        where !Self.transportHeaders.contains(name) {
            lines.append("\(name): \(value)")
        }
        if !body.isEmpty { lines += ["", bodyText] }
        return lines.joined(separator: "\n")
    }

    public var bodyText: String {
        guard let object = try? JSONSerialization.jsonObject(with: body),
            let sorted = try? JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .prettyPrinted])
        else { return String(decoding: body, as: UTF8.self) }
        return String(decoding: sorted, as: UTF8.self)
    }
}
