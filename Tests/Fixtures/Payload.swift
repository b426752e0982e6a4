import Foundation

/// The JSON bodies the fake MyBiz server answers with, one file each in `Payloads/`.
public enum Payload: String, CaseIterable, Sendable {
    case login
    case announcements
    case events
    case eventsAllTypes = "events-all-types"
    /// Four events at the same time, in no order the calendar would choose.
    case eventsSameTime = "events-same-time"
    /// The three sample events, the second one broken in one way each: what a tolerant
    /// client should survive and the legacy app does not.
    case eventsNullName = "events-null-name"
    case eventsMissingDate = "events-missing-date"
    case eventsUnknownType = "events-unknown-type"
    case eventsDurationAsString = "events-duration-as-string"
    case employees
    case products
    case purchases
    case purchaseSaved = "purchase-saved"
    case reportSaved = "report-saved"
    case user
    case empty
    case errorUnauthorized = "error-unauthorized"
    case errorServer = "error-server"
    case errorLogin = "error-login"
    case malformed

    /// The events payloads with one bad item each.
    public static let badEvents: [Payload] = [
        .eventsNullName, .eventsMissingDate, .eventsUnknownType, .eventsDurationAsString,
    ]

    /// The file's bytes. A missing or unreadable file is a broken checkout: the error names it.
    public func data() throws -> Data {
        guard
            let url = Bundle.module.url(
                forResource: rawValue, withExtension: "json", subdirectory: "Payloads")
        else {
            throw FixtureError.missing("Payloads/\(rawValue).json")
        }
        return try Data(contentsOf: url)
    }

    /// The payload decoded as the server's clients decode it: ISO-8601 dates.
    public func decoded<T: Decodable>(as type: T.Type) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(type, from: data())
    }
}

public enum FixtureError: Error, CustomStringConvertible {
    case missing(String)

    public var description: String {
        switch self {
        case .missing(let path):
            "Fixture \(path) is missing from Tests/Fixtures: restore it from git."
        }
    }
}
