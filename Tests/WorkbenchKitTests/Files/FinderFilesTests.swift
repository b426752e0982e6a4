import Foundation
import Testing

@testable import WorkbenchKit

/// The files a file browser leaves in the folders it shows (Finder's .DS_Store, AppleDouble
/// `._` twins, Explorer's Thumbs.db) are no part of any tree the workbench reads.
@Suite("Files a file browser leaves", .serialized)
struct FinderFilesTests {
    static let dsStore = Data([0, 0, 0, 1, 0x42, 0x75, 0x64, 0x31, 0, 0, 0x10, 0, 0x80, 0xFF])
    /// One that happens to be UTF-8 (NULs and ASCII): a lenient read would keep it.
    static let textLikeDSStore = Data([0, 0, 0, 1, 0x42, 0x75, 0x64, 0x31, 0, 0, 0x10, 0])
    static let appleDouble = Data([0, 5, 0x16, 7, 0, 2, 0, 0, 0xFF])

    /// A .DS_Store and a Thumbs.db in `folder` and every folder below it (not .build or .git),
    /// and a `._` twin beside each Swift file.
    static func plant(in folder: URL, dsStore: Data = dsStore) throws {
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: folder.path)
        where ![".build", ".git", ".swiftpm"].contains(name) {
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: url.path, isDirectory: &isDirectory),
                isDirectory.boolValue,
                (try? manager.destinationOfSymbolicLink(atPath: url.path)) == nil
            {
                try plant(in: url, dsStore: dsStore)
            } else if name.hasSuffix(".swift") {
                try appleDouble.write(to: folder.appendingPathComponent("._" + name))
            }
        }
        try dsStore.write(to: folder.appendingPathComponent(".DS_Store"))
        try Data([0xD0, 0xCF, 0x11, 0xE0]).write(to: folder.appendingPathComponent("Thumbs.db"))
    }

    @Test("a tree never holds them, at any depth, binary or not")
    func skipped() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try SourceTree(files: ["A.swift": "let a = 1\n", "Sub/B.swift": "let b = 2\n"])
            .write(to: folder)
        try Self.plant(in: folder)
        try Self.textLikeDSStore.write(to: folder.appendingPathComponent("Sub/.DS_Store"))

        #expect(
            try SourceTree(directory: folder).files.keys.sorted() == ["A.swift", "Sub/B.swift"])
        #expect(
            try SourceTree(directory: folder, skippingBinary: true).files.keys.sorted()
                == ["A.swift", "Sub/B.swift"])
    }

    @Test("verify, materialize, exercise and pack read a workbench with them in every folder")
    func everywhere() throws {
        let copy = try copyOfPackage(
            editing: "Steps/01-extract-load-events.step", "id: 01-", "id: 01-")
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("Judge"),
            to: copy.appendingPathComponent("Judge"))
        let made = temporaryFolder()
        defer { [copy, made].forEach { try? FileManager.default.removeItem(at: $0) } }
        try Self.plant(in: copy)
        try Self.textLikeDSStore.write(
            to: copy.appendingPathComponent("Sources/LegacyMyBiz/.DS_Store"))

        let verified = run(["verify"], root: copy)
        let materialized = run(
            ["materialize", "--through", "3", made.appendingPathComponent("p").path], root: copy)
        let exercise = run(["exercise", "3", made.appendingPathComponent("e").path], root: copy)
        let area = run(["exercise", "login", made.appendingPathComponent("l").path], root: copy)
        let pack = run(
            [
                "pack", "--steps", "3", "--characterize", "login",
                made.appendingPathComponent("k").path,
            ],
            root: copy)

        for (what, result) in [
            ("verify", verified), ("materialize", materialized), ("exercise", exercise),
            ("exercise login", area), ("pack", pack),
        ] {
            #expect(result.status == 0, "\(what): \(result.errors)")
        }
        let (workspace, _) = try thisPackage.get()
        #expect(
            try Workspace(root: copy, searchingFrom: copy).fingerprint() == workspace.fingerprint())
        #expect(
            !FileManager.default.fileExists(
                atPath: made.appendingPathComponent("p/Sources/MyBiz/.DS_Store").path))
    }

    @Test("a folder Finder made, holding only its .DS_Store, is empty; git never sees one")
    func finderMadeFolder() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.dsStore.write(to: folder.appendingPathComponent(".DS_Store"))

        let made = run(["exercise", "1", folder.path])
        try Self.plant(in: folder)
        let tools = Tools(environment: ProcessInfo.processInfo.environment)
        let status = try tools.run(
            try tools.require("git", for: "the test"),
            ["-C", folder.path, "status", "--porcelain", "--untracked-files=all"])

        #expect(made.status == 0, "\(made.errors)")
        #expect(status.output == "")
    }

    @Test("a check reads an exercise full of them as the exercise it is: no edit, no test more")
    func exerciseRead() throws {
        let (workspace, chain) = try thisPackage.get()
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run(["exercise", "3", folder.path]).status == 0)
        try Self.plant(in: folder, dsStore: Self.textLikeDSStore)

        let context = try ExerciseCheck.Context(
            step: chain.steps[2], chain: chain, workspace: workspace,
            fingerprint: try workspace.fingerprint(), directory: folder)

        #expect(context.editsIgnored == [])
        #expect(
            !context.mine.files.keys.contains { $0.hasSuffix(".DS_Store") || $0.contains("/._") })
    }
}
