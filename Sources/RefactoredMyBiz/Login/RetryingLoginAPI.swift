import Foundation

/// A login whose request could not reach the server is tried once more before the one who
/// asked hears of it: any other answer, a refusal or a time-out included, is passed on at once.
final class RetryingLoginAPI: LoginAPI {
    let wrapped: LoginAPI

    /// The transport failures a second try may get past: no connection, or one that dropped.
    static let unreached: Set<Int> = [
        NSURLErrorCannotConnectToHost, NSURLErrorNetworkConnectionLost,
        NSURLErrorNotConnectedToInternet, NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed,
    ]

    static func couldNotConnect(_ error: Error) -> Bool {
        let error = error as NSError
        return error.domain == NSURLErrorDomain && unreached.contains(error.code)
    }

    init(wrapping wrapped: LoginAPI) {
        self.wrapped = wrapped
    }

    func login(
        username: String, password: String, completion: @escaping (Result<Token, Error>) -> Void
    ) {
        wrapped.login(username: username, password: password) { [weak self] result in
            guard case .failure(let error) = result, Self.couldNotConnect(error), let self
            else { return completion(result) }
            self.wrapped.login(username: username, password: password, completion: completion)
        }
    }
}
