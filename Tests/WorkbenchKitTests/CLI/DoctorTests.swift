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
        #expect(result.output.contains("  ok      swift "))
        #expect(result.output.contains("(Swift 6.0 or later; CI proves 6.3.1 on Linux)"))
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
        #if os(macOS)
            #expect(result.output.contains("fix: git comes with Xcode"))
        #else
            #expect(
                result.output.contains(
                    "fix: install git (Debian or Ubuntu: sudo apt-get install git"))
        #endif
        #expect(
            result.output.hasSuffix(
                "not ready: fix each PROBLEM above, then run workbench doctor again.\n"))
    }

    @Test("without SQLite's header, it names where it looked and how to install it")
    func withoutSQLiteHeader() {
        var doctor = Doctor(
            tools: Tools(environment: environment), includeDirectories: ["/nowhere/include"])
        doctor.platform = .linux

        let finding = doctor.sqliteHeader()
        let report = Doctor.report([finding])

        #expect(finding.kind == .problem)
        #expect(finding.what == "SQLite's header (sqlite3.h) is in none of /nowhere/include")
        #expect(finding.fix.contains("apt-get install libsqlite3-dev"))
        #expect(!report.ready)
    }

    @Test("an old toolchain is a problem, no toolchain too, a missing browser only a note")
    func versionsAndNotes() {
        let old = Doctor.toolchain(
            versionOutput: "Swift version 5.10 (swift-5.10-RELEASE)\n", platform: .linux)
        let none = Doctor.toolchain(versionOutput: nil, platform: .linux)
        let current = Doctor.toolchain(
            versionOutput: "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64\n")
        var doctor = Doctor(tools: Tools(environment: ["PATH": "/nowhere"]), includeDirectories: [])
        doctor.platform = .linux
        doctor.applications = ["/nowhere/Chromium.app/Contents/MacOS/Chromium"]
        let browser = doctor.browser()

        #expect(old.kind == .problem)
        #expect(old.what == "swift 5.10 is too old (6.0 or later is needed)")
        #expect(none.what == "swift: not found on the PATH" && none.kind == .problem)
        #expect(
            current
                == .init(
                    kind: .ok, what: "swift 6.3.1 (Swift 6.0 or later; CI proves 6.3.1 on Linux)",
                    fix: ""))
        #expect(browser.kind == .note)
        #expect(Doctor.report([browser]).ready)
    }

    @Test("on a Mac: Xcode must be selected, not the Command Line Tools alone, or none")
    func xcode() {
        let tools = Doctor.xcode(
            developerDirectory: "/Library/Developer/CommandLineTools", hasXCTest: false)
        let none = Doctor.xcode(developerDirectory: nil, hasXCTest: false)
        let xcode = Doctor.xcode(
            developerDirectory: "/Applications/Xcode.app/Contents/Developer", hasXCTest: true)

        #expect(tools.kind == .problem && tools.what.contains("it has no XCTest"))
        #expect(tools.fix.contains("sudo xcode-select -s /Applications/Xcode.app"))
        #expect(none.kind == .problem && none.what.contains("xcode-select -p"))
        #expect(
            xcode
                == .init(
                    kind: .ok, what: "Xcode selected: /Applications/Xcode.app/Contents/Developer",
                    fix: ""))
        #expect(
            Doctor(tools: Tools(environment: ["PATH": "/nowhere"]), includeDirectories: []).xcode()
                == nil)
    }

    @Test("on a Mac every problem has a Mac's fix, and a browser in /Applications is found")
    func macFixes() throws {
        var doctor = Doctor(
            tools: Tools(environment: ["PATH": "/nowhere"]), includeDirectories: ["/x"])
        doctor.platform = .macOS
        let app = temporaryFolder().appendingPathComponent("Google Chrome")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(
            at: app.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("#!/bin/sh\n".utf8).write(to: app)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: app.path)

        let findings = [
            Doctor.toolchain(versionOutput: nil, platform: .macOS), doctor.sqliteHeader(),
            doctor.git(), doctor.stepPackage(at: URL(fileURLWithPath: "/nowhere")),
        ]
        let missing = doctor.browser()
        doctor.applications = [app.path]
        let found = doctor.browser()

        for finding in findings {
            #expect(finding.kind == .problem)
            #expect(finding.fix.contains("xcode-select -s /Applications/Xcode.app"), "\(finding)")
            #expect(!finding.fix.contains("apt-get"), "\(finding)")
        }
        #expect(missing.fix.contains("brew install --cask chromium"))
        #expect(
            found
                == .init(
                    kind: .ok, what: "\(app.path) (for the facilitator's page checks)", fix: ""))
    }

    @Test("Scripts/find-chromium finds a browser where macOS installs it, as doctor does")
    func findChromium() throws {
        let home = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let app = home.appendingPathComponent(
            "Applications/Google Chrome.app/Contents/MacOS/Google Chrome")
        try FileManager.default.createDirectory(
            at: app.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("#!/bin/sh\n".utf8).write(to: app)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: app.path)
        let script = packageRoot.appendingPathComponent("Scripts/find-chromium")
        let tools = Tools(environment: ["PATH": "/nowhere", "HOME": home.path])

        let found = try tools.run(URL(fileURLWithPath: "/bin/bash"), [script.path])
        let text = try String(contentsOf: script, encoding: .utf8)

        #expect(found.status == 0)
        // A Mac with a browser in /Applications finds that one first, as it should.
        #expect(found.output == app.path + "\n" || found.output.hasPrefix("/Applications/"))
        for place in Doctor.browserNames + Doctor.browserApplications {
            #expect(text.contains(place), "doctor looks in \(place), the script does not")
        }
    }
}
