import Foundation

/// What the settings screen keeps between launches, read and written as it needs them.
protocol SettingsStore {
    func integer(forKey defaultName: String) -> Int
    func set(_ value: Int, forKey defaultName: String)
}

extension UserDefaults: SettingsStore {}
