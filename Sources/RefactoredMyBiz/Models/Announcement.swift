import Foundation

struct Announcement: Codable {
    let id: String
    let date: Date
    let message: String
}
