import Foundation

/// `workbench doctor`: whether a learner's machine can do the exercises, each problem with its
/// fix for the machine's system: on a Mac, Xcode selected; the Swift toolchain, SQLite's
/// header, git, a step package that builds and passes a test, and Chromium, which only the
/// facilitator's page checks need.
struct Doctor {
    /// The systems whose fixes differ.
    enum Platform: Sendable {
        case linux, macOS

        static var current: Platform {
            #if os(macOS)
                .macOS
            #else
                .linux
            #endif
        }
    }

    /// The toolchains the workbench supports: proven in CI on Linux with Swift 6.3.1; on macOS,
    /// Xcode 16.0 to 26 (Swift 6.0 to 6.3) read for and not yet run (Scripts/check-mac).
    static let supported = "Swift 6.0 or later; CI proves 6.3.1 on Linux"
    static let selectXcode = "sudo xcode-select -s /Applications/Xcode.app"

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
    var platform = Platform.current
    /// Where a browser is looked for besides the PATH: macOS's applications.
    var applications = Self.browserApplications

    /// The browsers the page checks can drive, by name on the PATH (as Scripts/find-chromium
    /// looks for them), then where macOS installs them.
    static let browserNames = [
        "chromium", "chromium-browser", "google-chrome", "google-chrome-stable",
    ]
    static let browserApplications = [
        "/Applications/Chromium.app/Contents/MacOS/Chromium",
        "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    ]

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
        return Self.toolchain(
            versionOutput: result?.status == 0 ? result?.output : nil, platform: platform)
    }

    /// What `swift --version` printed (nil when there is no swift to run) as a finding.
    static func toolchain(versionOutput output: String?, platform: Platform = .current) -> Finding {
        let fix =
            platform == .macOS
            ? "install Xcode 16 or later (the App Store), open it once, then: \(selectXcode)"
            : "install Swift 6.0 or later (swift.org/install), and put its bin folder on the PATH"
        guard let output,
            let range = output.range(
                of: #"Swift version ([0-9]+)\.([0-9]+)(\.[0-9]+)?"#, options: .regularExpression)
        else {
            let what =
                platform == .macOS
                ? "swift: no developer tools answer (xcode-select -p names none, or only a stub)"
                : "swift: not found on the PATH"
            return Finding(kind: .problem, what: what, fix: fix)
        }
        let version = String(output[range].dropFirst("Swift version ".count))
        let major = Int(version.prefix { $0 != "." }) ?? 0
        return major >= 6
            ? Finding(kind: .ok, what: "swift \(version) (\(supported))", fix: "")
            : Finding(
                kind: .problem, what: "swift \(version) is too old (6.0 or later is needed)",
                fix: fix)
    }

    /// On a Mac, whether Xcode is selected: the Command Line Tools alone have no XCTest, so
    /// `swift test` cannot build the tests. Nil elsewhere (no `xcode-select`).
    func xcode() -> Finding? {
        guard let select = tools.find("xcode-select") else { return nil }
        let selected = (try? tools.run(select, ["-p"])).flatMap {
            $0.status == 0 ? $0.output.trimmingCharacters(in: .whitespacesAndNewlines) : nil
        }
        let xctest =
            tools.find("xcrun").flatMap { try? tools.run($0, ["--find", "xctest"]) }?.status == 0
        return Self.xcode(developerDirectory: selected, hasXCTest: xctest)
    }

    /// What `xcode-select -p` printed (nil when it failed) and whether `xcrun --find xctest`
    /// found XCTest, as a finding.
    static func xcode(developerDirectory: String?, hasXCTest: Bool) -> Finding {
        let fix = "install Xcode 16 or later (the App Store), open it once, then: \(selectXcode)"
        guard let developerDirectory, !developerDirectory.isEmpty else {
            return Finding(
                kind: .problem, what: "no developer tools are selected (xcode-select -p)", fix: fix)
        }
        guard !developerDirectory.hasSuffix("/CommandLineTools"), hasXCTest else {
            return Finding(
                kind: .problem,
                what: "\(developerDirectory) is selected: it has no XCTest, so swift test cannot "
                    + "build the tests", fix: fix)
        }
        return Finding(kind: .ok, what: "Xcode selected: \(developerDirectory)", fix: "")
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
            fix: platform == .macOS
                ? "SQLite is in the macOS SDK that comes with Xcode: \(Self.selectXcode); then "
                    + "xcrun --show-sdk-path prints a MacOSX.sdk"
                : "on Debian or Ubuntu: sudo apt-get install libsqlite3-dev; on Fedora: sudo dnf "
                    + "install sqlite-devel")
    }

    func git() -> Finding {
        guard let git = tools.find("git"), let result = try? tools.run(git, ["--version"]),
            result.status == 0
        else {
            return Finding(
                kind: .problem, what: "git: not found on the PATH",
                fix: platform == .macOS
                    ? "git comes with Xcode: \(Self.selectXcode), and accept its licence (sudo "
                        + "xcodebuild -license accept); or brew install git. Every exercise is a "
                        + "git repository"
                    : "install git (Debian or Ubuntu: sudo apt-get install git); every exercise "
                        + "is a git repository")
        }
        return Finding(
            kind: .ok, what: result.output.trimmingCharacters(in: .whitespacesAndNewlines), fix: "")
    }

    func browser() -> Finding {
        for name in Self.browserNames where tools.find(name) != nil {
            return Finding(kind: .ok, what: "\(name) (for the facilitator's page checks)", fix: "")
        }
        for path in applications where FileManager.default.isExecutableFile(atPath: path) {
            return Finding(kind: .ok, what: "\(path) (for the facilitator's page checks)", fix: "")
        }
        return Finding(
            kind: .note, what: "no Chromium on the PATH or in /Applications",
            fix: "only the facilitator's page checks need it ("
                + (platform == .macOS
                    ? "install Google Chrome, or brew install --cask chromium"
                    : "Debian or Ubuntu: apt-get install chromium") + ")")
    }

    /// A package of the chain built and tested: `package` is its folder, already written.
    func stepPackage(at package: URL) -> Finding {
        let fix =
            "read the errors above: a missing SQLite library or header, or a toolchain without "
            + "XCTest, is the usual cause"
            + (platform == .macOS
                ? "; 'no such module XCTest' or 'Testing' means the Command Line Tools are "
                    + "selected, not Xcode: \(Self.selectXcode); a licence message: sudo "
                    + "xcodebuild -license accept"
                : "")
        guard let swift = tools.find("swift") else {
            return Finding(
                kind: .problem, what: "no step package could be built: no swift", fix: fix)
        }
        let started = Date()
        // Built as the checks build, so the module cache they share is filled for the first.
        let settings = JudgedPackage.buildSettings(environment: tools.environment)
        for arguments in [
            ["build", "--build-tests"],
            ["test", "--filter", "CharacterizationTests.Characterization/Models"],
        ] {
            let result = try? tools.run(
                swift, arguments + ["--package-path", package.path] + settings)
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
