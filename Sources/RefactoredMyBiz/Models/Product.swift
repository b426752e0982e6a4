import Foundation

struct Product: Codable {
    let id: String
    let name: String
    let cost: Double
}
