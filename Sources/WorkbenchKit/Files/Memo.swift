import Foundation

/// Values made once and kept, by key, for any thread of the process.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    /// The value kept for `key`, if one was made.
    func kept(for key: Key) -> Value? {
        lock.withLock { values[key] }
    }

    /// The value kept for `key`, made by `make` the first time; a value `make` could not make
    /// is not kept, and its error is thrown.
    func value<Failure: Error>(for key: Key, _ make: () throws(Failure) -> Value)
        throws(Failure) -> Value
    {
        if let value = lock.withLock({ values[key] }) { return value }
        let value = try make()
        lock.withLock { values[key] = value }
        return value
    }
}
