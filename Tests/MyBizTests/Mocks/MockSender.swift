import Foundation

@testable import RefactoredMyBiz

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The seed's `MockSender` (a spy): logs each request it is asked to send, decodes the request's
/// body as the answer type, keeps it in `lastSent`, and answers with it, so a test sees what
/// would have gone over the wire.
final class MockSender: RequestSender {
    enum Message: Equatable {
        case send(method: String, url: String)
    }

    private(set) var messages: [Message] = []
    private(set) var lastSent: Decodable?
    private(set) var lastRequest: URLRequest?

    func send<T: Decodable>(
        request: URLRequest,
        success: ((T) -> Void)?,
        failure: ((Error) -> Void)?
    ) {
        messages.append(
            .send(method: request.httpMethod ?? "GET", url: request.url?.absoluteString ?? ""))
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
