import Foundation

/// Whether the room takes a result now, by token buckets: one per learner, so a flood from one
/// gets 429 and everyone else is served; and one for the names it has not heard from in the
/// last minute, so a flood of made-up names cannot fill the room (its store, its dashboard and
/// these buckets) faster than a whole class arriving at once. A learner's bucket is full again
/// after a minute's quiet, and then it is forgotten: the buckets kept are those of the names
/// heard from in that minute. A refused learner's `check` keeps the result and sends it again.
struct RoomAdmission: Sendable {
    /// Results one learner may send at once, and how many more per second after that.
    let burst: Double
    let refill: Double
    /// Names not heard from in the last minute the room takes at once, and how many more per
    /// second after that: a class of a hundred arrives at once, a flood waits its turn.
    let newcomers: Double
    let newcomersRefill: Double

    init(
        burst: Double = 30, refill: Double = 0.5, newcomers: Double = 200,
        newcomersRefill: Double = 1
    ) {
        self.burst = burst
        self.refill = refill
        self.newcomers = newcomers
        self.newcomersRefill = newcomersRefill
    }

    private struct Bucket {
        var tokens: Double
        var at: Date

        /// Takes a token if there is one, after `refill` a second since `at`, up to `burst`.
        mutating func take(at now: Date, burst: Double, refill: Double) -> Bool {
            tokens = min(burst, tokens + max(0, now.timeIntervalSince(at)) * refill)
            at = now
            guard tokens >= 1 else { return false }
            tokens -= 1
            return true
        }
    }

    private var learners: [String: Bucket] = [:]
    private var arrivals: Bucket?

    /// Why a result is refused, as the room's 429 says it.
    enum Refusal: Equatable {
        case flood, newcomers

        var reason: String {
            switch self {
            case .flood: "too many results at once from one learner"
            case .newcomers: "too many new learners at once"
            }
        }
    }

    /// The learners whose buckets are kept.
    var kept: Int { learners.count }

    /// Takes `name`'s result at `now`, or says why not.
    mutating func admit(_ name: String, at now: Date) -> Refusal? {
        guard var bucket = learners[name] else {
            forgetQuiet(at: now)
            var arrivals = self.arrivals ?? Bucket(tokens: newcomers, at: now)
            let arrives = arrivals.take(at: now, burst: newcomers, refill: newcomersRefill)
            self.arrivals = arrivals
            guard arrives else { return .newcomers }
            learners[name] = Bucket(tokens: burst - 1, at: now)
            return nil
        }
        let taken = bucket.take(at: now, burst: burst, refill: refill)
        learners[name] = bucket
        return taken ? nil : .flood
    }

    /// Forgets the learners whose buckets are full again: to them, a new one is the same.
    private mutating func forgetQuiet(at now: Date) {
        let quiet = burst / refill
        learners = learners.filter { now.timeIntervalSince($0.value.at) < quiet }
    }
}
