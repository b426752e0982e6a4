import Foundation

#if REFACTORED
    @testable import RefactoredMyBiz
#else
    @testable import LegacyMyBiz
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The seed's `MockAPI` (a stub): the API with its requests answered on the main queue with
/// canned data. Where the seed overrides each `get…` method, this one overrides `loadTask`, the
/// one method every request goes through (Subclass and Override Method), so it answers the
/// delegate calls and, from the steps that add them, the calls with a completion alike. A
/// request that decodes its answer as another type than the canned one (the events as any JSON,
/// from step 49) gets the canned values as the server would send them. Like
/// the API, it is used on the main thread only, which is what the unchecked `Sendable` promises.
/// As in the seed, the one file serves both test targets: MyBizTests links to it.
final class MockAPI: API, @unchecked Sendable {
    var mockEvents: [Event] = []
    var mockEmployees: [Employee] = []
    var mockEventsError: Error?
    var mockOrgError: Error?
    /// The path of every request the app made, in order.
    private(set) var requestedPaths: [String] = []

    var getEventsCallCount: Int {
        requestedPaths.filter { $0 == "/api/events" }.count
    }

    override func loadTask<T: Decodable>(
        request: URLRequest,
        success: ((T) -> Void)?,
        failure: ((Error) -> Void)?
    ) -> URLSessionTask {
        let path = request.url?.path ?? ""
        requestedPaths.append(path)
        if let answer = cannedAnswer(to: path) {
            let delivery = Delivery {
                switch answer {
                case .success(let value as T): success?(value)
                case .success(let value):
                    if let sent = try? Self.sent(value, readAs: T.self) {
                        success?(sent)
                    } else {
                        failure?(URLError(.cannotDecodeContentData))
                    }
                case .failure(let error): failure?(error)
                }
            }
            DispatchQueue.main.async { delivery.run() }
        }
        return Self.idleTask()
    }

    /// What the server would answer at `path`; nil for a request that is never answered (the
    /// user, an analytics report, a new purchase order).
    private func cannedAnswer(to path: String) -> Result<Any, Error>? {
        switch path {
        case "/api/events": mockEventsError.map { .failure($0) } ?? .success(mockEvents)
        case "/api/employees": mockOrgError.map { .failure($0) } ?? .success(mockEmployees)
        case "/api/announcements": .success([Announcement]())
        case "/api/products": .success([Product]())
        case "/api/purchases": .success([PurchaseOrder]())
        default: nil
        }
    }

    /// `value` encoded as the server sends it (ISO 8601 dates), then decoded as `T`.
    private static func sent<T: Decodable>(_ value: Any, readAs type: T.Type) throws -> T {
        guard let value = value as? Encodable else { throw URLError(.cannotDecodeContentData) }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(T.self, from: encoder.encode(value))
    }

    /// A task that does nothing when resumed: it is cancelled before anyone gets it.
    private static func idleTask() -> URLSessionTask {
        let task = URLSession.shared.dataTask(with: URL(string: "http://127.0.0.1:9/")!)
        task.cancel()
        return task
    }
}

/// An answer handed to the main queue. The API and its callers live on the main thread.
private struct Delivery: @unchecked Sendable {
    let run: () -> Void
}
