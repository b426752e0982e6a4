import Foundation
import Testing

@testable import WorkbenchKit

/// `exercise` prints the command that checks the new exercise where it runs.
@Suite("The check command exercise prints")
struct CheckCommandTests {
    /// `exercise 1` run with `workbench` on the PATH a link to `target`.
    func made(linkingTo target: URL) throws -> String {
        let bin = temporaryFolder()
        let folder = temporaryFolder()
        defer { [bin, folder].forEach { try? FileManager.default.removeItem(at: $0) } }
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: bin.appendingPathComponent("workbench"), withDestinationURL: target)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let made = run(["exercise", "1", folder.path], environment: environment)
        #expect(made.status == 0, "\(made.errors)")
        return made.output.replacingOccurrences(of: folder.path, with: "<dir>")
    }

    @Test("workbench installed from this workspace: cd there and workbench check")
    func installed() throws {
        let install = packageRoot.appendingPathComponent(".build/test-install-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: install) }
        try FileManager.default.createDirectory(at: install, withIntermediateDirectories: true)
        let program = install.appendingPathComponent("workbench")
        try Data("#!/bin/sh\n".utf8).write(to: program)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: program.path)

        let said = try made(linkingTo: program)

        #expect(said.contains("then check:\n  cd <dir> && workbench check\n"), "\(said)")
        #expect(!said.contains("swift run"))
    }

    @Test("another program called workbench, or none: swift run here, and how to install")
    func notInstalled() throws {
        let said = try made(linkingTo: URL(fileURLWithPath: "/bin/sh"))

        #expect(said.contains("swift run --package-path"), "\(said)")
        #expect(said.contains("once 'swift run workbench install' has put workbench on your PATH"))
    }
}
