import Foundation
import Testing

@testable import WorkbenchKit

/// `workbench doctor`, without its build of a step package, which takes minutes: on this
/// machine, and with what a learner's laptop may lack.
@Suite("The doctor")
struct DoctorTests {
    let environment = ProcessInfo.processInfo.environment

    @Test("on this machine, every check but the build passes")
    func here() {
        let result = run(["doctor", "--no-build"])

        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("  ok      swift 6."))
        #expect(result.output.contains("  ok      SQLite's header: "))
        #expect(result.output.contains("  ok      git version "))
        #expect(result.output.hasSuffix("ready: the exercises can be done here.\n"))
    }

    @Test("without git on the PATH, it names the problem and its fix: exit 1")
    func withoutGit() throws {
        let swift = try #require(Tools(environment: environment).find("swift"))
        let onlySwift = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: onlySwift) }
        try FileManager.default.createDirectory(at: onlySwift, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: onlySwift.appendingPathComponent("swift"), withDestinationURL: swift)
        var bare = environment
        bare["PATH"] = onlySwift.path

        let result = run(["doctor", "--no-build"], environment: bare)

        #expect(result.status == 1)
        #expect(result.output.contains("  PROBLEM git: not found on the PATH\n"))
        #expect(
            result.output.contains("fix: install git (Debian or Ubuntu: sudo apt-get install git"))
        #expect(
            result.output.hasSuffix(
                "not ready: fix each PROBLEM above, then run workbench doctor again.\n"))
    }

    @Test("without SQLite's header, it names where it looked and how to install it")
    func withoutSQLiteHeader() {
        let doctor = Doctor(
            tools: Tools(environment: environment), includeDirectories: ["/nowhere/include"])

        let finding = doctor.sqliteHeader()
        let report = Doctor.report([finding])

        #expect(finding.kind == .problem)
        #expect(finding.what == "SQLite's header (sqlite3.h) is in none of /nowhere/include")
        #expect(finding.fix.contains("apt-get install libsqlite3-dev"))
        #expect(!report.ready)
    }

    @Test("an old toolchain is a problem, no toolchain too, a missing browser only a note")
    func versionsAndNotes() {
        let old = Doctor.toolchain(versionOutput: "Swift version 5.10 (swift-5.10-RELEASE)\n")
        let none = Doctor.toolchain(versionOutput: nil)
        let current = Doctor.toolchain(
            versionOutput: "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64\n")
        let browser = Doctor(
            tools: Tools(environment: ["PATH": "/nowhere"]), includeDirectories: []
        )
        .browser()

        #expect(old.kind == .problem)
        #expect(old.what == "swift 5.10 is too old (6.0 or later is needed)")
        #expect(none.what == "swift: not found on the PATH" && none.kind == .problem)
        #expect(current == .init(kind: .ok, what: "swift 6.3.1 (6.0 or later is needed)", fix: ""))
        #expect(browser.kind == .note)
        #expect(Doctor.report([browser]).ready)
    }
}
