import Foundation

@testable import RefactoredMyBiz

/// The purchase order form's store in memory: what a test puts in is what the form reads, and
/// what the form keeps stays here, off the disk and out of the app's own defaults.
final class OrderFormStoreFake: OrderFormStore {
    private(set) var values: [String: Any]

    init(_ values: [String: Any] = [:]) {
        self.values = values
    }

    func string(forKey defaultName: String) -> String? {
        values[defaultName] as? String
    }

    func dictionary(forKey defaultName: String) -> [String: Any]? {
        values[defaultName] as? [String: Any]
    }

    func set(_ value: Any?, forKey defaultName: String) {
        values[defaultName] = value
    }

    func removeObject(forKey defaultName: String) {
        values[defaultName] = nil
    }
}
