import Foundation

/// A login whose request could not reach the server is tried once more before the one who
/// asked hears of it: any other answer, a refusal included, is passed on at once.
final class RetryingLoginAPI: LoginAPI {
    let wrapped: LoginAPI

    init(wrapping wrapped: LoginAPI) {
        self.wrapped = wrapped
    }

    func login(
        username: String, password: String, completion: @escaping (Result<Token, Error>) -> Void
    ) {
        wrapped.login(username: username, password: password) { [weak self] result in
            guard case .failure(let error) = result, (error as NSError).domain == NSURLErrorDomain,
                let self
            else { return completion(result) }
            self.wrapped.login(username: username, password: password, completion: completion)
        }
    }
}
