import Foundation

#if canImport(Glibc)
    import Glibc
    private let streamType = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    import Darwin
    private let streamType = SOCK_STREAM
#endif

/// The few socket calls a small HTTP server and client need, on IPv4.
enum Socket {
    /// A socket call that failed, with the address it was for.
    struct Failure: Error, CustomStringConvertible {
        let call: String
        let address: String
        let code: Int32
        var description: String {
            "\(call) on \(address) failed: \(String(cString: strerror(code))) (errno \(code))"
        }
    }

    /// A listening socket on `host` (an IPv4 address) and `port` (0: one the system picks).
    static func listen(host: String, port: UInt16) throws -> (descriptor: Int32, port: UInt16) {
        let held = try bound(host: host, port: port)
        guard systemListen(held.descriptor, 1024) == 0 else {
            let code = errno
            _ = close(held.descriptor)
            throw Failure(call: "listen", address: "\(host):\(port)", code: code)
        }
        return held
    }

    /// A socket bound to `host` and `port` (0: one the system picks) that does not listen: a
    /// connection there is refused, and no other socket takes the port while it is open.
    static func bound(host: String, port: UInt16) throws -> (descriptor: Int32, port: UInt16) {
        let descriptor = newSocket()
        guard descriptor >= 0 else {
            throw Failure(call: "socket", address: "\(host):\(port)", code: errno)
        }
        var yes: Int32 = 1
        _ = setsockopt(
            descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = try Self.address(host: host, port: port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let code = errno
            _ = close(descriptor)
            throw Failure(call: "bind", address: "\(host):\(port)", code: code)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(descriptor, $0, &length)
            }
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    /// A socket connected to `host`:`port`, or nil when nothing listens there; from the
    /// address `source` (another loopback address, say) when given.
    static func connect(host: String, port: UInt16, from source: String? = nil) -> Int32? {
        let descriptor = newSocket()
        guard descriptor >= 0, var address = try? Self.address(host: host, port: port) else {
            return nil
        }
        if let source {
            guard var local = try? Self.address(host: source, port: 0),
                withUnsafePointer(
                    to: &local,
                    {
                        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                            bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                        }
                    }) == 0
            else {
                _ = close(descriptor)
                return nil
            }
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                systemConnect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            _ = close(descriptor)
            return nil
        }
        return descriptor
    }

    /// A new TCP socket that a program started later does not inherit: a server's listener
    /// left open in a program the server's process ran would hold its port after it stopped.
    private static func newSocket() -> Int32 {
        let descriptor = socket(AF_INET, streamType, 0)
        if descriptor >= 0 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        return descriptor
    }

    /// The next connection on `listener`, with the IPv4 address it comes from; nil when
    /// `accept` failed.
    static func accept(_ listener: Int32) -> (descriptor: Int32, peer: UInt32)? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let descriptor = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                systemAccept(listener, $0, &length)
            }
        }
        guard descriptor >= 0 else { return nil }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return (descriptor, UInt32(bigEndian: address.sin_addr.s_addr))
    }

    /// Connects to `port` and hangs up, so a thread blocked in `accept` wakes up.
    static func poke(host: String, port: UInt16) {
        let target = host == "0.0.0.0" ? "127.0.0.1" : host
        if let descriptor = connect(host: target, port: port) { _ = close(descriptor) }
    }

    /// A connection's timeouts for reading and writing, and no SIGPIPE when its peer is gone.
    static func prepare(_ descriptor: Int32, timeout seconds: Double) {
        #if canImport(Darwin)
            var yes: Int32 = 1
            _ = setsockopt(
                descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        setTimeouts(descriptor, seconds: seconds)
    }

    static func setTimeouts(_ descriptor: Int32, seconds: Double) {
        var timeout = timeval(
            tv_sec: Int(seconds), tv_usec: .init((seconds - Double(Int(seconds))) * 1_000_000))
        let size = socklen_t(MemoryLayout<timeval>.size)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, size)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, size)
    }

    /// Says no more will be written on `descriptor`, then reads and drops what the peer still
    /// sends (a body the server refused, say), for a second and 4 MiB at most. Closing a socket
    /// with unread bytes resets the connection, and the peer could lose the answer it was sent.
    static func drain(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_WR))
        setTimeouts(descriptor, seconds: 1)
        var total = 0
        while total < 4 * 1024 * 1024, let chunk = receive(descriptor) { total += chunk.count }
    }

    /// Up to 16 KiB from `descriptor`; nil when the peer closed, or the read timed out.
    static func receive(_ descriptor: Int32) -> Data? {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        return Data(buffer[..<count])
    }

    /// Writes all of `data`; false when the peer went away.
    @discardableResult
    static func send(_ data: Data, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = sendBytes(descriptor, raw.baseAddress! + offset, raw.count - offset)
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    private static func address(host: String, port: UInt16) throws -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            throw Failure(call: "inet_pton", address: host, code: EINVAL)
        }
        return address
    }
}

private func systemListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 {
    listen(descriptor, backlog)
}

private func systemAccept(
    _ listener: Int32, _ address: UnsafeMutablePointer<sockaddr>,
    _ length: UnsafeMutablePointer<socklen_t>
) -> Int32 {
    accept(listener, address, length)
}

private func systemConnect(
    _ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t
) -> Int32 {
    connect(descriptor, address, length)
}

private func sendBytes(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.send(descriptor, pointer, count, Int32(MSG_NOSIGNAL))
    #else
        Darwin.send(descriptor, pointer, count, 0)
    #endif
}
