import Foundation
import MiniHTTP
import MyBizServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let usage = """
    usage: mybiz-server [--port N] [--host ADDRESS] [--db PATH] [--today YYYY-MM-DD]
      Runs the MyBiz app's backend until Ctrl-C, and prints the URL it listens on.
      --port N         the port; 0 (the default) takes a free one
      --host ADDRESS   the IPv4 address to listen on; 127.0.0.1 unless told otherwise
      --db PATH        keep the data in this SQLite file (made with the sample data if new);
                       without it the data lives in memory and ends with the server
      --today DATE     date the sample calendar from this day instead of the clock's (UTC)
    The sample login is agent@shield.org / hailHydra; GET / lists the routes.

    usage: mybiz-server bench [--clients 1,8,64] [--seconds S] [--token T] URL...
      GETs each URL from that many keep-alive clients at once, for S seconds (2) each, and
      prints requests per second, the p50 and p99 latency, and the connections opened;
      --token sends Authorization: Bearer T. Exit 1 when a request failed.

    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("mybiz-server: \(message)\n".utf8))
    exit(2)
}

var options = MyBizServer.Options()
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "bench" {
    exit(bench(Array(arguments.dropFirst())))
}
while !arguments.isEmpty {
    let option = arguments.removeFirst()
    if option == "-h" || option == "--help" {
        print(usage, terminator: "")
        exit(0)
    }
    guard ["--port", "--host", "--db", "--today"].contains(option) else {
        fail("'\(option)' is not an option; run mybiz-server --help for the options")
    }
    guard let value = arguments.first, !value.hasPrefix("--") else {
        fail("\(option) needs a value; run mybiz-server --help for the options")
    }
    arguments.removeFirst()
    switch option {
    case "--port":
        guard let port = UInt16(value) else {
            fail("--port \(value) is not a port; give a number from 0 to 65535 (0: a free one)")
        }
        options.port = port
    case "--host":
        options.host = value
    case "--db":
        options.database = value
    default:
        guard let day = MyBizServer.day(value) else {
            fail("--today \(value) is not a date; write it as YYYY-MM-DD, for example 2019-04-10")
        }
        options.today = day
    }
}

do {
    let server = try MyBizServer(options)
    let data = options.database == ":memory:" ? "in memory" : "in \(options.database)"
    let today =
        options.today.map { "fixed at " + ISO8601DateFormatter().string(from: $0) } ?? "the clock's"
    FileHandle.standardOutput.write(
        Data(
            """
            MyBiz server: \(server.url)
            data \(data); today \(today); Ctrl-C stops it.

            """.utf8))
    HTTPServer.waitForStopSignal()
    server.stop()
    let kept =
        options.database == ":memory:"
        ? "its data ended with it" : "what it acknowledged is in \(options.database)"
    FileHandle.standardOutput.write(Data("MyBiz server stopped; \(kept)\n".utf8))
} catch {
    FileHandle.standardError.write(Data("mybiz-server: \(error)\n".utf8))
    exit(1)
}
