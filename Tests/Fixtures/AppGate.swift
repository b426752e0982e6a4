/// Lets one app at a time use the process-wide globals an app lives in (the application and
/// its delegate, the storyboard registry, the time zone, the user defaults). Tests of the
/// legacy and the refactored module run in one process and in parallel: each enters the gate
/// before it launches an app and leaves it when the app is closed.
@MainActor
public final class AppGate {
    public static let shared = AppGate()

    private var isBusy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    public func enter() async {
        guard isBusy else {
            isBusy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    public func leave() {
        if waiting.isEmpty {
            isBusy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
