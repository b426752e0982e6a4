import Foundation
import MiniSQLite

/// The MyBiz server's data in SQLite: the sample company on first open, then every purchase
/// order and analytics report clients post. A write returns once it is committed, so what the
/// server acknowledged survives `kill -9`.
final class MyBizStore: @unchecked Sendable {
    /// A purchase order whose number another order already has.
    struct Conflict: Error {
        let poNumber: Int
    }

    private let database: SQLiteDatabase

    /// Opens (or creates, with the sample data) the database at `path`; `:memory:` keeps it in
    /// this process only.
    init(path: String) throws(SQLiteDatabase.Failure) {
        database = try SQLiteDatabase(path: path)
        try database.execute(
            """
            CREATE TABLE IF NOT EXISTS users (id TEXT PRIMARY KEY, given TEXT NOT NULL,
              family TEXT NOT NULL, email TEXT NOT NULL UNIQUE, password TEXT NOT NULL,
              role TEXT NOT NULL);
            CREATE TABLE IF NOT EXISTS tokens (token TEXT PRIMARY KEY, user TEXT NOT NULL);
            CREATE TABLE IF NOT EXISTS announcements (id TEXT PRIMARY KEY,
              seconds REAL NOT NULL, message TEXT NOT NULL);
            CREATE TABLE IF NOT EXISTS employees (position INTEGER PRIMARY KEY, id TEXT NOT NULL,
              given TEXT NOT NULL, family TEXT NOT NULL, location TEXT NOT NULL, manager TEXT,
              birthday TEXT);
            CREATE TABLE IF NOT EXISTS events (position INTEGER PRIMARY KEY, name TEXT NOT NULL,
              seconds REAL NOT NULL, type TEXT NOT NULL, duration REAL NOT NULL);
            CREATE TABLE IF NOT EXISTS products (id TEXT PRIMARY KEY, name TEXT NOT NULL,
              cost REAL NOT NULL);
            CREATE TABLE IF NOT EXISTS purchases (number INTEGER PRIMARY KEY AUTOINCREMENT,
              po INTEGER NOT NULL UNIQUE, seconds REAL NOT NULL, relative INTEGER NOT NULL,
              lines TEXT NOT NULL, user TEXT);
            CREATE TABLE IF NOT EXISTS reports (id INTEGER PRIMARY KEY AUTOINCREMENT,
              user TEXT NOT NULL, received REAL NOT NULL, report TEXT NOT NULL);
            """)
        let added = try addMissingColumns()
        let seeded = try database.query("SELECT count(*) FROM users") { $0.integer(0) }
        if seeded.first == 0 {
            try seed()
        } else if !added.isEmpty {
            try addSampleTerms()
        }
    }

    /// The columns later versions of the server added, each with its SQL type.
    private static let laterColumns = [
        ("users", "region", "TEXT"), ("products", "supplier", "TEXT"),
        ("products", "contract_price", "REAL"), ("products", "contract_minimum", "INTEGER"),
        ("products", "promo_percent", "REAL"), ("products", "promo_starts", "INTEGER"),
        ("products", "promo_ends", "INTEGER"),
    ]

    /// Adds to a database an older server wrote the columns it lacks, keeping every row; answers
    /// the columns added, as `table.column`.
    private func addMissingColumns() throws(SQLiteDatabase.Failure) -> [String] {
        var added: [String] = []
        for (table, column, type) in Self.laterColumns {
            let columns = try database.query(
                "SELECT name FROM pragma_table_info(?)", [.text(table)]
            ) { $0.text(0) }
            guard !columns.contains(column) else { continue }
            try database.execute("ALTER TABLE \(table) ADD COLUMN \(column) \(type)")
            added.append(table + "." + column)
        }
        return added
    }

    /// Gives the sample users and products of a database an older server seeded the regions
    /// and terms they have now, where nobody has set them.
    private func addSampleTerms() throws(SQLiteDatabase.Failure) {
        try database.transaction { (database) throws(SQLiteDatabase.Failure) in
            for login in SampleData.logins {
                try database.run(
                    "UPDATE users SET region = ? WHERE id = ? AND region IS NULL",
                    [login.user.region.map { .text($0) } ?? .null, .text(login.user.id)])
            }
            for offer in SampleData.products {
                try database.run(
                    "UPDATE products SET supplier = ?, contract_price = ?, contract_minimum = ?, "
                        + "promo_percent = ?, promo_starts = ?, promo_ends = ? "
                        + "WHERE id = ? AND supplier IS NULL",
                    Self.terms(of: offer) + [.text(offer.product.id)])
            }
        }
    }

    /// The columns of an offer after its id, name and cost, in the table's order.
    private static func terms(of offer: SampleData.Offer) -> [SQLiteDatabase.Value] {
        let product = offer.product
        return [
            product.supplier.map { .text($0) } ?? .null,
            product.contractPrice.map { .real($0) } ?? .null,
            product.contractMinimum.map { .integer($0) } ?? .null,
            offer.promotion.map { .real($0.percentOff) } ?? .null,
            offer.promotion.map { .integer($0.startDay) } ?? .null,
            offer.promotion.map { .integer($0.endDay) } ?? .null,
        ]
    }

    /// Dates stored relative to the server's today are seconds from its midnight (UTC).
    private static func seconds(day: Int, minute: Int) -> Double {
        Double(day * 86_400 + minute * 60)
    }

    private func seed() throws(SQLiteDatabase.Failure) {
        try database.transaction { (database) throws(SQLiteDatabase.Failure) in
            for login in SampleData.logins {
                let user = login.user
                try database.run(
                    "INSERT INTO users (id, given, family, email, password, role, region) "
                        + "VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [
                        .text(user.id), .text(user.givenName), .text(user.familyName),
                        .text(login.email), .text(login.password), .text(user.role),
                        user.region.map { .text($0) } ?? .null,
                    ])
            }
            for item in SampleData.announcements {
                try database.run(
                    "INSERT INTO announcements VALUES (?, ?, ?)",
                    [
                        .text(item.value.id),
                        .real(Self.seconds(day: item.day, minute: item.minute)),
                        .text(item.value.message),
                    ])
            }
            for person in SampleData.employees {
                try database.run(
                    "INSERT INTO employees (id, given, family, location, manager, birthday) "
                        + "VALUES (?, ?, ?, ?, ?, ?)",
                    [
                        .text(person.id), .text(person.givenName), .text(person.familyName),
                        .text(person.location), person.manager.map { .text($0) } ?? .null,
                        person.birthday.map { .text($0) } ?? .null,
                    ])
            }
            for event in SampleData.events {
                try database.run(
                    "INSERT INTO events (name, seconds, type, duration) VALUES (?, ?, ?, ?)",
                    [
                        .text(event.value.name),
                        .real(Self.seconds(day: event.day, minute: event.minute)),
                        .text(event.value.type), .real(event.value.duration),
                    ])
            }
            for offer in SampleData.products {
                let product = offer.product
                try database.run(
                    "INSERT INTO products (id, name, cost, supplier, contract_price, "
                        + "contract_minimum, promo_percent, promo_starts, promo_ends) "
                        + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [.text(product.id), .text(product.name), .real(product.cost)]
                        + Self.terms(of: offer))
            }
            for order in SampleData.purchases {
                try database.run(
                    "INSERT INTO purchases (po, seconds, relative, lines) VALUES (?, ?, 1, ?)",
                    [
                        .integer(order.value.poNumber),
                        .real(Self.seconds(day: order.day, minute: order.minute)),
                        .text(Self.json(order.value.lines)),
                    ])
            }
        }
    }

    // MARK: - Logins

    /// A new token for the user with this email and password, or nil.
    func login(email: String, password: String) throws(SQLiteDatabase.Failure) -> Records.Token? {
        let ids = try database.query(
            "SELECT id FROM users WHERE email = ? AND password = ?",
            [.text(email), .text(password)]
        ) { $0.text(0) }
        guard let id = ids.first else { return nil }
        let token = UUID().uuidString.lowercased()
        try database.run("INSERT INTO tokens VALUES (?, ?)", [.text(token), .text(id)])
        return Records.Token(token: token, userID: id)
    }

    /// The user a token was given to.
    func user(token: String) throws(SQLiteDatabase.Failure) -> String? {
        try database.query("SELECT user FROM tokens WHERE token = ?", [.text(token)]) {
            $0.text(0)
        }.first
    }

    func user(id: String) throws(SQLiteDatabase.Failure) -> Records.User? {
        try database.query(
            "SELECT id, given, family, email, role, region FROM users WHERE id = ?", [.text(id)]
        ) {
            Records.User(
                id: $0.text(0), givenName: $0.text(1), familyName: $0.text(2), email: $0.text(3),
                role: $0.text(4), region: $0.optionalText(5))
        }.first
    }

    // MARK: - What the screens list

    func announcements(today: Date) throws(SQLiteDatabase.Failure) -> [Records.Announcement] {
        try database.query("SELECT id, seconds, message FROM announcements ORDER BY id") {
            Records.Announcement(
                id: $0.text(0), date: today.addingTimeInterval($0.real(1)), message: $0.text(2))
        }
    }

    /// Everyone, each with the people who report to them, in the order they were added.
    func employees() throws(SQLiteDatabase.Failure) -> [Records.Employee] {
        let rows = try database.query(
            "SELECT id, given, family, location, manager, birthday FROM employees ORDER BY position"
        ) {
            Records.Employee(
                id: $0.text(0), givenName: $0.text(1), familyName: $0.text(2),
                location: $0.text(3), manager: $0.optionalText(4), directReports: [],
                birthday: $0.optionalText(5))
        }
        return rows.map { person in
            Records.Employee(
                id: person.id, givenName: person.givenName, familyName: person.familyName,
                location: person.location, manager: person.manager,
                directReports: rows.filter { $0.manager == person.id }.map(\.id),
                birthday: person.birthday)
        }
    }

    func events(today: Date) throws(SQLiteDatabase.Failure) -> [Records.Event] {
        try database.query("SELECT name, seconds, type, duration FROM events ORDER BY position") {
            Records.Event(
                name: $0.text(0), date: today.addingTimeInterval($0.real(1)), type: $0.text(2),
                duration: $0.real(3))
        }
    }

    /// The products and their terms; a promotion's days are counted from `today`.
    func products(today: Date) throws(SQLiteDatabase.Failure) -> [Records.Product] {
        let days = DateFormatter()
        days.locale = Locale(identifier: "en_US_POSIX")
        days.timeZone = TimeZone(identifier: "UTC")
        days.dateFormat = "yyyy-MM-dd"
        func day(_ offset: Int) -> String {
            days.string(from: today.addingTimeInterval(Self.seconds(day: offset, minute: 0)))
        }
        return try database.query(
            "SELECT id, name, cost, supplier, contract_price, contract_minimum, promo_percent, "
                + "promo_starts, promo_ends FROM products ORDER BY id"
        ) { row in
            var promotion: Records.Promotion?
            if !row.isNull(6), !row.isNull(7), !row.isNull(8) {
                promotion = Records.Promotion(
                    percentOff: row.real(6), starts: day(row.integer(7)),
                    ends: day(row.integer(8)))
            }
            return Records.Product(
                id: row.text(0), name: row.text(1), cost: row.real(2),
                supplier: row.optionalText(3), contractPrice: row.isNull(4) ? nil : row.real(4),
                contractMinimum: row.isNull(5) ? nil : row.integer(5), promotion: promotion)
        }
    }

    func productIDs() throws(SQLiteDatabase.Failure) -> Set<String> {
        Set(try database.query("SELECT id FROM products") { $0.text(0) })
    }

    // MARK: - What clients post

    func purchases(today: Date) throws(SQLiteDatabase.Failure) -> [Records.PurchaseOrder] {
        try database.query(
            "SELECT number, po, seconds, relative, lines FROM purchases ORDER BY number"
        ) { row in
            let seconds = row.real(2)
            let lines = try? Records.decoder.decode(
                [Records.LineItem].self, from: Data(row.text(4).utf8))
            return Records.PurchaseOrder(
                id: "PO\(row.integer(0))", poNumber: row.integer(1),
                date: row.integer(3) == 1
                    ? today.addingTimeInterval(seconds) : Date(timeIntervalSince1970: seconds),
                lines: lines ?? [])
        }
    }

    /// Keeps `order` as `user` sent it, and returns it with the id it was given.
    func add(_ order: Records.PurchaseOrder, by user: String) throws -> Records.PurchaseOrder {
        var number: Int?
        try database.transaction { (database) throws(SQLiteDatabase.Failure) in
            let taken = try database.query(
                "SELECT 1 FROM purchases WHERE po = ?", [.integer(order.poNumber)]
            ) { _ in true }
            guard taken.isEmpty else { return }
            number = try database.insert(
                "INSERT INTO purchases (po, seconds, relative, lines, user) VALUES (?, ?, 0, ?, ?)",
                [
                    .integer(order.poNumber), .real(order.date.timeIntervalSince1970),
                    .text(Self.json(order.lines)), .text(user),
                ])
        }
        guard let number else { throw Conflict(poNumber: order.poNumber) }
        var saved = order
        saved.id = "PO\(number)"
        return saved
    }

    /// Keeps `report` as `user` sent it at `received`.
    func add(_ report: Records.Report, by user: String, at received: Date)
        throws(SQLiteDatabase.Failure) -> Records.ReceivedReport
    {
        let id = try database.insert(
            "INSERT INTO reports (user, received, report) VALUES (?, ?, ?)",
            [.text(user), .real(received.timeIntervalSince1970), .text(Self.json(report))])
        return Records.ReceivedReport(id: id, userID: user, receivedDate: received, report: report)
    }

    /// Every report received, oldest first.
    func reports() throws(SQLiteDatabase.Failure) -> [Records.ReceivedReport] {
        try database.query("SELECT id, user, received, report FROM reports ORDER BY id") { row in
            (try? Records.decoder.decode(Records.Report.self, from: Data(row.text(3).utf8))).map {
                Records.ReceivedReport(
                    id: row.integer(0), userID: row.text(1),
                    receivedDate: Date(timeIntervalSince1970: row.real(2)), report: $0)
            }
        }.compactMap { $0 }
    }

    private static func json(_ value: some Encodable) -> String {
        String(decoding: (try? Records.encoder.encode(value)) ?? Data("null".utf8), as: UTF8.self)
    }
}
