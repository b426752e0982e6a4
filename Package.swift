// swift-tools-version:6.0
import PackageDescription

let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]
let testableInRelease: SwiftSetting = .unsafeFlags(
    ["-enable-testing"], .when(configuration: .release))

// What an iOS test target has that the book's tests rely on: Swift 5 code, as the app is, and
// MiniUIKit (and, on Linux, FoundationNetworking) seen without an import, as UIKit is.
let asAnIOSTestTarget: [SwiftSetting] = [
    .swiftLanguageMode(.v5),
    .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "MiniUIKit"]),
    .unsafeFlags(
        ["-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"],
        .when(platforms: [.linux])),
]

let package = Package(
    name: "MyBizWorkbench",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "MiniUIKit", targets: ["MiniUIKit"]),
        .library(name: "MiniHealthKit", targets: ["MiniHealthKit"]),
        .library(name: "LegacyMyBiz", targets: ["LegacyMyBiz"]),
        .library(name: "RefactoredMyBiz", targets: ["RefactoredMyBiz"]),
        .executable(name: "workbench", targets: ["workbench"]),
        .library(name: "MyBizServer", targets: ["MyBizServer"]),
        .executable(name: "mybiz-server", targets: ["mybiz-server"]),
    ],
    targets: [
        .target(name: "MiniUIKit"),
        .target(name: "MiniHealthKit"),
        // SQLite from the system (libsqlite3-dev on Linux, the SDK on macOS): the refactored
        // calendar keeps its events in it for offline use.
        .systemLibrary(name: "CSQLite"),
        // One SQLite connection shared by threads, for the servers: the room and MyBiz's.
        .target(name: "MiniSQLite", dependencies: ["CSQLite"]),
        // The workbench reads, applies and renders the whole chain on every command and in many
        // tests, so it is optimized in debug builds too: `swift test` and `swift run workbench`
        // then take half the time, for a longer build of these two modules.
        .target(name: "Diffing", swiftSettings: optimizedInDebug),
        // HTTP/1.1 on the system's sockets: the tests' fake MyBiz server and the workshop room.
        .target(name: "MiniHTTP"),
        .target(
            name: "WorkbenchKit",
            dependencies: ["Diffing", "MiniHTTP", "MiniSQLite", "MyBizServer"],
            swiftSettings: optimizedInDebug),
        .executableTarget(name: "workbench", dependencies: ["WorkbenchKit"]),
        // An app's window driven from a keyboard and drawn as text, in a terminal.
        .target(name: "AppTerminal", dependencies: ["MiniUIKit"]),
        // The legacy and the refactored app in a terminal, against a MyBiz server: what
        // `workbench app` runs. It reaches each app's launch as the tests do, so both app
        // modules allow testable imports in release builds too (debug builds always do).
        .executableTarget(
            name: "mybiz-app",
            dependencies: [
                "AppTerminal", "LegacyMyBiz", "RefactoredMyBiz", "MiniUIKit", "MiniHTTP",
            ]),
        // The MyBiz app's backend, running: `swift run mybiz-server`.
        .target(name: "MyBizServer", dependencies: ["MiniHTTP", "MiniSQLite"]),
        .executableTarget(
            name: "mybiz-server", dependencies: ["MyBizServer", "MiniHTTP"],
            path: "Sources/mybiz-server"),
        .target(
            name: "LegacyMyBiz",
            dependencies: ["MiniUIKit", "MiniHealthKit"],
            resources: [.copy("Resources")],
            swiftSettings: [.swiftLanguageMode(.v5), testableInRelease]
        ),
        .target(
            name: "RefactoredMyBiz",
            dependencies: ["MiniUIKit", "MiniHealthKit", "CSQLite"],
            resources: [.copy("Resources")],
            swiftSettings: [.swiftLanguageMode(.v5), testableInRelease]
        ),
        .target(
            name: "Fixtures",
            dependencies: ["Diffing", "MiniUIKit", "MiniHTTP"],
            path: "Tests/Fixtures",
            exclude: ["Approved"],
            resources: [.copy("Payloads")]
        ),
        // Xcode's test host for SwiftPM: its constructor calls Tests/TestHost/TestHost.swift,
        // which MyBizTests compiles through a link, so the app launches before the first test.
        .target(name: "TestHostLoader", path: "Tests/TestHostLoader"),
        .testTarget(name: "MiniUIKitTests", dependencies: ["MiniUIKit"]),
        .testTarget(name: "AppTerminalTests", dependencies: ["AppTerminal", "MiniUIKit"]),
        // MyBizTests shares the seed's MockAPI with the characterization suite through a link.
        // It is built as an iOS test target, so the book's tests compile in it as typed.
        .testTarget(
            name: "MyBizTests",
            dependencies: [
                "RefactoredMyBiz", "MiniUIKit", "MiniHealthKit", "Fixtures", "TestHostLoader",
            ],
            swiftSettings: [.define("REFACTORED")] + asAnIOSTestTarget
        ),
        .testTarget(name: "DiffingTests", dependencies: ["Diffing", "Fixtures"]),
        .testTarget(name: "MiniHTTPTests", dependencies: ["MiniHTTP"]),
        .testTarget(
            name: "MyBizServerTests", dependencies: ["MyBizServer", "MiniHTTP", "MiniSQLite"]),
        // Chapter 11's first test as the book first writes it: the legacy calendar against a
        // running MyBiz server (CHAPTERS.md). In this package only, not in a step's.
        .testTarget(
            name: "LiveServerTests",
            dependencies: ["LegacyMyBiz", "MiniUIKit", "MiniHTTP", "MyBizServer"]),
        .testTarget(name: "FixturesTests", dependencies: ["Fixtures"]),
        .testTarget(
            name: "WorkbenchKitTests", dependencies: ["WorkbenchKit", "Diffing", "Fixtures"],
            // The approved texts of the workbench's own outputs, read from the source tree.
            exclude: ["Approved"]),
        // One characterization suite, compiled twice: against LegacyMyBiz, and through the link
        // Tests/RefactoredCharacterizationTests -> CharacterizationTests against RefactoredMyBiz.
        // Built as an iOS test target too, so chapter 11's test compiles in it as typed.
        .testTarget(
            name: "CharacterizationTests",
            dependencies: ["LegacyMyBiz", "MiniUIKit", "MiniHealthKit", "Fixtures"],
            swiftSettings: asAnIOSTestTarget
        ),
        .testTarget(
            name: "RefactoredCharacterizationTests",
            dependencies: ["RefactoredMyBiz", "MiniUIKit", "MiniHealthKit", "Fixtures"],
            swiftSettings: [.define("REFACTORED")] + asAnIOSTestTarget
        ),
    ]
)
