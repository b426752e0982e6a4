import Foundation
import MiniHTTP
import Testing

@testable import MyBizServer

/// A client of the MyBiz server as the app is one: Basic to log in, then its token as Bearer.
struct Client: Sendable {
    let url: String
    var token: String?

    init(_ server: MyBizServer) {
        url = server.url
    }

    /// A client logged in with the sample credentials.
    static func loggedIn(_ server: MyBizServer) throws -> Client {
        var client = Client(server)
        let answer = try client.send("POST", "api/users/login", basic: "agent@shield.org:hailHydra")
        client.token = try decode(Records.Token.self, answer).token
        return client
    }

    func send(_ method: String, _ path: String, body: Data = Data(), basic: String? = nil) throws
        -> HTTPClient.Response
    {
        var headers = [("Content-Type", "application/json")]
        if let basic {
            headers.append(("Authorization", "Basic " + Data(basic.utf8).base64EncodedString()))
        } else if let token {
            headers.append(("Authorization", "Bearer " + token))
        }
        return try HTTPClient.send(method, url + path, body: body, headers: headers)
    }

    func send(_ method: String, _ path: String, json: some Encodable) throws -> HTTPClient.Response
    {
        try send(method, path, body: Records.encoder.encode(json))
    }

    /// The route's answer, which must be 200, decoded.
    func get<T: Decodable>(_ type: T.Type, _ path: String) throws -> T {
        let answer = try send("GET", path)
        try #require(answer.status == 200, "GET \(path): \(answer.status)")
        return try Self.decode(type, answer)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ answer: HTTPClient.Response) throws -> T {
        try Records.decoder.decode(type, from: answer.body)
    }

    /// The reason of an error answer, in the shape the app decodes.
    static func error(_ answer: HTTPClient.Response) throws -> String {
        struct Body: Decodable {
            let error: Bool
            let reason: String
        }
        let body = try JSONDecoder().decode(Body.self, from: answer.body)
        #expect(body.error)
        return body.reason
    }
}
