import XCTest

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

    /// Answers login `index` (the first unless given) with `result`. A login the code under
    /// test never asked for fails the test that expected it, rather than crash the test run.
    func complete(
        with result: Result<Token, Error>, at index: Int = 0,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard completions.indices.contains(index) else {
            return XCTFail(
                "expected login \(index + 1) to have been asked for; \(completions.count) were",
                file: file, line: line)
        }
        completions[index](result)
    }
}
