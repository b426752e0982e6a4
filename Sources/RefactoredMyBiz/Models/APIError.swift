import Foundation

struct APIError: Error, Codable {
    let error: Bool
    let reason: String
}
