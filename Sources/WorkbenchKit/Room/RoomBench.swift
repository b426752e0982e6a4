import Foundation
import MiniHTTP

/// `workbench room bench`: simulated learners posting results to a room in parallel, each on
/// its own thread, as a room of laptops would; the rate and latencies, and how many the room
/// acknowledged.
struct RoomBench {
    struct Figures: Sendable {
        var acknowledged = 0
        var refused: [Int: Int] = [:]
        var unreachable = 0
        var latencies: [Double] = []
        var seconds = 0.0
    }

    let url: String
    let code: String
    let learners: Int
    let results: Int
    /// Names the first learner `<script>alert(1)</script>`, to see a page keep it as text.
    let hostile: Bool
    /// The ids of the steps of the room's chain, which the simulated learners check in turn.
    let steps: [String]
    /// Who the learners' laptops say they are, new for each run, so a run soon after another
    /// is a class of new laptops, not the same learners over their burst.
    let laptops = String(UInt32.random(in: 0...UInt32.max), radix: 36)

    static let hostileName = "<script>alert(1)</script>"

    /// The figures, shared by the learners' threads.
    private final class Tally: @unchecked Sendable {
        let lock = NSLock()
        var figures = Figures()
    }

    func run() -> Figures {
        let tally = Tally()
        let group = DispatchGroup()
        let started = Date()
        for learner in 0..<learners {
            group.enter()
            let name =
                hostile && learner == 0
                ? Self.hostileName : String(format: "Learner %02d", learner + 1)
            let thread = Thread { [self] in
                defer { group.leave() }
                let source = Self.source(learner, url: url)
                for index in 0..<results {
                    let body = submission(name: name, learner: learner, index: index)
                    let sent = Date()
                    let answer = try? HTTPClient.send(
                        "POST", url + "api/results", body: body, timeout: 30, from: source)
                    let took = Date().timeIntervalSince(sent)
                    tally.lock.withLock {
                        tally.figures.latencies.append(took)
                        switch answer?.status {
                        case nil: tally.figures.unreachable += 1
                        case let status? where (200..<300).contains(status):
                            tally.figures.acknowledged += 1
                        case let status?: tally.figures.refused[status, default: 0] += 1
                        }
                    }
                }
            }
            thread.start()
        }
        group.wait()
        return tally.lock.withLock {
            tally.figures.seconds = Date().timeIntervalSince(started)
            return tally.figures
        }
    }

    /// The address learner `number` posts from: on a room on loopback, an address of its own
    /// (127.0.0.2, 127.0.0.3, …), as laptops on a LAN have; nil (the system's) elsewhere, or
    /// where the system has no such address (macOS has only 127.0.0.1 unless told).
    static func source(_ number: Int, url: String) -> String? {
        guard URLComponents(string: url)?.host?.hasPrefix("127.") == true else { return nil }
        let address = "127.0.\(number / 250).\(2 + number % 250)"
        return HTTPClient.canSend(from: address) ? address : nil
    }

    /// A learner's `index`th check: red, amber, then green on steps that move along.
    private func submission(name: String, learner: Int, index: Int) -> Data {
        let step = 1 + (index / 3) % max(steps.count, 1)
        var result = CheckResult(
            step: step, id: steps.isEmpty ? "" : steps[step - 1], title: "Simulated step \(step)")
        switch index % 3 {
        case 0:
            result.status = .doesNotCompile
            result.buildErrors = ["Sources/MyBiz/A.swift:3:5: error: cannot find 'x' in scope"]
            result.left = "make it compile first"
        case 1:
            result.status = .failing
            result.stepTests = CheckResult.Tally(
                passed: 1, total: 2,
                failing: [.init(name: "ATests/test_b", message: "XCTAssertEqual failed")])
            result.left = "some tests fail"
        default:
            result.status = .solved
        }
        let submission = Room.Submission(
            code: code, name: name, learner: "bench-\(laptops)-\(learner + 1)",
            predict: Room.predictions[index % 3], result: result,
            diff:
                "--- a/Sources/MyBiz/A.swift\n+++ b/Sources/MyBiz/A.swift\n@@ -1 +1 @@\n-let x = \(index)\n+let x = \(index + 1)\n"
        )
        return (try? JSONEncoder().encode(submission)) ?? Data()
    }

    /// The figures in a few lines.
    static func report(_ figures: Figures, learners: Int, results: Int) -> String {
        let latencies = Latencies(figures.latencies)
        func percentile(_ fraction: Double) -> Double { latencies.percentile(fraction) * 1000 }
        let total = learners * results
        let refused = figures.refused.sorted { $0.key < $1.key }.map { "\($0.value) × \($0.key)" }
        return String(
            format: "room bench: %d learners posted %d results each in %.2f s: %.0f results/s; "
                + "latency p50 %.1f ms, p99 %.1f ms\n",
            learners, results, figures.seconds, Double(total) / max(figures.seconds, 0.001),
            percentile(0.5), percentile(0.99))
            + "acknowledged \(figures.acknowledged) of \(total)"
            + (refused.isEmpty ? "" : "; refused " + refused.joined(separator: ", "))
            + (figures.unreachable == 0 ? "" : "; \(figures.unreachable) got no answer") + "\n"
            + (figures.refused[429] == nil
                ? ""
                : "429: the room takes \(Int(RoomAdmission().newcomers)) new learners at once and "
                    + "one a second after that, and \(Int(RoomAdmission().burst)) results at once "
                    + "from one learner: wait a minute, or bench fewer\n")
    }
}
