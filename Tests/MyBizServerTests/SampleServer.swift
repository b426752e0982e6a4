import Foundation

@testable import MyBizServer

/// The server the tests start: its sample data, dated from a fixed day, with a fixed clock.
enum SampleServer {
    /// 10 April 2019, the day the sample calendar counts from in these tests.
    static let today = MyBizServer.day("2019-04-10")!
    /// The time every report is received at.
    static let now = Date(timeIntervalSince1970: 1_554_890_400)

    /// A server on 127.0.0.1 that keeps its data in `database` (in memory unless given).
    static func start(database: String = ":memory:") throws -> MyBizServer {
        var options = MyBizServer.Options()
        options.today = today
        options.database = database
        return try MyBizServer(options, clock: { now })
    }
}
