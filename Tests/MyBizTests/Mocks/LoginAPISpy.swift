@testable import RefactoredMyBiz

/// Seed 002's `LoginServiceMock`, named by its role: it records each login and answers it only
/// when the test says how.
final class LoginAPISpy: LoginAPI {
    private(set) var requests: [(username: String, password: String)] = []
    private var completions: [(Result<Token, Error>) -> Void] = []

    var callCount: Int { requests.count }

    func login(
        username: String, password: String, completion: @escaping (Result<Token, Error>) -> Void
    ) {
        requests.append((username, password))
        completions.append(completion)
    }

    func complete(with result: Result<Token, Error>, at index: Int = 0) {
        completions[index](result)
    }
}
