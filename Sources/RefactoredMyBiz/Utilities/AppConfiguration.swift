import Foundation

struct AppConfiguration: Codable {
    var server: String
    /// Where the calendar keeps its events between launches, under the user's data folder. A
    /// configuration without one keeps them in memory, for as long as the app runs.
    var eventsFile: String?

    var eventStorePath: String {
        guard let eventsFile else { return ":memory:" }
        let dataFolder = FileManager.default.urls(
            for: .applicationSupportDirectory, in: .userDomainMask)[0]
        return dataFolder.appendingPathComponent(eventsFile).path
    }

    static func load() -> AppConfiguration {
        let url = Bundle.app.url(forResource: "Configuration", withExtension: "json")!
        let data = try! Data(contentsOf: url)
        return try! JSONDecoder().decode(AppConfiguration.self, from: data)
    }
}
