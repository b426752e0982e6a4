import Foundation

struct Product: Codable {
    let id: String
    let name: String
    let cost: Double
    var supplier: String?
    var contractPrice: Double?
    var contractMinimum: Int?
    var promotion: Promotion?
}

struct Promotion: Codable {
    var percentOff: Double
    var starts: String
    var ends: String
}
