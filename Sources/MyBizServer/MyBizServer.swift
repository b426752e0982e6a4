import Foundation
import MiniHTTP
import MiniSQLite

/// The backend of the MyBiz app, running: its REST API on the workbench's HTTP module, its
/// data in SQLite (in memory, or a file that keeps every acknowledged write across `kill -9`).
/// The sample calendar is dated from the server's today, so what the app shows moves with the
/// day, as the book's backend does; `today` pins it.
public final class MyBizServer: Sendable {
    public struct Options: Sendable {
        /// The IPv4 address to listen on: loopback unless told otherwise.
        public var host = "127.0.0.1"
        /// 0: a free port the system picks.
        public var port: UInt16 = 0
        /// A SQLite file, or `:memory:`.
        public var database = ":memory:"
        /// The day the sample dates count from; nil: the clock's day, UTC, at each request.
        public var today: Date?

        public init() {}
    }

    /// Why the server did not start.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private let http: HTTPServer
    /// The URL a client on this machine uses, ending in `/`, as the app's configuration wants.
    public var url: String { http.url }
    public var port: UInt16 { http.port }

    /// Opens the database and listens at once; `clock` is the time a report is received, and
    /// today's date when `options.today` is nil.
    public init(
        _ options: Options = Options(), clock: @escaping @Sendable () -> Date = { Date() }
    ) throws(Failure) {
        let store: MyBizStore
        do {
            store = try MyBizStore(path: options.database)
        } catch {
            throw Failure(
                description:
                    "cannot open the database \(options.database): \(error.reason); give --db a "
                    + "writable file, or leave it out to keep the data in memory")
        }
        let fixed = options.today.map(Self.midnight)
        let service = MyBizService(
            store: store, today: { fixed ?? Self.midnight(clock()) }, now: clock)
        var http = HTTPServer.Options()
        http.host = options.host
        http.port = options.port
        do {
            self.http = try HTTPServer(http) { service.respond(to: $0) }
        } catch {
            throw Failure(
                description:
                    "cannot listen on \(options.host):\(options.port): \(error); choose another "
                    + "--port, or 0 for a free one")
        }
    }

    /// Stops listening and hangs up every client. Safe to call twice.
    public func stop() {
        http.stop()
    }

    /// The start of `date`'s day, UTC.
    static func midnight(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400)
    }

    /// `YYYY-MM-DD` as midnight UTC, or nil when it is not a date.
    public static func day(_ text: String) -> Date? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let components = DateComponents(year: year, month: month, day: day)
        guard components.isValidDate(in: calendar), let date = calendar.date(from: components)
        else { return nil }
        return date
    }
}
