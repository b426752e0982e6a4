import Foundation

struct Employee: Codable {
    let id: String
    let givenName: String
    let familyName: String
    let location: String
    let manager: String?
    let directReports: [String]
    let birthday: String?
    static let birthdayFormat = "MM-dd-yyyy"

    var displayName: String {
        givenName + " " + familyName
    }
}
