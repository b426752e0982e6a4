import Testing

/// The suite's one safety net for waits: five seconds without progress, generous for a slow
/// machine, never the expected path. The first wait that runs out of it marks the app broken;
/// every later wait then gives up at once and says which wait ran out, so an app that never
/// answers fails the suite in one patience, not one per wait.
@MainActor
enum SafetyNet {
    static let patience = Duration.seconds(5)

    /// The first wait that ran out of patience: what it waited for, and where.
    private(set) static var exhausted: String?

    /// Records that the wait for `what` ran out of patience at `location`.
    static func exhaust(waitingFor what: String, at location: SourceLocation) {
        if exhausted == nil {
            exhausted = "\(what) (\(location.fileName):\(location.line))"
        }
    }

    /// When an earlier wait ran out, records why this one, for `what`, does not wait, and
    /// returns true.
    static func givesUp(waitingFor what: String, at location: SourceLocation) -> Bool {
        guard let exhausted else { return false }
        Issue.record(
            Comment(
                rawValue: "Did not wait for \(what): an earlier wait ran out of patience, for "
                    + "\(exhausted), so the app is taken as broken; that failure comes first."),
            sourceLocation: location)
        return true
    }
}

/// Yields to the main queue until `condition` holds. Returns false if it still does not hold
/// after the safety net's five seconds without progress: the expected path is a handful of
/// yields. `progress` counts what the wait depends on (answers handled, requests seen); each
/// time it moves, the five seconds start again.
@MainActor
func eventually(
    progress: () -> Int = { 0 }, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async -> Bool {
    var seen = progress()
    var deadline = ContinuousClock.now + SafetyNet.patience
    while !condition() {
        if SafetyNet.givesUp(waitingFor: "a condition", at: sourceLocation) { return false }
        if progress() != seen {
            seen = progress()
            deadline = ContinuousClock.now + SafetyNet.patience
        }
        if ContinuousClock.now > deadline {
            SafetyNet.exhaust(waitingFor: "a condition", at: sourceLocation)
            return false
        }
        await Task.yield()
    }
    return true
}
