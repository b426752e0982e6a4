import Foundation
import MiniHTTP
import MiniSQLite

/// The MyBiz REST API the app talks to: each request answered from the store, errors in the
/// `{"error": true, "reason": …}` shape the app decodes. Every route but the login needs the
/// `Bearer` token the login gave.
final class MyBizService: Sendable {
    private let store: MyBizStore
    /// Midnight (UTC) of the server's today: the sample dates are relative to it.
    private let today: @Sendable () -> Date
    /// When a report is received.
    private let now: @Sendable () -> Date

    init(
        store: MyBizStore, today: @escaping @Sendable () -> Date,
        now: @escaping @Sendable () -> Date
    ) {
        self.store = store
        self.today = today
        self.now = now
    }

    /// A route's answer to a request, or the error a client gets.
    private enum Refusal: Error {
        case status(Int, String)
    }

    /// The paths the server knows and the methods each takes; `{id}` is one path segment.
    static let routes: [(path: String, methods: [String])] = [
        ("/", ["GET"]),
        ("/api/users/login", ["POST"]),
        ("/api/users/{id}", ["GET"]),
        ("/api/announcements", ["GET"]),
        ("/api/employees", ["GET"]),
        ("/api/events", ["GET"]),
        ("/api/products", ["GET"]),
        ("/api/purchases", ["GET", "POST"]),
        ("/api/analytics", ["GET", "POST"]),
    ]

    func respond(to request: HTTPRequest) -> HTTPResponse {
        do {
            return try answer(request)
        } catch Refusal.status(let status, let reason) {
            return .error(status, reason)
        } catch {
            return .error(500, "the server's database failed: \(error)")
        }
    }

    private func answer(_ request: HTTPRequest) throws -> HTTPResponse {
        let path = request.path
        guard let route = Self.routes.first(where: { Self.matches($0.path, path) }) else {
            throw Refusal.status(
                404, "there is no \(Self.quoted(path)) here; GET / lists the routes")
        }
        guard route.methods.contains(request.method) else {
            var response = HTTPResponse.error(
                405,
                "\(path) takes \(route.methods.joined(separator: " or ")), not \(request.method)")
            response.headers.append(("Allow", route.methods.joined(separator: ", ")))
            return response
        }
        switch (request.method, route.path) {
        case ("GET", "/"):
            return .text(Self.index, type: "text/plain; charset=utf-8")
        case ("POST", "/api/users/login"):
            return try login(request)
        default:
            break
        }
        let user = try authenticated(request)
        switch (request.method, route.path) {
        case ("GET", "/api/users/{id}"):
            let id = String(path.dropFirst("/api/users/".count))
            guard let found = try store.user(id: id) else {
                throw Refusal.status(404, "there is no user \(Self.quoted(id))")
            }
            return try Self.json(found)
        case ("GET", "/api/announcements"):
            return try Self.json(store.announcements(today: today()))
        case ("GET", "/api/employees"): return try Self.json(store.employees())
        case ("GET", "/api/events"): return try Self.json(store.events(today: today()))
        case ("GET", "/api/products"): return try Self.json(store.products(today: today()))
        case ("GET", "/api/purchases"): return try Self.json(store.purchases(today: today()))
        case ("POST", "/api/purchases"): return try submit(request, by: user)
        case ("GET", "/api/analytics"): return try Self.json(store.reports())
        default:
            let report = try decode(Records.Report.self, from: request)
            return try Self.json(store.add(report, by: user, at: now()).report)
        }
    }

    /// What a client sent, as an error repeats it: at most 80 characters, so a long name cannot
    /// make a long answer.
    private static func quoted(_ text: String) -> String {
        text.count <= 80 ? text : text.prefix(80) + "…"
    }

    /// `value` as the app reads it: JSON, dates in ISO 8601.
    private static func json(_ value: some Encodable) throws -> HTTPResponse {
        .json(try Records.encoder.encode(value))
    }

    /// Whether `path` is one `pattern` describes.
    private static func matches(_ pattern: String, _ path: String) -> Bool {
        let expected = pattern.split(separator: "/", omittingEmptySubsequences: false)
        let given = path.split(separator: "/", omittingEmptySubsequences: false)
        guard expected.count == given.count else { return false }
        return zip(expected, given).allSatisfy { want, have in
            want == "{id}" ? !have.isEmpty : want == have
        }
    }

    // MARK: - Logging in

    private func login(_ request: HTTPRequest) throws -> HTTPResponse {
        let header = request.headers["authorization"] ?? ""
        guard header.hasPrefix("Basic "),
            let decoded = Data(base64Encoded: String(header.dropFirst(6))),
            let pair = String(data: decoded, encoding: .utf8), let colon = pair.firstIndex(of: ":")
        else {
            throw Refusal.status(
                401, "Log in with an Authorization header: Basic, then base64 of email:password.")
        }
        let email = String(pair[..<colon])
        let password = String(pair[pair.index(after: colon)...])
        guard let token = try store.login(email: email, password: password) else {
            throw Refusal.status(401, "Invalid email or password.")
        }
        return try Self.json(token)
    }

    /// The user whose token the request carries.
    private func authenticated(_ request: HTTPRequest) throws -> String {
        let header = request.headers["authorization"] ?? ""
        guard header.hasPrefix("Bearer ") else {
            throw Refusal.status(
                401,
                "Log in first: send the token POST /api/users/login gave as Authorization: Bearer …"
            )
        }
        guard let user = try store.user(token: String(header.dropFirst(7))) else {
            throw Refusal.status(401, "That token is not one this server gave; log in again.")
        }
        return user
    }

    // MARK: - Posts

    private func submit(_ request: HTTPRequest, by user: String) throws -> HTTPResponse {
        let order = try decode(Records.PurchaseOrder.self, from: request)
        guard !order.lines.isEmpty else {
            throw Refusal.status(400, "a purchase order needs at least one line")
        }
        let known = try store.productIDs()
        for line in order.lines {
            guard known.contains(line.productId) else {
                throw Refusal.status(400, "there is no product \(Self.quoted(line.productId))")
            }
            guard line.quantity > 0 else {
                throw Refusal.status(400, "the quantity of \(line.productId) must be 1 or more")
            }
        }
        do {
            return try Self.json(store.add(order, by: user))
        } catch let conflict as MyBizStore.Conflict {
            throw Refusal.status(409, "PO #\(conflict.poNumber) exists; number the order anew")
        }
    }

    private func decode<T: Decodable>(_ type: T.Type, from request: HTTPRequest) throws -> T {
        do {
            return try Records.decoder.decode(type, from: request.body)
        } catch {
            throw Refusal.status(400, "the body is not a \(T.self) as JSON: \(Self.explain(error))")
        }
    }

    /// A decoding error in one line: what is wrong, and where.
    private static func explain(_ error: Error) -> String {
        func place(_ path: [CodingKey]) -> String {
            path.isEmpty ? "the top level" : path.map(\.stringValue).joined(separator: ".")
        }
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?:
            return "\(place(context.codingPath + [key])) is missing"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            return "\(place(context.codingPath)) has the wrong type"
        case .dataCorrupted(let context)?:
            return context.codingPath.isEmpty
                ? "it is not JSON" : "\(place(context.codingPath)) is not valid"
        default:
            return "it is not JSON"
        }
    }

    static let index = """
        MyBiz server: the REST API of the MyBiz app.
        POST /api/users/login    Authorization: Basic base64(email:password) -> {token, userID}
        Every other route needs Authorization: Bearer <token>:
        GET  /api/users/{id}     the user
        GET  /api/announcements  announcements
        GET  /api/employees      the org chart, with birthdays
        GET  /api/events         the calendar, dated from the server's today
        GET  /api/products       products
        GET  /api/purchases      purchase orders; POST one to add it
        GET  /api/analytics      the reports received, with user and time; POST one to add it
        Sample login: agent@shield.org / hailHydra

        """
}
