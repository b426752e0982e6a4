import Diffing
import Foundation
import Testing
import WorkbenchKit

/// Export and import on a small package of the same shape as this one: two steps, a few files.
@Suite("Export and import")
struct ChainRepositoryTests {
    @Test("export writes a commit and a tag per state; import gives the same step files back")
    func roundTrip() throws {
        let package = try SmallPackage()
        defer { package.remove() }
        let repository = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: repository) }
        #expect(run(["verify"], root: package.root).status == 0)

        let exported = run(["export", repository.path], root: package.root)
        #expect(exported.status == 0, "\(exported.errors)")
        #expect(try git(["tag"], in: repository) == "step-00\nstep-01\nstep-02\n")
        #expect(
            try git(["log", "-1", "--format=%s", "step-02"], in: repository) == "Step 2: Two\n")
        let steps = package.root.appendingPathComponent("Steps")
        let before = try SourceTree(directory: steps)
        try FileManager.default.removeItem(at: steps)
        try FileManager.default.createDirectory(at: steps, withIntermediateDirectories: true)

        let imported = run(["import", repository.path], root: package.root)

        #expect(imported.status == 0, "\(imported.errors)")
        #expect(try SourceTree(directory: steps) == before)
        #expect(run(["verify"], root: package.root).status == 0)
    }

    @Test("export twice gives the same commits")
    func deterministic() throws {
        let package = try SmallPackage()
        defer { package.remove() }
        let first = temporaryFolder()
        let second = temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        #expect(run(["export", first.path], root: package.root).status == 0)
        #expect(run(["export", second.path], root: package.root).status == 0)

        #expect(
            try git(["rev-parse", "HEAD"], in: first)
                == (try git(["rev-parse", "HEAD"], in: second)))
    }

    @Test(
        "import refuses a commit that changes a file the chain does not hold, and a folder that is no repository"
    )
    func notAChain() throws {
        let package = try SmallPackage()
        defer { package.remove() }
        let repository = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: repository) }
        #expect(run(["export", repository.path], root: package.root).status == 0)
        try Data("// changed\n".utf8).write(
            to: repository.appendingPathComponent("Sources/MiniUIKit/UIView.swift"))
        _ = try git(["commit", "-qam", "Step 3: Three\n\nWhy.\n\nStep: 03-three"], in: repository)

        let result = run(["import", repository.path], root: package.root)

        #expect(result.status == 2)
        #expect(
            result.errors.contains("changes a file the chain does not hold"), "\(result.errors)")
        #expect(result.errors.contains("Sources/MiniUIKit/UIView.swift"))
        let plain = run(["import", package.root.path], root: package.root)
        #expect(plain.status == 2)
        #expect(plain.errors.contains("it is not a git repository"))
    }

    @Test("without git, export and import say git is needed")
    func missingGit() throws {
        let package = try SmallPackage()
        defer { package.remove() }
        let target = temporaryFolder()
        for command in ["export", "import"] {
            let result = run(
                [command, target.path], root: package.root, environment: ["PATH": "/nonexistent"])

            #expect(result.status == 2)
            #expect(result.errors.contains("'git' was not found on the PATH"), "\(result.errors)")
        }
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    func git(_ arguments: [String], in directory: URL) throws -> String {
        let tools = Tools(environment: ProcessInfo.processInfo.environment)
        let result = try tools.run(
            try tools.require("git", for: "the test"), ["-C", directory.path] + arguments,
            extraEnvironment: [
                "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t",
                "GIT_COMMITTER_EMAIL": "t@t",
            ])
        #expect(result.status == 0, "\(result.output)")
        return result.output
    }
}

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
