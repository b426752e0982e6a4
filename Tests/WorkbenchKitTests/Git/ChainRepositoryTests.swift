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

    @Test("without git, export and import say git is needed: exit 3, a program missing")
    func missingGit() throws {
        let package = try SmallPackage()
        defer { package.remove() }
        let target = temporaryFolder()
        for command in ["export", "import"] {
            let result = run(
                [command, target.path], root: package.root, environment: ["PATH": "/nonexistent"])

            #expect(result.status == ExitStatus.tool.rawValue)
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
