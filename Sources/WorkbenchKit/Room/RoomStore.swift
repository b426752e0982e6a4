import CSQLite
import Foundation

/// Everything a room receives, in SQLite: the room's code and facilitator key, and every
/// result a learner's `check` sent. A result is committed before the server answers 2xx, in
/// WAL mode with full synchronization, so what was acknowledged survives `kill -9`.
final class RoomStore: @unchecked Sendable {
    /// One check a learner sent, as stored.
    struct Row: Sendable, Equatable {
        var id: Int
        var name: String
        /// Seconds since 1970, when the room received it.
        var received: Double
        var step: Int
        var exercise: String
        var status: String
        var predict: String?
        /// The check's result as JSON, as `check --json` prints it.
        var result: String
        /// The learner's work against the reference, a unified diff.
        var diff: String
    }

    private var database: OpaquePointer?
    private let lock = NSLock()
    let path: String

    /// Opens (or creates) the room in the file at `path`.
    init(path: String) throws(WorkbenchError) {
        self.path = path
        let code = sqlite3_open_v2(
            path, &database, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX,
            nil)
        guard code == SQLITE_OK else {
            let reason = database.map { String(cString: sqlite3_errmsg($0)) } ?? "code \(code)"
            sqlite3_close(database)
            database = nil
            throw .unwritable(path: path, reason: "SQLite cannot open it: \(reason)")
        }
        sqlite3_busy_timeout(database, 5000)
        try execute(
            """
            PRAGMA journal_mode = WAL;
            PRAGMA synchronous = FULL;
            CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
            CREATE TABLE IF NOT EXISTS results (
              id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, received REAL NOT NULL,
              step INTEGER NOT NULL, exercise TEXT NOT NULL, status TEXT NOT NULL,
              predict TEXT, result TEXT NOT NULL, diff TEXT NOT NULL);
            """)
    }

    deinit {
        sqlite3_close(database)
    }

    /// The setting `name`, made with `make` and kept the first time it is asked for.
    func setting(_ name: String, orMake make: () -> String) throws(WorkbenchError) -> String {
        if let value = try setting(name) { return value }
        let value = make()
        try set(name, value)
        return value
    }

    func setting(_ name: String) throws(WorkbenchError) -> String? {
        try query("SELECT value FROM settings WHERE name = ?", [.text(name)]) {
            Self.text($0, 0)
        }.first
    }

    func set(_ name: String, _ value: String) throws(WorkbenchError) {
        try run(
            "INSERT INTO settings (name, value) VALUES (?, ?) "
                + "ON CONFLICT(name) DO UPDATE SET value = excluded.value",
            [.text(name), .text(value)])
    }

    /// Stores `row` (its id is ignored) and returns its id once it is committed.
    @discardableResult
    func insert(_ row: Row) throws(WorkbenchError) -> Int {
        lock.lock()
        defer { lock.unlock() }
        try run(
            "INSERT INTO results (name, received, step, exercise, status, predict, result, diff) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [
                .text(row.name), .real(row.received), .integer(row.step), .text(row.exercise),
                .text(row.status), row.predict.map(Value.text) ?? .null, .text(row.result),
                .text(row.diff),
            ], locked: true)
        return Int(sqlite3_last_insert_rowid(database))
    }

    /// Every result, oldest first; without their result JSON and diff unless `whole`.
    func rows(whole: Bool = false) throws(WorkbenchError) -> [Row] {
        let columns = whole ? "result, diff" : "'', ''"
        return try query(
            "SELECT id, name, received, step, exercise, status, predict, \(columns) FROM results "
                + "ORDER BY id", []
        ) { Self.read($0) }
    }

    /// The result `id`, whole.
    func row(_ id: Int) throws(WorkbenchError) -> Row? {
        try query(
            "SELECT id, name, received, step, exercise, status, predict, result, diff FROM results "
                + "WHERE id = ?", [.integer(id)]
        ) { Self.read($0) }.first
    }

    // MARK: - SQLite

    enum Value {
        case text(String), integer(Int), real(Double), null
    }

    private func execute(_ sql: String) throws(WorkbenchError) {
        var message: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(database, sql, nil, nil, &message) == SQLITE_OK else {
            let reason = message.map { String(cString: $0) } ?? "unknown"
            sqlite3_free(message)
            throw .unwritable(path: path, reason: "SQLite: \(reason)")
        }
    }

    private func run(_ sql: String, _ values: [Value], locked: Bool = false)
        throws(WorkbenchError)
    {
        _ = try query(sql, values, locked: locked) { _ in () }
    }

    private func query<T>(
        _ sql: String, _ values: [Value], locked: Bool = false, row: (OpaquePointer) -> T
    ) throws(WorkbenchError) -> [T] {
        if !locked { lock.lock() }
        defer { if !locked { lock.unlock() } }
        do {
            var statement: OpaquePointer?
            guard sqlite3_prepare_v2(self.database, sql, -1, &statement, nil) == SQLITE_OK,
                let statement
            else { throw self.failure() }
            defer { sqlite3_finalize(statement) }
            for (index, value) in values.enumerated() {
                let position = Int32(index + 1)
                switch value {
                case .text(let text): sqlite3_bind_text(statement, position, text, -1, transient)
                case .integer(let number): sqlite3_bind_int64(statement, position, Int64(number))
                case .real(let number): sqlite3_bind_double(statement, position, number)
                case .null: sqlite3_bind_null(statement, position)
                }
            }
            var rows: [T] = []
            while true {
                let code = sqlite3_step(statement)
                if code == SQLITE_DONE { break }
                guard code == SQLITE_ROW else { throw self.failure() }
                rows.append(row(statement))
            }
            return rows
        }
    }

    private func failure() -> WorkbenchError {
        .unwritable(path: path, reason: "SQLite: " + String(cString: sqlite3_errmsg(database)))
    }

    /// A result from a row of `id, name, received, step, exercise, status, predict, result, diff`.
    private static func read(_ statement: OpaquePointer) -> Row {
        Row(
            id: Int(sqlite3_column_int64(statement, 0)), name: text(statement, 1),
            received: sqlite3_column_double(statement, 2),
            step: Int(sqlite3_column_int64(statement, 3)), exercise: text(statement, 4),
            status: text(statement, 5),
            predict: sqlite3_column_type(statement, 6) == SQLITE_NULL ? nil : text(statement, 6),
            result: text(statement, 7), diff: text(statement, 8))
    }

    private static func text(_ statement: OpaquePointer, _ column: Int32) -> String {
        sqlite3_column_text(statement, column).map { String(cString: $0) } ?? ""
    }
}

/// SQLite copies a bound text at once.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
