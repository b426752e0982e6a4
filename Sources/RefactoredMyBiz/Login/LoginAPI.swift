import Foundation

protocol LoginAPI {
    func login(
        username: String, password: String, completion: @escaping (Result<Token, Error>) -> Void)
}

extension API: LoginAPI {}
