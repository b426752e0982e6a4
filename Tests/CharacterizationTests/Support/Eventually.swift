/// Yields to the main queue until `condition` holds. Returns false if it still does not hold
/// after five seconds without progress, a safety net for slow machines: the expected path is a
/// handful of yields. `progress` counts what the wait depends on (answers handled, requests
/// seen); each time it moves, the five seconds start again.
@MainActor
func eventually(progress: () -> Int = { 0 }, _ condition: () -> Bool) async -> Bool {
    let patience = Duration.seconds(5)
    var seen = progress()
    var deadline = ContinuousClock.now + patience
    while !condition() {
        if progress() != seen {
            seen = progress()
            deadline = ContinuousClock.now + patience
        }
        if ContinuousClock.now > deadline { return false }
        await Task.yield()
    }
    return true
}
