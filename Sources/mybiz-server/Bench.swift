import Foundation
import MiniHTTP

/// `mybiz-server bench`: a load of keep-alive clients on each URL given, one after another.
func bench(_ arguments: [String]) -> Int32 {
    var clients = [1, 8, 64]
    var seconds = 2.0
    var headers: [(String, String)] = []
    var urls: [String] = []
    var rest = arguments
    while !rest.isEmpty {
        let argument = rest.removeFirst()
        guard argument.hasPrefix("--") else {
            urls.append(argument)
            continue
        }
        guard let value = rest.first else {
            fail("\(argument) needs a value; run mybiz-server --help for the options")
        }
        rest.removeFirst()
        switch argument {
        case "--clients":
            let counts = value.split(separator: ",").compactMap { Int($0) }
            guard !counts.isEmpty, counts.count == value.split(separator: ",").count,
                counts.allSatisfy({ (1...512).contains($0) })
            else {
                fail("--clients \(value) is not a list of counts from 1 to 512, such as 1,8,64")
            }
            clients = counts
        case "--seconds":
            guard let number = Double(value), number > 0, number <= 600 else {
                fail("--seconds \(value) is not a number of seconds from 0 to 600, such as 2")
            }
            seconds = number
        case "--token":
            headers = [("Authorization", "Bearer " + value)]
        default:
            fail("'\(argument)' is not an option of bench; run mybiz-server --help for them")
        }
    }
    guard !urls.isEmpty else { fail("bench needs a URL to GET; run mybiz-server --help") }
    var failed = false
    for url in urls {
        for count in clients {
            do {
                let figures = try LoadTest(
                    url: url, headers: headers, clients: count, length: .seconds(seconds)
                ).run()
                failed = failed || figures.failed > 0
                let figure = { (value: Double) in String(format: "%.2f", value) }
                print(
                    "GET \(url) · \(count) client\(count == 1 ? "" : "s"): "
                        + String(format: "%.0f", figures.rate) + " requests/s · p50 "
                        + figure(figures.latencies.percentile(0.5) * 1000) + " ms · p99 "
                        + figure(figures.latencies.percentile(0.99) * 1000) + " ms · "
                        + "\(figures.connections) connection\(figures.connections == 1 ? "" : "s")"
                        + (figures.failed == 0 ? "" : " · \(figures.failed) FAILED"))
            } catch {
                fail("cannot bench \(url): \(error)")
            }
        }
    }
    return failed ? 1 : 0
}
