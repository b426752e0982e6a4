import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension API: EventsClient {
    /// The events list as the server sent it, item by item, for the mapper to read. A body that
    /// is not a list is an error: the server's reason when it gives one.
    func requestEvents(success: @escaping (Any) -> Void, failure: @escaping (Error) -> Void) {
        let task = loadTask(
            request: authorizedRequest("api/events"),
            success: { (items: [AnyJSON]) in success(items.map(\.value)) },
            failure: failure)
        task.resume()
    }
}

/// Any JSON value, decoded into the plain objects a mapper reads: `[Any]`, `[String: Any]`,
/// `String`, `Double`, `Bool` or `NSNull`.
struct AnyJSON: Decodable {
    let value: Any

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = NSNull()
        } else if let bool = try? container.decode(Bool.self) {
            value = bool
        } else if let number = try? container.decode(Double.self) {
            value = number
        } else if let text = try? container.decode(String.self) {
            value = text
        } else if let list = try? container.decode([AnyJSON].self) {
            value = list.map(\.value)
        } else {
            value = try container.decode([String: AnyJSON].self).mapValues(\.value)
        }
    }
}
