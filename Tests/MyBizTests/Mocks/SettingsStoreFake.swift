@testable import RefactoredMyBiz

/// A settings store in memory: what a test puts in is what the screen reads, and what the
/// screen writes stays here, off the disk and out of the app's own defaults.
final class SettingsStoreFake: SettingsStore {
    private(set) var values: [String: Int]

    init(_ values: [String: Int] = [:]) {
        self.values = values
    }

    func integer(forKey defaultName: String) -> Int {
        values[defaultName] ?? 0
    }

    func set(_ value: Int, forKey defaultName: String) {
        values[defaultName] = value
    }
}
