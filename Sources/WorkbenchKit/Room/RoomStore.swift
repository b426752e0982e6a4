import Foundation
import MiniSQLite

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
        /// The exercise's title, as the check's result gives it.
        var title = ""
    }

    private let database: SQLiteDatabase
    var path: String { database.path }

    /// Opens (or creates) the room in the file at `path`.
    init(path: String) throws(WorkbenchError) {
        database = try Self.sql { () throws(SQLiteDatabase.Failure) in
            try SQLiteDatabase(path: path)
        }
        try Self.sql { [database] () throws(SQLiteDatabase.Failure) in
            try database.execute(
                """
                CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
                CREATE TABLE IF NOT EXISTS results (
                  id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, received REAL NOT NULL,
                  step INTEGER NOT NULL, exercise TEXT NOT NULL, status TEXT NOT NULL,
                  predict TEXT, result TEXT NOT NULL, diff TEXT NOT NULL);
                CREATE TABLE IF NOT EXISTS learners (
                  name TEXT NOT NULL, learner TEXT NOT NULL, shown TEXT NOT NULL UNIQUE,
                  PRIMARY KEY (name, learner));
                """ + Self.runsTable)
        }
    }

    /// The setting `name`, made with `make` and kept the first time it is asked for.
    func setting(_ name: String, orMake make: () -> String) throws(WorkbenchError) -> String {
        if let value = try setting(name) { return value }
        let value = make()
        try set(name, value)
        return value
    }

    func setting(_ name: String) throws(WorkbenchError) -> String? {
        try query("SELECT value FROM settings WHERE name = ?", [.text(name)]) { $0.text(0) }.first
    }

    func set(_ name: String, _ value: String) throws(WorkbenchError) {
        try run(
            "INSERT INTO settings (name, value) VALUES (?, ?) "
                + "ON CONFLICT(name) DO UPDATE SET value = excluded.value",
            [.text(name), .text(value)])
    }

    /// The name the room shows for the learner `learner` (who their laptop says they are) who
    /// gave `name`: the name itself for the first to give it, then `name (2)`, `name (3)`, … for
    /// each other learner who gives the same, so two people called Sam are two rows. Kept, so a
    /// learner keeps their name across checks, exercises and restarts; the caller serializes.
    /// One query reads the names taken; among the first `taken + 1` numbered names one is free.
    func shownName(of name: String, learner: String) throws(WorkbenchError) -> String {
        let key: [SQLiteDatabase.Value] = [.text(name), .text(learner)]
        if let shown = try query(
            "SELECT shown FROM learners WHERE name = ? AND learner = ?", key, row: { $0.text(0) }
        ).first {
            return shown
        }
        let taken = Set(
            try query("SELECT shown FROM learners", [], row: { $0.text(0) })
                .filter { $0.hasPrefix(name) })
        let shown =
            ([name] + (2...(taken.count + 2)).map { "\(name) (\($0))" })
            .first { !taken.contains($0) }!
        try run(
            "INSERT INTO learners (name, learner, shown) VALUES (?, ?, ?)", key + [.text(shown)])
        return shown
    }

    /// Stores `row` (its id is ignored) and returns its id once it is committed.
    @discardableResult
    func insert(_ row: Row) throws(WorkbenchError) -> Int {
        try Self.sql { () throws(SQLiteDatabase.Failure) in
            try database.insert(
                "INSERT INTO results (name, received, step, exercise, status, predict, result, "
                    + "diff) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    .text(row.name), .real(row.received), .integer(row.step),
                    .text(row.exercise), .text(row.status),
                    row.predict.map(SQLiteDatabase.Value.text) ?? .null, .text(row.result),
                    .text(row.diff),
                ])
        }
    }

    /// Every result, oldest first; without their result JSON and diff unless `whole`.
    func rows(whole: Bool = false) throws(WorkbenchError) -> [Row] {
        let columns = whole ? "result, diff" : "'', ''"
        return try query(
            "SELECT id, name, received, step, exercise, status, predict, \(columns), \(Self.title) "
                + "FROM results ORDER BY id", []
        ) { Self.read($0) }
    }

    /// The result `id`, whole.
    func row(_ id: Int) throws(WorkbenchError) -> Row? {
        try query(
            "SELECT id, name, received, step, exercise, status, predict, result, diff, "
                + "\(Self.title) FROM results WHERE id = ?", [.integer(id)]
        ) { Self.read($0) }.first
    }

    /// Stores the run `row` (its id is ignored) and returns its id once it is committed.
    @discardableResult
    func insert(_ row: RunRow) throws(WorkbenchError) -> Int {
        let failures = (try? JSONEncoder().encode(row.failures)).map {
            String(decoding: $0, as: UTF8.self)
        }
        return try Self.sql { () throws(SQLiteDatabase.Failure) in
            try database.insert(
                "INSERT INTO runs (name, received, step, exercise, light, summary, failures, "
                    + "seconds, tcr, strokes, par, done, diff) "
                    + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    .text(row.name), .real(row.received), .integer(row.step),
                    .text(row.exercise), .text(row.light), .text(row.summary),
                    .text(failures ?? "[]"), .real(row.seconds),
                    row.tcr.map(SQLiteDatabase.Value.text) ?? .null,
                    row.golf.map { .integer($0.strokes) } ?? .null,
                    row.golf.map { .integer($0.par) } ?? .null,
                    row.golf.map { .integer($0.done ? 1 : 0) } ?? .null, .text(row.diff),
                ])
        }
    }

    /// Every run, oldest first: the dashboard's small lights, without their summaries,
    /// failures and diffs, which only a run's detail shows (`run(_:)`).
    func runs() throws(WorkbenchError) -> [RunRow] {
        try query("SELECT \(Self.runColumns(whole: false)) FROM runs ORDER BY id", []) {
            Self.readRun($0)
        }
    }

    /// The run `id`, whole.
    func run(_ id: Int) throws(WorkbenchError) -> RunRow? {
        try query(
            "SELECT \(Self.runColumns(whole: true)) FROM runs WHERE id = ?", [.integer(id)]
        ) { Self.readRun($0) }.first
    }

    private static func runColumns(whole: Bool) -> String {
        "id, name, received, step, exercise, light, "
            + (whole ? "summary, failures" : "'', '[]'")
            + ", seconds, tcr, strokes, par, done, " + (whole ? "diff" : "''")
    }

    private static func readRun(_ row: SQLiteDatabase.Row) -> RunRow {
        let failures = try? JSONDecoder().decode([String].self, from: Data(row.text(7).utf8))
        return RunRow(
            id: row.integer(0), name: row.text(1), received: row.real(2), step: row.integer(3),
            exercise: row.text(4), light: row.text(5), summary: row.text(6),
            failures: failures ?? [], seconds: row.real(8), tcr: row.optionalText(9),
            golf: row.isNull(10)
                ? nil
                : Room.Run.Hole(
                    strokes: row.integer(10), par: row.integer(11), done: row.integer(12) != 0),
            diff: row.text(13))
    }

    // MARK: - SQLite

    private func run(_ sql: String, _ values: [SQLiteDatabase.Value]) throws(WorkbenchError) {
        try Self.sql { () throws(SQLiteDatabase.Failure) in try database.run(sql, values) }
    }

    private func query<T>(
        _ sql: String, _ values: [SQLiteDatabase.Value], row: (SQLiteDatabase.Row) -> T
    ) throws(WorkbenchError) -> [T] {
        try Self.sql { () throws(SQLiteDatabase.Failure) in
            try database.query(sql, values, row: row)
        }
    }

    /// What `body` gives, its SQLite failure told as the room's file being unwritable.
    private static func sql<T>(_ body: () throws(SQLiteDatabase.Failure) -> T)
        throws(WorkbenchError) -> T
    {
        do {
            return try body()
        } catch {
            throw .unwritable(path: error.path, reason: error.reason)
        }
    }

    /// The title a stored result gives, read by SQLite without the result leaving it.
    private static let title = "coalesce(json_extract(result, '$.title'), '')"

    /// A result from a row of `id, name, received, step, exercise, status, predict, result,
    /// diff, title`.
    private static func read(_ row: SQLiteDatabase.Row) -> Row {
        Row(
            id: row.integer(0), name: row.text(1), received: row.real(2), step: row.integer(3),
            exercise: row.text(4), status: row.text(5), predict: row.optionalText(6),
            result: row.text(7), diff: row.text(8), title: row.text(9))
    }
}
