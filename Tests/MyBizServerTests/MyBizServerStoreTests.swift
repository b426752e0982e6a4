import Foundation
import MiniHTTP
import MiniSQLite
import Testing

@testable import MyBizServer

/// The MyBiz server on 127.0.0.1, over real sockets: what it keeps of what the app sends, what
/// it refuses to keep and why, and what it still has after a restart.
@Suite("MyBiz server: what it keeps")
struct MyBizServerStoreTests {
    @Test("keeps a submitted purchase order, lists it, and refuses its number twice")
    func purchase() throws {
        let server = try SampleServer.start()
        defer { server.stop() }
        let client = try Client.loggedIn(server)
        let order = Records.PurchaseOrder(
            id: nil, poNumber: 1004, date: SampleServer.today,
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
        let server = try SampleServer.start()
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
        let server = try SampleServer.start()
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
        let server = try SampleServer.start()
        defer { server.stop() }
        let client = try Client.loggedIn(server)

        let answer = try client.send("POST", "api/analytics", body: Data(count: 1024 * 1024 + 1))

        #expect(answer.status == 413)
        #expect(try client.send("GET", "api/products").status == 200)
    }

    @Test("keeps 200 analytics reports posted at once, each with its user and time")
    func concurrentReports() throws {
        let server = try SampleServer.start()
        defer { server.stop() }
        let client = try Client.loggedIn(server)
        let statuses = Statuses()

        DispatchQueue.concurrentPerform(iterations: 200) { index in
            let report = Records.Report(
                name: "Report \(index)", recordedDate: SampleServer.today, type: "ScreenView",
                duration: nil, device: "iPhone", os: "17.5", appVersion: "2.3.1")
            statuses.add((try? client.send("POST", "api/analytics", json: report))?.status ?? 0)
        }
        let listed = try client.get([Records.ReceivedReport].self, "api/analytics")

        #expect(statuses.all == Array(repeating: 200, count: 200))
        #expect(Set(listed.map(\.report.name)) == Set((0..<200).map { "Report \($0)" }))
        #expect(listed.allSatisfy { $0.userID == "Coulson" && $0.receivedDate == SampleServer.now })
    }

    @Test(
        "opens a database an older server wrote: adds the new columns, keeps every row, and gives the sample rows their terms"
    )
    func olderDatabase() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mybiz-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mybiz.sqlite").path
        do {
            let old = try SQLiteDatabase(path: file)
            try old.execute(
                """
                CREATE TABLE users (id TEXT PRIMARY KEY, given TEXT NOT NULL,
                  family TEXT NOT NULL, email TEXT NOT NULL UNIQUE, password TEXT NOT NULL,
                  role TEXT NOT NULL);
                CREATE TABLE products (id TEXT PRIMARY KEY, name TEXT NOT NULL,
                  cost REAL NOT NULL);
                INSERT INTO users VALUES ('Coulson', 'Phil', 'Coulson', 'agent@shield.org',
                  'hailHydra', 'Agent');
                INSERT INTO products VALUES ('P100', 'Vibranium shield', 1250.0);
                INSERT INTO products VALUES ('P900', 'Cosmic cube', 99.0);
                """)
        }

        let server = try SampleServer.start(database: file)
        defer { server.stop() }
        let client = try Client.loggedIn(server)
        let products = try client.get([Records.Product].self, "api/products")
        let user = try client.get(Records.User.self, "api/users/Coulson")

        #expect(products.map(\.id) == ["P100", "P900"], "no row added, none lost")
        let shield = try #require(products.first)
        #expect(shield.supplier == "Wakanda Design Group")
        #expect(shield.contractPrice == 1100 && shield.contractMinimum == 8)
        #expect(
            shield.promotion
                == Records.Promotion(
                    percentOff: 5, starts: "2019-04-13", ends: "2019-04-20"))
        #expect(products.last == Records.Product(id: "P900", name: "Cosmic cube", cost: 99))
        #expect(user.region == "NY")
    }

    @Test("keeps what it acknowledged in its file across a restart, and the sample data once")
    func restart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mybiz-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mybiz.sqlite").path
        let report = Records.Report(
            name: "CalendarShown", recordedDate: SampleServer.today, type: "ScreenView",
            duration: 2.5, device: "iPhone", os: "17.5", appVersion: "2.3.1")
        let order = Records.PurchaseOrder(
            id: nil, poNumber: 1010, date: SampleServer.today,
            lines: [.init(productId: "P100", quantity: 1, cost: 1250)])

        let first = try SampleServer.start(database: file)
        let client = try Client.loggedIn(first)
        #expect(try client.send("POST", "api/analytics", json: report).status == 200)
        #expect(try client.send("POST", "api/purchases", json: order).status == 200)
        first.stop()
        let second = try SampleServer.start(database: file)
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
}

/// Statuses collected from many threads.
private final class Statuses: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [Int] = []
    func add(_ status: Int) { lock.withLock { received.append(status) } }
    var all: [Int] { lock.withLock { received } }
}
