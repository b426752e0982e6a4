import Foundation
import Testing

@testable import WorkbenchKit

/// What keeps a judged package's incremental build from going stale (see
/// `JudgedPackage+StaleBuilds`): the files written into a package in a scratch folder, and
/// their dates, with the real `swift` or a stand-in whose build fails when told to.
@Suite("A judged package's stale builds")
struct StaleBuildTests {
    @Test("a test module with a linked source is compiled whole when the app's declarations change")
    func staleBuilds() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try JudgedPackage(
            directory: folder, tools: Tools(environment: ProcessInfo.processInfo.environment))
        let api = "class API {\n    func getAnnouncements() { print(1) }\n}\n"
        let shared = "Tests/CharacterizationTests/Mocks/MockAPI.swift"
        var tree = SourceTree(
            files: ["Sources/MyBiz/API.swift": api, shared: "final class MockAPI: API {}\n"],
            links: [
                "Tests/MyBizTests/Mocks/MockAPI.swift":
                    "../../CharacterizationTests/Mocks/MockAPI.swift"
            ])
        try package.write(tree)
        var aged = try age(shared, in: folder)
        func kept() throws -> Bool { try modified(shared, in: folder) == aged }

        tree.files["Sources/MyBiz/API.swift"] = api.replacingOccurrences(of: "1", with: "2")
        try package.write(tree)
        #expect(try kept(), "a body changed")
        tree.files["Package.swift"] = "// another\n"
        try package.write(tree)
        #expect(try kept(), "no app file changed")
        tree.files["Sources/MyBiz/API.swift"] = api.replacingOccurrences(
            of: "}\n}", with: "}\n    func jsonPost() {}\n}")
        try package.write(tree)
        #expect(try !kept(), "a method added: the test file is to be compiled again")
        aged = try age(shared, in: folder)
        tree.files["Sources/MyBiz/Report.swift"] = "struct Report {}\n"
        try package.write(tree)
        #expect(try !kept(), "a type added")
        aged = try age(shared, in: folder)
        tree.links = [:]
        tree.files["Sources/MyBiz/Order.swift"] = "struct Order {}\n"
        try package.write(tree)
        #expect(try kept(), "a module with no linked source keeps its incremental build")
    }

    @Test("after a build that failed, every test module's source is newer than any build saw it")
    func failedBuild() throws {
        let (package, folder) = try judgedPackage(
            swift: """
                #!/bin/sh
                [ "$1" = build ] || exit 0
                grep -q 'does not compile' "$(dirname "$0")/../../Sources/MyBiz/API.swift" && exit 1
                exit 0

                """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tests = ["Tests/MyBizTests/ATests.swift", "Tests/CharacterizationTests/BTests.swift"]
        var tree = SourceTree(files: ["Sources/MyBiz/API.swift": "class API {}\n"])
        for test in tests { tree.files[test] = "final class T {}\n" }
        try package.write(tree)
        func dates() throws -> [Date?] { try tests.map { try modified($0, in: folder) } }
        let before = try tests.map { try age($0, in: folder) }

        #expect(try package.build().compiled)
        #expect(try dates() == before, "a build that compiled leaves the tests' dates alone")

        tree.files["Sources/MyBiz/API.swift"] = "class API { does not compile }\n"
        try package.write(tree)
        #expect(try !package.build().compiled)
        let after = try dates()
        for (test, (was, now)) in zip(tests, zip(before, after)) {
            #expect(
                now.map { $0 > (was ?? .distantFuture) } == true,
                "\(test): \(String(describing: now))")
        }
    }
}
