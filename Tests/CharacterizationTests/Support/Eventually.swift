/// Yields to the main queue until `condition` holds. Returns false if it still does not hold
/// after a second, a safety net: the expected path is a handful of yields.
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(1)
    while !condition() {
        if ContinuousClock.now > deadline { return false }
        await Task.yield()
    }
    return true
}
