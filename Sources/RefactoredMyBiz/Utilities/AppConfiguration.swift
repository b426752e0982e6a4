import Foundation

struct AppConfiguration: Codable {
    var server: String

    static func load() -> AppConfiguration {
        let url = Bundle.app.url(forResource: "Configuration", withExtension: "json")!
        let data = try! Data(contentsOf: url)
        return try! JSONDecoder().decode(AppConfiguration.self, from: data)
    }
}
