import Foundation
import MiniHTTP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `workbench room serve`: a room on HTTP, until Ctrl-C.
struct RoomServer {
    let console: Console

    /// Serves the room kept in `database` on `host`:`port`, which can be moved to `exercises`,
    /// prints where, and returns when SIGINT or SIGTERM arrives, having stopped cleanly.
    func serve(host: String, port: UInt16, database: String, exercises: RoomExercises)
        throws(WorkbenchError) -> Int32
    {
        let store = try RoomStore(path: database)
        let room = try Room(store: store, exercises: exercises)
        var options = HTTPServer.Options()
        options.host = host
        options.port = port
        let server: HTTPServer
        do {
            server = try HTTPServer(options) { room.handle($0) }
        } catch {
            throw .usage(
                "the room cannot listen on \(host):\(port): \(error); choose another --port "
                    + "(0 takes a free one) or --host.")
        }
        let shown = host == "0.0.0.0" ? (Self.lanAddress() ?? "127.0.0.1") : host
        let base = "http://\(shown):\(server.port)/"
        console.write(
            """
            room: \(base)
            code: \(room.code)
            dashboard: \(base)dashboard?key=\(room.key)
            kept in \(database); Ctrl-C stops the room, and serving the same file again resumes it.

            """)
        HTTPServer.waitForStopSignal()
        server.stop()
        console.write("room stopped; everything it acknowledged is in \(database)\n")
        return 0
    }

    /// This machine's first IPv4 address that is not loopback, for a room on the LAN.
    static func lanAddress() -> String? {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return nil }
        defer { freeifaddrs(list) }
        var entry = list
        while let current = entry {
            defer { entry = current.pointee.ifa_next }
            guard let address = current.pointee.ifa_addr,
                address.pointee.sa_family == sa_family_t(AF_INET)
            else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            var ipv4 = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                $0.pointee.sin_addr
            }
            inet_ntop(AF_INET, &ipv4, &text, socklen_t(INET_ADDRSTRLEN))
            let name = String(
                decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if !name.hasPrefix("127.") { return name }
        }
        return nil
    }
}
