import Diffing
import Foundation
import Testing

@testable import WorkbenchKit

/// A package of the workbench's shape in a temporary folder, with a two-step chain.
struct SmallPackage {
    let root = temporaryFolder()

    init() throws {
        let legacy = "let greeting = \"hello\"\n"
        let refactored = "let greeting = \"hello\"\nlet name = \"MyBiz\"\n"
        let test = "import XCTest\n\nfinal class NameTests: XCTestCase {}\n"
        var files: [String: String] = [
            "Sources/LegacyMyBiz/App.swift": legacy,
            "Sources/RefactoredMyBiz/App.swift": refactored,
            "Sources/MiniUIKit/UIView.swift": "// UIView\n",
            "Sources/MiniHealthKit/HealthKit.swift": "// HealthKit\n",
            "Sources/CSQLite/module.modulemap": "module CSQLite {}\n",
            "Sources/Diffing/Diff.swift": "// Diff\n",
            "Sources/MiniHTTP/HTTPServer.swift": "// HTTPServer\n",
            "Tests/Fixtures/Approved/screens/a.approved.txt": "A\n",
            "Tests/Fixtures/Approved/since-2/screens/a.approved.txt": "B\n",
            "Tests/CharacterizationTests/Suite.swift": "// suite\n",
            "Tests/TestHost/TestHost.swift": "// host\n",
            "Tests/TestHostLoader/loader.c": "/* loader */\n",
            "Tests/MyBizTests/NameTests.swift": test,
        ]
        let one = try Step(
            header: Self.header(1, "One"),
            patches: [FilePatch(path: "Tests/MyBizTests/NameTests.swift", old: nil, new: test)],
            fileName: "01-one.step")
        let two = try Step(
            header: Self.header(2, "Two"),
            patches: [
                FilePatch(path: "Sources/MyBiz/App.swift", old: legacy, new: refactored),
                FilePatch(
                    path: "Tests/Fixtures/Approved/since-2/screens/a.approved.txt", old: nil,
                    new: "B\n"),
            ], fileName: "02-two.step")
        files["Steps/01-one.step"] = one.text
        files["Steps/02-two.step"] = two.text
        try SourceTree(files: files).write(to: root)
    }

    static func header(_ number: Int, _ title: String) -> [String: String] {
        [
            "id": String(format: "%02d-", number) + title.lowercased(), "title": title,
            "chapter": "11", "technique": "Sprout Method", "kind": "feature",
            "pinned by": "Characterization", "driven by": "NameTests", "hint": "A hint.",
            "why": "Because.",
        ]
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
