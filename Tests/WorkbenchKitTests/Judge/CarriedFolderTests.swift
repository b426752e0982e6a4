import Dispatch
import Foundation
import Testing

@testable import WorkbenchKit

/// An exercise folder copied or moved with its `.build` (`JudgedPackage+Place`), and two checks
/// of one folder at once (`CheckLock`). A real copied folder is judged whole in
/// `Scripts/check-judge`.
@Suite("A folder carried elsewhere, and one check at a time")
struct CarriedFolderTests {
    /// A judged package whose `.build` holds what SwiftPM leaves: a platform's folder with a
    /// module cache, its build database, the `debug` link, and the stand-in `swift`'s `bin`.
    private func builtPackage() throws -> (JudgedPackage, URL) {
        let (package, folder) = try judgedPackage(swift: "#!/bin/sh\nexit 0\n")
        let build = folder.appendingPathComponent(".build")
        let platform = build.appendingPathComponent("x86_64-unknown-linux-gnu/debug/ModuleCache")
        try FileManager.default.createDirectory(at: platform, withIntermediateDirectories: true)
        try Data("db".utf8).write(to: build.appendingPathComponent("build.db"))
        try FileManager.default.createSymbolicLink(
            atPath: build.appendingPathComponent("debug").path,
            withDestinationPath: "x86_64-unknown-linux-gnu/debug")
        return (package, folder)
    }

    private func exists(_ path: String, in folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
    }

    @Test("a build made elsewhere, or not noted, is removed before the next; one made here is kept")
    func buildMadeElsewhere() throws {
        let (package, folder) = try builtPackage()
        defer { try? FileManager.default.removeItem(at: folder) }

        #expect(package.forgetBuildMadeElsewhere())
        #expect(!exists(".build/x86_64-unknown-linux-gnu", in: folder))
        #expect(!exists(".build/build.db", in: folder))
        #expect(exists(".build/bin/swift", in: folder))

        package.noteBuildPlace()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent(".build/x86_64-unknown-linux-gnu"),
            withIntermediateDirectories: true)
        #expect(!package.forgetBuildMadeElsewhere())
        #expect(exists(".build/x86_64-unknown-linux-gnu", in: folder))

        try Data("/somewhere/else/.build/judge".utf8).write(
            to: folder.appendingPathComponent(JudgedPackage.place))
        #expect(package.forgetBuildMadeElsewhere())
        #expect(!exists(".build/x86_64-unknown-linux-gnu", in: folder))
    }

    @Test("a build of its own made elsewhere is told by the path its module cache names")
    func ownBuildMadeElsewhere() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let modules = folder.appendingPathComponent(
            ".build/x86_64-unknown-linux-gnu/debug/ModuleCache/2AYQ8ZLNLBFMK")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let module = modules.appendingPathComponent("SwiftShims-2WTEZSG1WEKQP.pcm")
        func write(naming path: String) throws {
            try Data([0, 1, 2] + Array("\(path) \"-D__swift__=60300\"".utf8) + [0]).write(
                to: module)
        }
        #expect(!JudgedPackage.ownBuildMadeElsewhere(in: folder.appendingPathComponent("none")))

        try write(naming: folder.physicalFileURL.path)
        #expect(!JudgedPackage.ownBuildMadeElsewhere(in: folder))

        // A folder whose name only starts with this one's is another folder.
        try write(naming: folder.physicalFileURL.path + "-copy")
        #expect(JudgedPackage.ownBuildMadeElsewhere(in: folder))

        try write(naming: "/tmp/where-it-was")
        #expect(JudgedPackage.ownBuildMadeElsewhere(in: folder))
    }

    @Test("a second check of a folder waits for the first, and says so once")
    func oneCheckAtATime() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let first = try CheckLock(folder: folder) { Issue.record("the first check waited") }
        let waiting = DispatchSemaphore(value: 0)
        let took = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let second = try? CheckLock(folder: folder) { waiting.signal() }
            took.signal()
            second?.release()
        }

        #expect(waiting.wait(timeout: .now() + 10) == .success, "the second check said it waits")
        #expect(took.wait(timeout: .now()) == .timedOut, "it waits while the first holds the lock")
        first.release()
        #expect(took.wait(timeout: .now() + 10) == .success, "it goes on when the first ends")
    }
}
