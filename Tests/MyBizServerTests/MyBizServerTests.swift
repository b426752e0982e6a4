import Foundation
import MiniHTTP
import Testing

@testable import MyBizServer

/// The MyBiz server on 127.0.0.1, spoken to as the app speaks to it, over real sockets.
@Suite("MyBiz server")
struct MyBizServerTests {
    /// 10 April 2019, the day the sample calendar counts from in these tests.
    static let today = MyBizServer.day("2019-04-10")!
    /// The time every report is received at.
    static let now = Date(timeIntervalSince1970: 1_554_890_400)

    static func start(database: String = ":memory:") throws -> MyBizServer {
        var options = MyBizServer.Options()
        options.today = today
        options.database = database
        return try MyBizServer(options, clock: { now })
    }

    @Test("logs the sample credentials in, with a token for Coulson")
    func login() throws {
        let server = try Self.start()
        defer { server.stop() }

        let answer = try Client(server).send(
            "POST", "api/users/login", basic: "agent@shield.org:hailHydra")

        #expect(answer.status == 200)
        let token = try Client.decode(Records.Token.self, answer)
        #expect(token.userID == "Coulson")
        #expect(!token.token.isEmpty)
    }

    @Test(
        "refuses a wrong password with the reason the app shows, and a missing login with how to log in",
        arguments: [
            ("agent@shield.org:hailShield", "Invalid email or password."),
            ("nobody@shield.org:hailHydra", "Invalid email or password."),
            (nil, "Log in with an Authorization header: Basic, then base64 of email:password."),
        ])
    func refusedLogin(credentials: String?, reason: String) throws {
        let server = try Self.start()
        defer { server.stop() }

        let answer = try Client(server).send("POST", "api/users/login", basic: credentials)

        #expect(answer.status == 401)
        #expect(try Client.error(answer) == reason)
    }

    @Test(
        "answers every route but the login only with a token it gave",
        arguments: [
            "api/users/Coulson", "api/announcements", "api/employees", "api/events",
            "api/products", "api/purchases", "api/analytics",
        ])
    func tokenRequired(path: String) throws {
        let server = try Self.start()
        defer { server.stop() }
        var client = Client(server)

        let without = try client.send("GET", path)
        client.token = "made-up"
        let madeUp = try client.send("GET", path)

        #expect(without.status == 401)
        #expect(try Client.error(without).hasPrefix("Log in first"))
        #expect(madeUp.status == 401)
        #expect(try Client.error(madeUp) == "That token is not one this server gave; log in again.")
    }

    @Test("dates the calendar from its today, so the same events move with the day")
    func eventsMoveWithToday() throws {
        let server = try Self.start()
        defer { server.stop() }
        var options = MyBizServer.Options()
        options.today = MyBizServer.day("2019-04-12")
        let later = try MyBizServer(options)
        defer { later.stop() }

        let events = try Client.loggedIn(server).get([Records.Event].self, "api/events")
        let moved = try Client.loggedIn(later).get([Records.Event].self, "api/events")

        let invasion = try #require(events.first { $0.name == "Alien invasion" })
        #expect(ISO8601DateFormatter().string(from: invasion.date) == "2019-04-10T12:00:00Z")
        #expect(zip(events, moved).allSatisfy { $1.date.timeIntervalSince($0.date) == 2 * 86_400 })
        #expect(Set(events.map(\.type)) == Records.eventTypes)
    }

    @Test("lists announcements, employees with their reports and birthdays, products and orders")
    func lists() throws {
        let server = try Self.start()
        defer { server.stop() }
        let client = try Client.loggedIn(server)

        let announcements = try client.get([Records.Announcement].self, "api/announcements")
        let employees = try client.get([Records.Employee].self, "api/employees")
        let products = try client.get([Records.Product].self, "api/products")
        let purchases = try client.get([Records.PurchaseOrder].self, "api/purchases")
        let user = try client.get(Records.User.self, "api/users/Coulson")

        #expect(announcements.map(\.id) == ["A1", "A2", "A3"])
        #expect(announcements.allSatisfy { $0.date < Self.today })
        let fury = try #require(employees.first { $0.id == "Fury" })
        #expect(fury.directReports == ["Coulson", "Cap", "Wasp"])
        #expect(employees.first { $0.id == "Cap" }?.birthday == "07-04-1920")
        #expect(products.map(\.id) == ["P100", "P200", "P300"])
        #expect(purchases.map(\.poNumber) == [1001, 1002, 1003])
        #expect(purchases.map(\.id) == ["PO1", "PO2", "PO3"])
        #expect(user.email == "agent@shield.org")
    }

    @Test("answers 404 for an unknown user or path, and 405 with Allow for a wrong method")
    func notFound() throws {
        let server = try Self.start()
        defer { server.stop() }
        let client = try Client.loggedIn(server)

        let nobody = try client.send("GET", "api/users/Nobody")
        let nowhere = try client.send("GET", "api/nowhere")
        let deleted = try client.send("DELETE", "api/events")
        let loginByGet = try client.send("GET", "api/users/login")

        #expect(nobody.status == 404)
        #expect(try Client.error(nobody) == "there is no user Nobody")
        #expect(nowhere.status == 404)
        #expect(
            try Client.error(nowhere) == "there is no /api/nowhere here; GET / lists the routes")
        #expect(deleted.status == 405)
        #expect(deleted.headers["allow"] == "GET")
        #expect(try Client.error(deleted) == "/api/events takes GET, not DELETE")
        #expect(loginByGet.status == 405)
    }

    @Test("keeps a submitted purchase order, lists it, and refuses its number twice")
    func purchase() throws {
        let server = try Self.start()
        defer { server.stop() }
        let client = try Client.loggedIn(server)
        let order = Records.PurchaseOrder(
            id: nil, poNumber: 1004, date: Self.today,
            lines: [.init(productId: "P200", quantity: 3, cost: 310.5)])

        let saved = try client.send("POST", "api/purchases", json: order)
        let again = try client.send("POST", "api/purchases", json: order)
        let listed = try client.get([Records.PurchaseOrder].self, "api/purchases")

        #expect(saved.status == 200)
        var expected = order
        expected.id = "PO4"
        #expect(try Client.decode(Records.PurchaseOrder.self, saved) == expected)
        #expect(listed.last == expected)
        #expect(again.status == 409)
        #expect(try Client.error(again) == "PO #1004 exists; number the order anew")
    }

    @Test(
        "refuses a body it cannot keep with 400 and what is wrong with it",
        arguments: [
            (
                "api/purchases", "not json",
                "the body is not a PurchaseOrder as JSON: it is not JSON"
            ),
            (
                "api/purchases", #"{"date": "2019-04-10T00:00:00Z", "lines": []}"#,
                "the body is not a PurchaseOrder as JSON: poNumber is missing"
            ),
            (
                "api/purchases", #"{"poNumber": 7, "date": "2019-04-10T00:00:00Z", "lines": []}"#,
                "a purchase order needs at least one line"
            ),
            (
                "api/purchases",
                #"{"poNumber": 7, "date": "2019-04-10T00:00:00Z", "lines": [{"productId": "P9", "quantity": 1, "cost": 1}]}"#,
                "there is no product P9"
            ),
            (
                "api/purchases",
                #"{"poNumber": 7, "date": "2019-04-10T00:00:00Z", "lines": [{"productId": "P100", "quantity": 0, "cost": 1}]}"#,
                "the quantity of P100 must be 1 or more"
            ),
            (
                "api/analytics", #"{"name": "SettingsShown"}"#,
                "the body is not a Report as JSON: recordedDate is missing"
            ),
            (
                "api/analytics", #"{"name": 3}"#,
                "the body is not a Report as JSON: name has the wrong type"
            ),
        ])
    func badBody(path: String, body: String, reason: String) throws {
        let server = try Self.start()
        defer { server.stop() }
        let client = try Client.loggedIn(server)

        let answer = try client.send("POST", path, body: Data(body.utf8))

        #expect(answer.status == 400)
        #expect(try Client.error(answer) == reason)
        #expect(try client.get([Records.PurchaseOrder].self, "api/purchases").count == 3)
        #expect(try client.get([Records.ReceivedReport].self, "api/analytics").isEmpty)
    }

    @Test(
        "answers what no app sends, deep nesting, bytes that are not UTF-8 and long names, in a few words, and goes on"
    )
    func hostile() throws {
        let server = try Self.start()
        defer { server.stop() }
        let client = try Client.loggedIn(server)
        let deep = Data(
            (String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        let long = String(repeating: "x", count: 5_000)

        let nested = try client.send("POST", "api/purchases", body: deep)
        let binary = try client.send("POST", "api/analytics", body: Data([0xFF, 0xFE, 0x7B]))
        let named = try client.send("GET", "api/users/" + long)

        #expect(nested.status == 400)
        #expect(binary.status == 400)
        #expect(named.status == 404)
        #expect(
            try Client.error(named) == "there is no user " + String(repeating: "x", count: 80) + "…"
        )
        #expect(try client.get([Records.Product].self, "api/products").count == 3)
    }

    @Test("refuses a body over 1 MiB with 413, and serves the next client")
    func tooLarge() throws {
        let server = try Self.start()
        defer { server.stop() }
        let client = try Client.loggedIn(server)

        let answer = try client.send("POST", "api/analytics", body: Data(count: 1024 * 1024 + 1))

        #expect(answer.status == 413)
        #expect(try client.send("GET", "api/products").status == 200)
    }

    @Test("keeps 200 analytics reports posted at once, each with its user and time")
    func concurrentReports() throws {
        let server = try Self.start()
        defer { server.stop() }
        let client = try Client.loggedIn(server)
        let statuses = Statuses()

        DispatchQueue.concurrentPerform(iterations: 200) { index in
            let report = Records.Report(
                name: "Report \(index)", recordedDate: Self.today, type: "ScreenView",
                duration: nil, device: "iPhone", os: "17.5", appVersion: "2.3.1")
            statuses.add((try? client.send("POST", "api/analytics", json: report))?.status ?? 0)
        }
        let listed = try client.get([Records.ReceivedReport].self, "api/analytics")

        #expect(statuses.all == Array(repeating: 200, count: 200))
        #expect(Set(listed.map(\.report.name)) == Set((0..<200).map { "Report \($0)" }))
        #expect(listed.allSatisfy { $0.userID == "Coulson" && $0.receivedDate == Self.now })
    }

    @Test("keeps what it acknowledged in its file across a restart, and the sample data once")
    func restart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mybiz-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mybiz.sqlite").path
        let report = Records.Report(
            name: "CalendarShown", recordedDate: Self.today, type: "ScreenView", duration: 2.5,
            device: "iPhone", os: "17.5", appVersion: "2.3.1")
        let order = Records.PurchaseOrder(
            id: nil, poNumber: 1010, date: Self.today,
            lines: [.init(productId: "P100", quantity: 1, cost: 1250)])

        let first = try Self.start(database: file)
        let client = try Client.loggedIn(first)
        #expect(try client.send("POST", "api/analytics", json: report).status == 200)
        #expect(try client.send("POST", "api/purchases", json: order).status == 200)
        first.stop()
        let second = try Self.start(database: file)
        defer { second.stop() }
        var resumed = Client(second)
        resumed.token = client.token

        let reports = try resumed.get([Records.ReceivedReport].self, "api/analytics")
        #expect(reports.map(\.report) == [report])
        #expect(
            try resumed.get([Records.PurchaseOrder].self, "api/purchases").map(\.poNumber) == [
                1001, 1002, 1003, 1010,
            ])
        #expect(
            try resumed.get([Records.Employee].self, "api/employees").count
                == SampleData.employees.count)
    }

    @Test("says which database it cannot open, and what to do")
    func unopenable() {
        var options = MyBizServer.Options()
        options.database = "/nonexistent-folder/mybiz.sqlite"

        #expect {
            try MyBizServer(options)
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("cannot open the database /nonexistent-folder/mybiz.sqlite: ")
                && text.hasSuffix(
                    "give --db a writable file, or leave it out to keep the data in memory")
        }
    }

    @Test(
        "reads --today as a day of the calendar, and nothing else",
        arguments: [
            ("2019-04-10", 1_554_854_400.0), ("2024-02-29", 1_709_164_800.0), ("2019-02-29", nil),
            ("2019-4-10", nil), ("2019-13-01", nil), ("today", nil), ("", nil),
        ])
    func day(text: String, seconds: Double?) {
        #expect(MyBizServer.day(text)?.timeIntervalSince1970 == seconds)
    }

    @Test("lists its routes and the sample login on its front page")
    func index() throws {
        let server = try Self.start()
        defer { server.stop() }

        let answer = try Client(server).send("GET", "")

        #expect(answer.status == 200)
        let text = String(decoding: answer.body, as: UTF8.self)
        for route in MyBizService.routes.dropFirst() {
            #expect(text.contains(route.path), "the index does not list \(route.path)")
        }
        #expect(text.contains("agent@shield.org / hailHydra"))
    }
}

/// Statuses collected from many threads.
private final class Statuses: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [Int] = []
    func add(_ status: Int) { lock.withLock { received.append(status) } }
    var all: [Int] { lock.withLock { received } }
}
