import Foundation

/// `workbench doctor`: whether a learner's machine can do the exercises, each problem with its
/// fix: the Swift toolchain, SQLite's header, git, a step package that builds and passes a
/// test, and Chromium, which only the facilitator's page checks need.
struct Doctor {
    struct Finding: Equatable {
        enum Kind: String { case ok = "ok", problem = "PROBLEM", note = "note" }
        let kind: Kind
        let what: String
        /// What to do about a problem or a note; empty when all is well.
        let fix: String
    }

    let tools: Tools
    /// Where SQLite's header is looked for.
    let includeDirectories: [String]

    /// The folders a C compiler looks in on this machine: `C_INCLUDE_PATH`, the usual ones,
    /// and on macOS the SDK's.
    static func includeDirectories(tools: Tools) -> [String] {
        var folders = (tools.environment["C_INCLUDE_PATH"] ?? "").split(separator: ":")
            .map(String.init)
        folders += ["/usr/include", "/usr/local/include", "/opt/homebrew/include"]
        if let xcrun = tools.find("xcrun"),
            let sdk = try? tools.run(xcrun, ["--show-sdk-path"]), sdk.status == 0
        {
            folders.append(
                sdk.output.trimmingCharacters(in: .whitespacesAndNewlines) + "/usr/include")
        }
        return folders
    }

    func toolchain() -> Finding {
        let result = tools.find("swift").flatMap { try? tools.run($0, ["--version"]) }
        return Self.toolchain(versionOutput: result?.status == 0 ? result?.output : nil)
    }

    /// What `swift --version` printed (nil when there is no swift to run) as a finding.
    static func toolchain(versionOutput output: String?) -> Finding {
        let fix =
            "install Swift 6.0 or later (swift.org/install), and put its bin folder on the PATH"
        guard let output,
            let range = output.range(
                of: #"Swift version ([0-9]+)\.([0-9]+)(\.[0-9]+)?"#, options: .regularExpression)
        else { return Finding(kind: .problem, what: "swift: not found on the PATH", fix: fix) }
        let version = String(output[range].dropFirst("Swift version ".count))
        let major = Int(version.prefix { $0 != "." }) ?? 0
        return major >= 6
            ? Finding(kind: .ok, what: "swift \(version) (6.0 or later is needed)", fix: "")
            : Finding(
                kind: .problem, what: "swift \(version) is too old (6.0 or later is needed)",
                fix: fix)
    }

    func sqliteHeader() -> Finding {
        for folder in includeDirectories {
            let header = folder + "/sqlite3.h"
            if FileManager.default.fileExists(atPath: header) {
                return Finding(kind: .ok, what: "SQLite's header: \(header)", fix: "")
            }
        }
        return Finding(
            kind: .problem,
            what: "SQLite's header (sqlite3.h) is in none of "
                + includeDirectories.joined(separator: ", "),
            fix: "on Debian or Ubuntu: sudo apt-get install libsqlite3-dev; on Fedora: sudo dnf "
                + "install sqlite-devel; on macOS it comes with the Xcode command line tools "
                + "(xcode-select --install)")
    }

    func git() -> Finding {
        guard let git = tools.find("git"), let result = try? tools.run(git, ["--version"]),
            result.status == 0
        else {
            return Finding(
                kind: .problem, what: "git: not found on the PATH",
                fix: "install git (Debian or Ubuntu: sudo apt-get install git; macOS: "
                    + "xcode-select --install); every exercise is a git repository")
        }
        return Finding(
            kind: .ok, what: result.output.trimmingCharacters(in: .whitespacesAndNewlines), fix: "")
    }

    func browser() -> Finding {
        for name in ["chromium", "chromium-browser", "google-chrome"] where tools.find(name) != nil
        {
            return Finding(kind: .ok, what: "\(name) (for the facilitator's page checks)", fix: "")
        }
        return Finding(
            kind: .note, what: "no Chromium on the PATH",
            fix: "only the facilitator's page checks need it (Debian: apt-get install chromium)")
    }

    /// A package of the chain built and tested: `package` is its folder, already written.
    func stepPackage(at package: URL) -> Finding {
        let fix =
            "read the errors above: a missing SQLite library or header, or a toolchain without "
            + "XCTest, is the usual cause"
        guard let swift = tools.find("swift") else {
            return Finding(
                kind: .problem, what: "no step package could be built: no swift", fix: fix)
        }
        let started = Date()
        for arguments in [
            ["build", "--build-tests"],
            ["test", "--filter", "CharacterizationTests.Characterization/Models"],
        ] {
            let result = try? tools.run(swift, arguments + ["--package-path", package.path])
            guard let result, result.status == 0 else {
                let errors = (result?.output ?? "").lines().filter { $0.contains("error") }
                return Finding(
                    kind: .problem,
                    what: "a step package failed: swift \(arguments[0])"
                        + errors.prefix(3).map { "\n          " + $0 }.joined(),
                    fix: fix)
            }
        }
        let seconds = Int(Date().timeIntervalSince(started).rounded())
        return Finding(
            kind: .ok, what: "a step package builds and passes a test (\(seconds) s)", fix: "")
    }

    /// The findings as lines, and whether a learner can do the exercises.
    static func report(_ findings: [Finding]) -> (text: String, ready: Bool) {
        var text = "workbench doctor: can this machine do the exercises?\n"
        for finding in findings {
            text +=
                "  " + finding.kind.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
                + finding.what + "\n"
            if !finding.fix.isEmpty { text += "          fix: \(finding.fix)\n" }
        }
        let ready = !findings.contains { $0.kind == .problem }
        text +=
            ready
            ? "ready: the exercises can be done here.\n"
            : "not ready: fix each PROBLEM above, then run workbench doctor again.\n"
        return (text, ready)
    }
}
