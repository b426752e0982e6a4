import CSQLite
import Foundation

/// One SQLite database, file or memory, shared by threads: each call holds the connection
/// alone, and a file is kept in WAL mode with full synchronization, so a write that returned
/// is on disk and survives `kill -9`.
public final class SQLiteDatabase: @unchecked Sendable {
    /// A value bound to a statement's `?`.
    public enum Value: Sendable, Equatable {
        case text(String), integer(Int), real(Double), null
    }

    /// Why SQLite refused: the database's path and SQLite's own words.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public let path: String
        public let reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// The current row of a query, read by column index.
    public struct Row {
        let statement: OpaquePointer

        public func text(_ column: Int32) -> String {
            guard let text = sqlite3_column_text(statement, column) else { return "" }
            let count = Int(sqlite3_column_bytes(statement, column))
            return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
        }
        public func optionalText(_ column: Int32) -> String? {
            isNull(column) ? nil : text(column)
        }
        public func integer(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement, column)) }
        public func real(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }
        public func isNull(_ column: Int32) -> Bool {
            sqlite3_column_type(statement, column) == SQLITE_NULL
        }
    }

    /// The file's path, or `:memory:`.
    public let path: String
    private var database: OpaquePointer?
    /// Recursive, so a transaction holds the connection across the statements it runs.
    private let lock = NSRecursiveLock()

    /// Opens (or creates) the database at `path`; `:memory:` is a database of this object alone.
    public init(path: String) throws(Failure) {
        self.path = path
        let code = sqlite3_open_v2(
            path, &database, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX,
            nil)
        guard code == SQLITE_OK else {
            let reason = database.map { String(cString: sqlite3_errmsg($0)) } ?? "code \(code)"
            sqlite3_close(database)
            database = nil
            throw Failure(path: path, reason: "SQLite cannot open it: \(reason)")
        }
        sqlite3_busy_timeout(database, 5000)
        if path != ":memory:" {
            try execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;")
        }
    }

    deinit {
        sqlite3_close(database)
    }

    /// Runs `sql`, one or more statements without parameters.
    public func execute(_ sql: String) throws(Failure) {
        lock.lock()
        defer { lock.unlock() }
        var message: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(database, sql, nil, nil, &message) == SQLITE_OK else {
            let reason = message.map { String(cString: $0) } ?? "unknown"
            sqlite3_free(message)
            throw Failure(path: path, reason: "SQLite: \(reason)")
        }
    }

    /// Runs one statement with `values` bound to its `?`s.
    public func run(_ sql: String, _ values: [Value] = []) throws(Failure) {
        lock.lock()
        defer { lock.unlock() }
        _ = try step(sql, values) { _ in () }
    }

    /// Runs one `INSERT` and returns the row id it gave, once it is committed.
    @discardableResult
    public func insert(_ sql: String, _ values: [Value]) throws(Failure) -> Int {
        lock.lock()
        defer { lock.unlock() }
        _ = try step(sql, values) { _ in () }
        return Int(sqlite3_last_insert_rowid(database))
    }

    /// The rows `sql` selects, each made with `row`.
    public func query<T>(_ sql: String, _ values: [Value] = [], row: (Row) -> T) throws(Failure)
        -> [T]
    {
        lock.lock()
        defer { lock.unlock() }
        return try step(sql, values, row: row)
    }

    /// Runs the statements `body` runs as one transaction: all of them, or none when it throws.
    public func transaction(_ body: (SQLiteDatabase) throws(Failure) -> Void) throws(Failure) {
        lock.lock()
        defer { lock.unlock() }
        try execute("BEGIN IMMEDIATE")
        do {
            try body(self)
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
        try execute("COMMIT")
    }

    private func step<T>(_ sql: String, _ values: [Value], row: (Row) -> T) throws(Failure) -> [T] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(database, sql, -1, &statement, nil) == SQLITE_OK, let statement
        else { throw failure() }
        defer { sqlite3_finalize(statement) }
        for (index, value) in values.enumerated() {
            let position = Int32(index + 1)
            switch value {
            case .text(let text):
                // By its length in bytes, so a text with a NUL is kept whole, not cut at it.
                text.utf8CString.withUnsafeBufferPointer {
                    _ = sqlite3_bind_text(
                        statement, position, $0.baseAddress, Int32($0.count - 1), transient)
                }
            case .integer(let number): sqlite3_bind_int64(statement, position, Int64(number))
            case .real(let number): sqlite3_bind_double(statement, position, number)
            case .null: sqlite3_bind_null(statement, position)
            }
        }
        var rows: [T] = []
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else { throw failure() }
            rows.append(row(Row(statement: statement)))
        }
        return rows
    }

    private func failure() -> Failure {
        Failure(path: path, reason: "SQLite: " + String(cString: sqlite3_errmsg(database)))
    }
}

/// SQLite copies a bound text at once.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
