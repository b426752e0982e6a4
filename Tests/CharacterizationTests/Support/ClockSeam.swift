import Foundation

/// A screen whose clock the harness can set. The step that gives a screen a clock adds the
/// screen's conformance under `Seams/`, so the suite controls that clock from that step on
/// without knowing which step it is at.
@MainActor
protocol ClockSeam: AnyObject {
    func pinClock(to date: Date)
}
