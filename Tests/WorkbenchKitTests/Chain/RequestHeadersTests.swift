import Foundation
import Testing

@testable import WorkbenchKit

/// The request golden masters keep only the headers the apps set (Tests/Fixtures'
/// `HTTPRequestRecord.appHeaders`): a header an app, or a step's patch, starts to set must be
/// on that list, or its golden masters would leave it out without a word.
@Suite("The headers the apps set, and the golden masters' list of them")
struct RequestHeadersTests {
    @Test("every header the legacy app, the refactored app or a step sets is on the list")
    func everyHeaderListed() throws {
        let record = try packageText("Tests/Fixtures/HTTPRequestRecord.swift")
        let list = try #require(
            record.split(separator: "\n").first { $0.contains("appHeaders: Set<String> =") })
        var set: Set<String> = []
        for folder in ["Sources/LegacyMyBiz", "Sources/RefactoredMyBiz", "Steps"] {
            let tree = try SourceTree(directory: packageRoot.appendingPathComponent(folder))
            for text in tree.files.values {
                for match in text.matches(of: /forHTTPHeaderField: "([^"]+)"/) {
                    set.insert(match.1.lowercased())
                }
            }
        }

        #expect(set.contains("authorization") && set.contains("content-type"))
        for header in set {
            #expect(
                list.contains("\"\(header)\""), "\(header) is set by the app, not kept: \(list)")
        }
    }
}
