import Dispatch
import Fixtures
import Foundation
import Testing

@Suite("The hang watch of a test run")
struct HangWatchTests {
    @Test("a probe that waited the limit is stuck; less is fine; a late tick is a pause")
    func verdicts() {
        #expect(HangWatch.verdict(waited: 19.9, gap: 1, interval: 1, limit: 20) == .fine)
        #expect(
            HangWatch.verdict(waited: 20, gap: 1, interval: 1, limit: 20) == .stuck(seconds: 20))
        #expect(
            HangWatch.verdict(waited: 45, gap: 1.4, interval: 1, limit: 20) == .stuck(seconds: 45))
        #expect(HangWatch.verdict(waited: 45, gap: 1.5, interval: 1, limit: 20) == .paused)
        #expect(HangWatch.verdict(waited: 45, gap: 30, interval: 1, limit: 20) == .paused)
    }

    @Test("a debugger is told by the tracer Linux names in a process's status")
    func tracer() {
        let status = "Name:\tMyBizPackageTests\nState:\tR (running)\nTracerPid:\t%@\nUid:\t0\n"
        #expect(HangWatch.tracer(inStatus: status.replacingOccurrences(of: "%@", with: "0")) == 0)
        #expect(
            HangWatch.tracer(inStatus: status.replacingOccurrences(of: "%@", with: "4242")) == 4242)
        #expect(HangWatch.tracer(inStatus: "Name:\tx\n") == 0)
    }

    @Test("the limit is MYBIZ_HANG_SECONDS, 20 s unset, none at 0, and a bad value is named")
    func limits() throws {
        #expect(try HangWatch.limit(in: [:]) == 20)
        #expect(try HangWatch.limit(in: ["MYBIZ_HANG_SECONDS": "5"]) == 5)
        #expect(try HangWatch.limit(in: ["MYBIZ_HANG_SECONDS": "0"]) == nil)
        for bad in ["", "2.5", "-1", "ten"] {
            #expect(throws: HangWatchError.badLimit(bad)) {
                try HangWatch.limit(in: ["MYBIZ_HANG_SECONDS": bad])
            }
        }
        #expect("\(HangWatchError.badLimit("ten"))".hasPrefix("MYBIZ_HANG_SECONDS is \"ten\""))
    }

    @Test(
        "a queue that never serves its probe is reported stuck, once, and the watch stops",
        .timeLimit(.minutes(1)))
    func aBlockedQueueIsStuck() async throws {
        let blocked = DispatchQueue(label: "HangWatchTests.blocked")
        let release = DispatchSemaphore(value: 0)
        blocked.async { release.wait() }
        let reports = Reports()
        var watch: HangWatch?
        let stuck = AsyncStream<Int> { continuation in
            watch = HangWatch(limit: 0.2, interval: 0.05, watched: blocked) { seconds in
                reports.add(seconds)
                continuation.yield(seconds)
            }
            watch?.start()
        }
        var answered: Int?
        for await seconds in stuck {
            answered = seconds
            break
        }
        release.signal()
        #expect((answered ?? 99) <= 1, "0.2 s and a little more, told in whole seconds")
        #expect(watch?.stopped == true, "it ticks no more once it reported")
        #expect(reports.count == 1)
        #expect(HangWatch.message(seconds: 20).contains("busy for 20 s"))
    }
}

/// The watch's reports, from its queue.
private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: [Int] = []

    func add(_ value: Int) { lock.withLock { seconds.append(value) } }
    var count: Int { lock.withLock { seconds.count } }
}
