import Foundation
import MiniHTTP
import Testing

@testable import MyBizServer

/// The MyBiz server on 127.0.0.1, spoken to as the app speaks to it, over real sockets: what
/// it serves, and to whom.
@Suite("MyBiz server")
struct MyBizServerTests {
    @Test("logs the sample credentials in, with a token for Coulson")
    func login() throws {
        let server = try SampleServer.start()
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
        let server = try SampleServer.start()
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
        let server = try SampleServer.start()
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
        let server = try SampleServer.start()
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
        let server = try SampleServer.start()
        defer { server.stop() }
        let client = try Client.loggedIn(server)

        let announcements = try client.get([Records.Announcement].self, "api/announcements")
        let employees = try client.get([Records.Employee].self, "api/employees")
        let products = try client.get([Records.Product].self, "api/products")
        let purchases = try client.get([Records.PurchaseOrder].self, "api/purchases")
        let user = try client.get(Records.User.self, "api/users/Coulson")

        #expect(announcements.map(\.id) == ["A1", "A2", "A3"])
        #expect(announcements.allSatisfy { $0.date < SampleServer.today })
        let fury = try #require(employees.first { $0.id == "Fury" })
        #expect(fury.directReports == ["Coulson", "Cap", "Wasp"])
        #expect(employees.first { $0.id == "Cap" }?.birthday == "07-04-1920")
        #expect(products.map(\.id) == ["P100", "P200", "P300"])
        #expect(products.map(\.supplier) == SampleData.products.map(\.product.supplier))
        // Quinjet fuel is on promotion from three days before the server's today to four after.
        #expect(
            products[1].promotion
                == Records.Promotion(percentOff: 12, starts: "2019-04-07", ends: "2019-04-14"))
        #expect(user.region == "NY")
        #expect(purchases.map(\.poNumber) == [1001, 1002, 1003])
        #expect(purchases.map(\.id) == ["PO1", "PO2", "PO3"])
        #expect(user.email == "agent@shield.org")
    }

    @Test("answers 404 for an unknown user or path, and 405 with Allow for a wrong method")
    func notFound() throws {
        let server = try SampleServer.start()
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
        let server = try SampleServer.start()
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
