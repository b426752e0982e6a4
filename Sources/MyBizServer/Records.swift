import Foundation

/// The JSON the MyBiz app sends and decodes, field for field: the server's side of the app's
/// `Codable` models. Dates travel as ISO 8601.
enum Records {
    struct Token: Codable, Equatable, Sendable {
        let token: String
        let userID: String
    }

    struct User: Codable, Equatable, Sendable {
        let id: String
        let givenName: String
        let familyName: String
        let email: String
        let role: String
        /// Where the user buys: the app's new purchase order form taxes by it.
        var region: String?
    }

    struct Announcement: Codable, Equatable, Sendable {
        let id: String
        let date: Date
        let message: String
    }

    struct Employee: Codable, Equatable, Sendable {
        let id: String
        let givenName: String
        let familyName: String
        let location: String
        let manager: String?
        let directReports: [String]
        /// `MM-dd-yyyy`, as the refactored app's birthdays read it.
        let birthday: String?
    }

    struct Event: Codable, Equatable, Sendable {
        let name: String
        let date: Date
        let type: String
        let duration: Double
    }

    struct Product: Codable, Equatable, Sendable {
        let id: String
        let name: String
        /// The list price.
        let cost: Double
        var supplier: String?
        /// The price the supplier's contract gives from `contractMinimum` units on.
        var contractPrice: Double?
        var contractMinimum: Int?
        var promotion: Promotion?
    }

    /// A percentage off a product's price, from the day `starts` to the day `ends`, both
    /// `yyyy-MM-dd`.
    struct Promotion: Codable, Equatable, Sendable {
        let percentOff: Double
        let starts: String
        let ends: String
    }

    struct PurchaseOrder: Codable, Equatable, Sendable {
        var id: String?
        var poNumber: Int
        var date: Date
        var lines: [LineItem]
    }

    struct LineItem: Codable, Equatable, Sendable {
        var productId: String
        var quantity: Int
        var cost: Double
    }

    struct Report: Codable, Equatable, Sendable {
        let name: String
        let recordedDate: Date
        let type: String
        let duration: Double?
        let device: String
        let os: String
        let appVersion: String
    }

    /// A report as the server received it: who sent it, and when.
    struct ReceivedReport: Codable, Equatable, Sendable {
        let id: Int
        let userID: String
        let receivedDate: Date
        let report: Report
    }

    /// The event types the app knows.
    static let eventTypes: Set<String> = ["Appointment", "Meeting", "Domestic Holiday", "Day Off"]

    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
