import CSQLite
import Foundation

/// The events the calendar last loaded, kept in SQLite so the calendar has them when the server
/// cannot be reached: in a file, or in memory (":memory:", the default) for as long as the store
/// lives. The file is opened on first use, so a damaged or busy file is reported by the call that
/// needed it, as an `EventStoreError` the calendar can show. Writing is all or nothing: a write
/// that fails leaves the events already kept as they were.
final class EventStore {
    let path: String
    private var database: OpaquePointer?

    init(path: String = ":memory:") {
        self.path = path
    }

    deinit {
        sqlite3_close(database)
    }

    /// The kept events of `type`, or of every type, in the order they were kept.
    func events(type: EventType? = nil) throws -> [Event] {
        let statement = try prepare(
            "SELECT name, date, type, duration FROM events WHERE ?1 IS NULL OR type = ?1"
                + " ORDER BY rowid")
        defer { sqlite3_finalize(statement) }
        if let type { try bind(type.rawValue, at: 1, in: statement) }
        var events: [Event] = []
        while try step(statement) {
            guard let type = EventType(rawValue: text(statement, 2)) else { continue }
            events.append(
                Event(
                    name: text(statement, 0),
                    date: Date(timeIntervalSinceReferenceDate: sqlite3_column_double(statement, 1)),
                    type: type, duration: sqlite3_column_double(statement, 3)))
        }
        return events
    }

    /// Keeps `events` in place of the kept events of `type`, or of every type.
    func replaceEvents(_ events: [Event], type: EventType? = nil) throws {
        try execute("BEGIN IMMEDIATE")
        do {
            let delete = try prepare("DELETE FROM events WHERE ?1 IS NULL OR type = ?1")
            defer { sqlite3_finalize(delete) }
            if let type { try bind(type.rawValue, at: 1, in: delete) }
            _ = try step(delete)
            for event in events {
                let insert = try prepare(
                    "INSERT INTO events (name, date, type, duration) VALUES (?1, ?2, ?3, ?4)")
                defer { sqlite3_finalize(insert) }
                try bind(event.name, at: 1, in: insert)
                sqlite3_bind_double(insert, 2, event.date.timeIntervalSinceReferenceDate)
                try bind(event.type.rawValue, at: 3, in: insert)
                sqlite3_bind_double(insert, 4, event.duration)
                _ = try step(insert)
            }
            try execute("COMMIT")
        } catch {
            sqlite3_exec(database, "ROLLBACK", nil, nil, nil)
            throw error
        }
    }

    /// Runs `sql`, which returns no rows.
    func execute(_ sql: String) throws {
        let statement = try prepare(sql)
        defer { sqlite3_finalize(statement) }
        while try step(statement) {}
    }

    private func connection() throws -> OpaquePointer? {
        if let database { return database }
        if path != ":memory:" {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(
            path, &opened, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil)
        defer { if database == nil { sqlite3_close(opened) } }
        guard code == SQLITE_OK else { throw EventStoreError(code: code, path: path) }
        let schema =
            "CREATE TABLE IF NOT EXISTS events"
            + " (name TEXT NOT NULL, date REAL NOT NULL, type TEXT NOT NULL, duration REAL NOT NULL)"
        let created = sqlite3_exec(opened, schema, nil, nil, nil)
        guard created == SQLITE_OK else { throw EventStoreError(code: created, path: path) }
        database = opened
        return opened
    }

    private func prepare(_ sql: String) throws -> OpaquePointer? {
        let database = try connection()
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(database, sql, -1, &statement, nil)
        guard code == SQLITE_OK else { throw EventStoreError(code: code, path: path) }
        return statement
    }

    private func bind(_ text: String, at index: Int32, in statement: OpaquePointer?) throws {
        let code = sqlite3_bind_text(statement, index, text, -1, EventStore.transient)
        guard code == SQLITE_OK else { throw EventStoreError(code: code, path: path) }
    }

    private func text(_ statement: OpaquePointer?, _ column: Int32) -> String {
        sqlite3_column_text(statement, column).map { String(cString: $0) } ?? ""
    }

    /// Steps `statement`: true while it has a row, false once it is done.
    private func step(_ statement: OpaquePointer?) throws -> Bool {
        switch sqlite3_step(statement) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code: throw EventStoreError(code: code, path: path)
        }
    }

    /// SQLite copies a bound text at once.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}

/// Why the store could not do what the calendar asked, told as the user can act on it.
struct EventStoreError: Error, Equatable {
    enum Reason: Equatable {
        case busy, full, damaged, unusable(String)
    }

    let reason: Reason
    let path: String

    init(code: Int32, path: String) {
        self.path = path
        switch code & 0xFF {
        case SQLITE_BUSY, SQLITE_LOCKED: reason = .busy
        case SQLITE_FULL: reason = .full
        case SQLITE_CORRUPT, SQLITE_NOTADB: reason = .damaged
        default: reason = .unusable(String(cString: sqlite3_errstr(code)))
        }
    }

    var message: String {
        switch reason {
        case .busy:
            "Another program is using the saved events (\(path)). Close it, then try again."
        case .full:
            "The disk is full, so the new events could not be saved. Free some space, then try again."
        case .damaged:
            "The saved events file is damaged (\(path)). Delete it: the calendar saves its events again on the next load."
        case .unusable(let why):
            "The saved events could not be used (\(path): \(why))."
        }
    }
}
