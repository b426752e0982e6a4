import Foundation

struct Employee: Codable {
    let id: String
    let givenName: String
    let familyName: String
    let location: String
    let manager: String?
    let directReports: [String]

    var displayName: String {
        givenName + " " + familyName
    }
}
