extension StepPackage {
    /// The `Package.swift` of every step's package: the app module as `MyBiz`, its stand-ins,
    /// the fixtures and the two test targets, as this package's manifest declares them
    /// (`StepPackageTests` compares the two).
    static let manifest = """
        // swift-tools-version:6.0
        // A state of the MyBiz Workbench chain, written by `workbench materialize`.
        import PackageDescription

        // What an iOS test target has that the book's tests rely on: Swift 5 code, as the app
        // is, and MiniUIKit (and, on Linux, FoundationNetworking) seen without an import, as
        // UIKit is.
        let asAnIOSTestTarget: [SwiftSetting] = [
            .swiftLanguageMode(.v5),
            .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "MiniUIKit"]),
            .unsafeFlags(
                ["-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"],
                .when(platforms: [.linux])),
        ]

        let package = Package(
            name: "MyBiz",
            platforms: [.macOS(.v13)],
            targets: [
                .target(name: "MiniUIKit"),
                .target(name: "MiniHealthKit"),
                // SQLite from the system: libsqlite3-dev on Linux, the SDK on macOS.
                .systemLibrary(name: "CSQLite"),
                .target(name: "Diffing"),
                .target(name: "MiniHTTP"),
                .target(
                    name: "MyBiz",
                    dependencies: ["MiniUIKit", "MiniHealthKit", "CSQLite"],
                    resources: [.copy("Resources")],
                    swiftSettings: [.swiftLanguageMode(.v5)]
                ),
                .target(
                    name: "Fixtures",
                    dependencies: ["Diffing", "MiniUIKit", "MiniHTTP"],
                    path: "Tests/Fixtures",
                    exclude: ["Approved"],
                    resources: [.copy("Payloads")]
                ),
                // REFACTORED: the suites import MyBiz (the app at this step), not LegacyMyBiz;
                // PACKAGE: the suite and its received files are named for it, MyBiz. Built as
                // an iOS test target, so chapter 11's test compiles in it as typed.
                .testTarget(
                    name: "CharacterizationTests",
                    dependencies: ["MyBiz", "MiniUIKit", "MiniHealthKit", "Fixtures"],
                    swiftSettings: [.define("REFACTORED"), .define("PACKAGE")]
                        + asAnIOSTestTarget
                ),
                // Xcode's test host: the app launches before the first test (Tests/TestHost).
                .target(name: "TestHostLoader", path: "Tests/TestHostLoader"),
                // Built as an iOS test target: the book's tests compile as typed.
                .testTarget(
                    name: "MyBizTests",
                    dependencies: [
                        "MyBiz", "MiniUIKit", "MiniHealthKit", "Fixtures", "TestHostLoader",
                    ],
                    swiftSettings: [.define("REFACTORED")] + asAnIOSTestTarget
                ),
            ]
        )

        """

    /// The manifest of a step's package that also builds `mybiz-app`, the app in a terminal,
    /// for `workbench app --step`.
    static var appManifest: String {
        let end = "    ]\n)\n"
        precondition(manifest.hasSuffix(end), "the manifest's targets end the file")
        return String(manifest.dropLast(end.count))
            + """
                    // The app in a terminal, for `workbench app --step`.
                    .target(name: "AppTerminal", dependencies: ["MiniUIKit"]),
                    .executableTarget(
                        name: "mybiz-app",
                        dependencies: ["AppTerminal", "MyBiz", "MiniUIKit", "MiniHTTP"]
                    ),

            """ + end
    }
}
