import Foundation

/// A request as the fake server received it on the wire.
public struct HTTPRequestRecord: Equatable, Sendable {
    /// The headers the apps set (`addValue(_:forHTTPHeaderField:)` in both apps' API.swift).
    /// Every other header is the HTTP client's own, and differs by platform (libcurl on Linux,
    /// CFNetwork on a Mac, each version adding its own): kept out, whatever it is.
    static let appHeaders: Set<String> = ["authorization", "content-type"]

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
        where Self.appHeaders.contains(name) {
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
