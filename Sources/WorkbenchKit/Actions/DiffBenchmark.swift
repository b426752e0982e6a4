import Diffing

/// Times the diff engine on two 2,000-line texts that differ by 200 edited lines.
enum DiffBenchmark {
    static func run(iterations: Int = 20) -> String {
        let old = (1...2_000).map { "let value\($0) = compute(\($0))\n" }
        var new = old
        for line in stride(from: 5, to: 2_000, by: 10) {
            new[line] = "let value\(line) = recompute()\n"
        }
        let (a, b) = (old.joined(), new.joined())
        let clock = ContinuousClock()
        var times: [Duration] = []
        var hunks = 0
        for _ in 0..<iterations {
            let start = clock.now
            hunks = UnifiedDiff(old: a, new: b, oldName: "a", newName: "b").hunks.count
            times.append(clock.now - start)
        }
        let median = times.sorted()[iterations / 2]
        let milliseconds =
            Double(median.components.attoseconds) / 1e15 + Double(median.components.seconds) * 1e3
        return
            "\((milliseconds * 100).rounded() / 100) ms (median of \(iterations); \(hunks) hunks)"
    }
}
