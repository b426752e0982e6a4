import Foundation
import Testing

@testable import WorkbenchKit

@Suite("Running a program")
struct ToolsTests {
    let tools = Tools(environment: ["PATH": "/usr/bin:/bin"])

    @Test("a program a command needs that fails shows its output and is a failed tool: exit 3")
    func runSucceeding() throws {
        let shell = try #require(tools.find("sh"))
        let capture = Capture()
        let console = Console(
            colored: false, write: { capture.append($0, error: false) },
            writeError: { capture.append($0, error: true) })

        let passed = try tools.runSucceeding(
            shell, ["-c", "echo fine"], console: console, failure: "unused")
        #expect(passed.output == "fine\n")
        let error = thrownError(WorkbenchError.self) {
            try tools.runSucceeding(
                shell, ["-c", "echo boom; exit 1"], console: console, failure: "it failed (above)")
        }
        #expect(error == .toolFailed("it failed (above)"))
        #expect(error?.exitStatus == ExitStatus.tool.rawValue)
        #expect(capture.errors == "boom\n")
        #expect(capture.output.isEmpty)
    }

    @Test("a program that is there but may not be run is refused with the system's reason")
    func notRunnable() throws {
        let (folder, program) = try script()
        defer { try? FileManager.default.removeItem(at: folder) }

        let error = thrownError(WorkbenchError.self) {
            try tools.run(program, ["build"])
        }

        let reason = String(cString: strerror(EACCES))
        #expect(
            error
                == .cannotRun(
                    program.path, purpose: "to run 'build'", reason: "\(reason) (errno \(EACCES))"))
        #expect(error?.exitStatus == ExitStatus.tool.rawValue)
        #expect(
            error?.description
                == "'\(program.path)' could not be started to run 'build': \(reason) (errno \(EACCES)). Check that it is a program you may run, then try again."
        )
    }

    @Test("every swift test it runs prints Swift Testing's Unicode glyphs, without colour")
    func plainTestOutput() throws {
        let (package, folder) = try judgedPackage(
            swift: "#!/bin/sh\necho \"$1:${SWT_SF_SYMBOLS_ENABLED:-unset},${NO_COLOR:-unset}\"\n")
        defer { try? FileManager.default.removeItem(at: folder) }

        let test = try package.tools.run(package.swift, ["test"])
        let build = try package.tools.run(package.swift, ["build"])

        #expect(test.output == "test:0,1\n")
        #expect(build.output == "build:unset,unset\n")
    }

    @Test("a signal to the workbench while a program runs attached goes to the program")
    func attachedRelays() throws {
        // The program sends the workbench (this test's process) SIGTERM, then sleeps: only the
        // relay ends it, and the workbench lives on to return its status.
        let status = try tools.attached(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "kill -TERM $PPID; exec sleep 60"])

        #expect(status == 128 + SIGTERM)
    }

    #if os(Linux)
        @Test("a program open for writing, as in a program started while it was written, is busy")
        func busy() throws {
            let (folder, program) = try script()
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: program.path)
            let writing = try FileHandle(forWritingTo: program)
            defer { try? writing.close() }

            let error = thrownError(WorkbenchError.self) {
                try tools.run(program, ["test"])
            }

            #expect(
                error
                    == .cannotRun(
                        program.path, purpose: "to run 'test'", reason: Tools.reason(ETXTBSY)))
        }
    #endif

    /// A shell script in a new scratch folder, not executable: the folder and the script.
    private func script() throws -> (URL, URL) {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let program = folder.appendingPathComponent("swift")
        try Data("#!/bin/sh\nexit 0\n".utf8).write(to: program)
        return (folder, program)
    }
}
