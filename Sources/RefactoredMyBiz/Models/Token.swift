import Foundation

struct Token: Codable {
    let token: String
    let userID: String
}
