import Foundation

/// What the new purchase order form reads of the buyer and keeps between visits, asked for as
/// the form asks: the region and role Settings keeps, and the form's own draft.
protocol OrderFormStore {
    func string(forKey defaultName: String) -> String?
    func dictionary(forKey defaultName: String) -> [String: Any]?
    func set(_ value: Any?, forKey defaultName: String)
    func removeObject(forKey defaultName: String)
}

extension UserDefaults: OrderFormStore {}
