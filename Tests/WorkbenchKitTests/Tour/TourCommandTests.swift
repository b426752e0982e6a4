import Foundation
import Testing

@testable import WorkbenchKit

/// `workbench html` as a command: where it writes and what it refuses. The pages it writes are
/// `TourSiteTests`'; here a two-step chain is enough.
@Suite("workbench html")
struct TourCommandTests {
    @Test("html needs --force for a folder that is not empty, and replaces only a tour it wrote")
    func command() throws {
        // A two-step chain: what is under test is the command's folder policy, not the pages.
        let package = try SmallPackage()
        defer { package.remove() }
        let target = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: target) }
        let made = run(["html", target.path], root: package.root)
        #expect(made.status == 0, "\(made.errors)")
        #expect(
            FileManager.default.fileExists(
                atPath: target.appendingPathComponent("step-02.html").path))
        let stale = target.appendingPathComponent("step-999.html")
        try Data("old\n".utf8).write(to: stale)

        let refused = run(["html", target.path], root: package.root)
        let replaced = run(["html", target.path, "--force"], root: package.root)

        #expect(refused.status == 2)
        #expect(refused.errors.contains("--force"), "\(refused.errors)")
        #expect(replaced.status == 0)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(
            FileManager.default.fileExists(atPath: target.appendingPathComponent("tour.css").path))

        let foreign = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: foreign) }
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: foreign.appendingPathComponent("notes.txt"))
        #expect(run(["html", foreign.path, "--force"], root: package.root).status == 2)
        #expect(
            FileManager.default.fileExists(atPath: foreign.appendingPathComponent("notes.txt").path)
        )
    }

    @Test("an unwritable folder is exit 2, an input error, named")
    func unwritable() throws {
        let package = try SmallPackage()
        defer { package.remove() }
        let file = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("a file\n".utf8).write(to: file)
        let inside = file.appendingPathComponent("tour")

        let result = run(["html", inside.path], root: package.root)

        #expect(result.status == ExitStatus.usage.rawValue, "\(result.errors)")
        #expect(result.errors.contains(file.lastPathComponent))
    }
}
