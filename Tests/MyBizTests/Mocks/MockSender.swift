import Foundation

@testable import RefactoredMyBiz

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The seed's `MockSender` (a spy): decodes each request's body as the answer type, keeps it in
/// `lastSent`, and answers with it, so a test sees what would have gone over the wire.
final class MockSender: RequestSender {
    var lastSent: Decodable?
    private(set) var lastRequest: URLRequest?

    func send<T: Decodable>(
        request: URLRequest,
        success: ((T) -> Void)?,
        failure: ((Error) -> Void)?
    ) {
        lastRequest = request
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            let obj = try decoder.decode(T.self, from: request.httpBody ?? Data())
            lastSent = obj
            success?(obj)
        } catch {
            failure?(error)
        }
    }
}
