import Fixtures
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `URLProtocol` that answers a session's requests inside the process: each route
/// (`"POST /api/users/login"`) with its canned response, as the fake server does over loopback,
/// any other with a 404, or every request with a transport error. It records what it was sent.
/// A session uses it only through its configuration's `protocolClasses`: Linux ignores
/// `URLProtocol.registerClass`.
final class AnsweringURLProtocol: URLProtocol {
    /// What every instance answers, and the requests they were sent. The session makes the
    /// instances, so the test speaks to them through this one book.
    static let book = Book()

    /// A session whose every request `routes` answers.
    static func session(answering routes: [String: FakeMyBizServer.Response]) -> URLSession {
        book.start(.routes(routes))
        return session()
    }

    /// A session whose every request fails with `error`, as when there is no network.
    static func session(failingWith error: URLError) -> URLSession {
        book.start(.failure(error))
        return session()
    }

    private static func session() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [AnsweringURLProtocol.self]
        return URLSession(configuration: configuration)
    }

    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let url = request.url ?? URL(fileURLWithPath: "/")
        switch Self.book.answer(to: request) {
        case .failure(let error):
            client?.urlProtocol(self, didFailWithError: error)
        case .routes(let routes):
            let answer =
                routes[Book.route(of: request)]
                ?? FakeMyBizServer.Response(status: 404, body: Data("{}".utf8))
            let response = HTTPURLResponse(
                url: url, statusCode: answer.status, httpVersion: "HTTP/1.1",
                headerFields: ["Content-Type": "application/json"])!
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: answer.body)
            client?.urlProtocolDidFinishLoading(self)
        }
    }

    override func stopLoading() {}

    /// The answers and the requests, behind a lock: the session loads on a queue of its own.
    final class Book: @unchecked Sendable {
        enum Answers {
            case routes([String: FakeMyBizServer.Response])
            case failure(URLError)
        }

        private let lock = NSLock()
        private var answers = Answers.routes([:])
        private var sent: [URLRequest] = []

        /// The requests sent since the last session was made, in order.
        var requests: [URLRequest] { lock.withLock { sent } }

        /// `"POST /api/users/login"`: the method and the path of `request`.
        static func route(of request: URLRequest) -> String {
            "\(request.httpMethod ?? "GET") \(request.url?.path ?? "")"
        }

        fileprivate func start(_ answers: Answers) {
            lock.withLock {
                self.answers = answers
                sent = []
            }
        }

        fileprivate func answer(to request: URLRequest) -> Answers {
            lock.withLock {
                sent.append(request)
                return answers
            }
        }
    }
}
