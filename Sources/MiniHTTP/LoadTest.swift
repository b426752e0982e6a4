import Foundation

/// Latencies in seconds, and their percentiles.
public struct Latencies: Sendable {
    public let sorted: [Double]

    public init(_ seconds: [Double]) {
        sorted = seconds.sorted()
    }

    /// The latency that `fraction` (0.5 for the median, 0.99) of the requests did not exceed;
    /// 0 when there were none.
    public func percentile(_ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((Double(sorted.count) * fraction).rounded(.up)) - 1
        return sorted[min(sorted.count - 1, max(0, rank))]
    }
}

/// A load of `clients` threads, each sending the same GET one request after another on a
/// keep-alive connection, for a while or a number of requests: how many were answered 2xx, how
/// fast, and how many connections the server made them open.
public struct LoadTest: Sendable {
    /// When each client stops.
    public enum Length: Sendable {
        case seconds(Double)
        case requests(Int)
    }

    public struct Figures: Sendable {
        public var answered = 0
        public var failed = 0
        public var connections = 0
        public var seconds = 0.0
        public var latencies = Latencies([])
        /// Answered requests per second.
        public var rate: Double { Double(answered) / max(seconds, 0.001) }
    }

    public let url: String
    public let headers: [(String, String)]
    public let clients: Int
    public let length: Length

    public init(url: String, headers: [(String, String)] = [], clients: Int, length: Length) {
        self.url = url
        self.headers = headers
        self.clients = clients
        self.length = length
    }

    /// The figures, shared by the clients' threads.
    private final class Tally: @unchecked Sendable {
        let lock = NSLock()
        var figures = Figures()
        var latencies: [Double] = []
    }

    public func run() throws -> Figures {
        guard let parts = URLComponents(string: url) else {
            throw HTTPClient.Failure(description: "'\(url)' is not an http:// URL")
        }
        let target =
            (parts.percentEncodedPath.isEmpty ? "/" : parts.percentEncodedPath)
            + (parts.percentEncodedQuery.map { "?" + $0 } ?? "")
        _ = try HTTPConnection(url)
        let tally = Tally()
        let group = DispatchGroup()
        let started = Date()
        let deadline: Date
        let limit: Int
        switch length {
        case .seconds(let seconds): (deadline, limit) = (started.addingTimeInterval(seconds), .max)
        case .requests(let count): (deadline, limit) = (.distantFuture, count)
        }
        for _ in 0..<clients {
            group.enter()
            let thread = Thread { [self] in
                defer { group.leave() }
                guard let connection = try? HTTPConnection(url) else { return }
                var answered = 0
                var failed = 0
                var latencies: [Double] = []
                while answered + failed < limit, Date() < deadline {
                    let sent = Date()
                    let status = try? connection.send("GET", target, headers: headers).status
                    latencies.append(Date().timeIntervalSince(sent))
                    if let status, (200..<300).contains(status) {
                        answered += 1
                    } else {
                        failed += 1
                    }
                }
                tally.lock.withLock {
                    tally.figures.answered += answered
                    tally.figures.failed += failed
                    tally.figures.connections += connection.connections
                    tally.latencies += latencies
                }
            }
            thread.start()
        }
        group.wait()
        return tally.lock.withLock {
            tally.figures.seconds = Date().timeIntervalSince(started)
            tally.figures.latencies = Latencies(tally.latencies)
            return tally.figures
        }
    }
}
