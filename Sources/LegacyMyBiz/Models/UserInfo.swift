import Foundation

struct UserInfo: Codable {
    let id: String
    let givenName: String
    let familyName: String
    let email: String
    let role: String
    var region: String?
}
