import Foundation
import MiniHTTP

/// The analytics reports a MyBiz server received, as one line, fetched every half second on
/// a thread of its own with the sample login (the feed is the room's view of the server, not
/// the app's).
final class ReportFeed: @unchecked Sendable {
    private let server: String
    private var token: String?

    init(server: String) {
        self.server = server
    }

    /// Calls `update` with a new line whenever it changes, until the process ends.
    func start(_ update: @escaping @Sendable (String) -> Void) {
        let thread = Thread { [self] in
            var last = ""
            while true {
                let line = self.line()
                if line != last {
                    last = line
                    update(line)
                }
                Thread.sleep(forTimeInterval: 0.5)
            }
        }
        thread.start()
    }

    private func line() -> String {
        do {
            if token == nil { token = try login() }
            let answer = try HTTPClient.send(
                "GET", server + "api/analytics",
                headers: [("Authorization", "Bearer " + (token ?? ""))],
                timeout: 2)
            guard answer.status == 200,
                let reports = try JSONSerialization.jsonObject(with: answer.body)
                    as? [[String: Any]]
            else {
                if answer.status == 401 { token = nil }
                return "server's analytics: answered \(answer.status)"
            }
            let names = reports.suffix(3).compactMap {
                ($0["report"] as? [String: Any])?["name"] as? String
            }
            let count =
                "server received \(reports.count) analytics report\(reports.count == 1 ? "" : "s")"
            return names.isEmpty ? count : count + "; last: " + names.joined(separator: ", ")
        } catch {
            return "server's analytics: \(error)"
        }
    }

    private func login() throws -> String? {
        let basic = Data("agent@shield.org:hailHydra".utf8).base64EncodedString()
        let answer = try HTTPClient.send(
            "POST", server + "api/users/login", headers: [("Authorization", "Basic " + basic)],
            timeout: 2)
        let body = try JSONSerialization.jsonObject(with: answer.body) as? [String: Any]
        return body?["token"] as? String
    }
}
