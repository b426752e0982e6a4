import Dispatch
import Foundation

/// Runs `work` on another thread while `body` runs on this one, and gives both results once
/// both have ended, so neither outlives the call: two builds at once use the cores one build
/// leaves idle. `body`'s error is thrown before `work`'s.
func alongside<T: Sendable, U>(
    _ work: @escaping @Sendable () throws(WorkbenchError) -> T,
    _ body: () throws(WorkbenchError) -> U
) throws(WorkbenchError) -> (T, U) {
    let other = Outcome<T>()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        other.set(Result { () throws(WorkbenchError) -> T in try work() })
        done.signal()
    }
    let mine = Result { () throws(WorkbenchError) -> U in try body() }
    done.wait()
    let value = try mine.get()
    guard let theirs = other.result else { preconditionFailure("the other thread gave nothing") }
    return (try theirs.get(), value)
}

/// What the other thread of `alongside` gave, kept under a lock.
private final class Outcome<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: Result<T, WorkbenchError>?

    var result: Result<T, WorkbenchError>? { lock.withLock { kept } }

    func set(_ result: Result<T, WorkbenchError>) { lock.withLock { kept = result } }
}
