import Foundation
import Testing

@testable import WorkbenchKit

@Suite("A step's package")
struct StepPackageTests {
    static let root = ManifestTarget.all(
        in: (try? packageText("Package.swift")) ?? "")
    static let step = ManifestTarget.all(in: StepPackage.manifest)

    /// Each target of a step's package, and the one of the workbench's package it stands for.
    static let counterparts = [
        "MiniUIKit": "MiniUIKit", "MiniHealthKit": "MiniHealthKit", "CSQLite": "CSQLite",
        "Diffing": "Diffing", "MiniHTTP": "MiniHTTP", "MyBiz": "RefactoredMyBiz",
        "Fixtures": "Fixtures", "CharacterizationTests": "RefactoredCharacterizationTests",
        "TestHostLoader": "TestHostLoader", "MyBizTests": "MyBizTests",
    ]

    /// The differences that are meant, each with its reason.
    static let meant: [String: String] = [
        // Speed settings of the workbench's own build, which a learner's package need not pay for.
        "Diffing.settings": "the workbench optimizes its diff engine in debug builds",
        "MyBiz.settings": "the workbench lets mybiz-app import the app testably in release builds",
        // The workbench compiles the suite a second time through a link.
        "CharacterizationTests.path":
            "the workbench's copy is the link RefactoredCharacterizationTests",
    ]

    @Test(
        "the generated manifest declares what Package.swift declares, but for the differences meant"
    )
    func manifestMatchesThePackage() throws {
        #expect(Set(Self.step.keys) == Set(Self.counterparts.keys))
        for (name, theirs) in Self.counterparts {
            let ours = try #require(Self.step[name], "\(name) in the generated manifest")
            var root = try #require(Self.root[theirs], "\(theirs) in Package.swift")
            root.name = name
            root.dependencies = root.dependencies.map { $0 == "RefactoredMyBiz" ? "MyBiz" : $0 }
            if Self.meant["\(name).settings"] != nil { root.settings = ours.settings }
            if name == "CharacterizationTests" {
                // The step's suite names itself for the package (PACKAGE): the one setting added.
                root.settings = root.settings?.replacingOccurrences(
                    of: #"[.define("REFACTORED")]"#,
                    with: #"[.define("REFACTORED"),.define("PACKAGE")]"#)
            }
            if Self.meant["\(name).path"] != nil { root.path = ours.path }
            #expect(ours == root, "\(name): generated \(ours), Package.swift \(root)")
        }
    }

    @Test("both manifests build the test targets as iOS test targets, with the same settings")
    func iOSTestTargetSettingsMatch() throws {
        let root = try packageText("Package.swift")
        let ours = try #require(Self.declaration(of: "asAnIOSTestTarget", in: StepPackage.manifest))
        #expect(ours.contains(".swiftLanguageMode(.v5)"))
        #expect(ours == Self.declaration(of: "asAnIOSTestTarget", in: root))
        for target in ["MyBizTests", "CharacterizationTests"] {
            let settings = Self.step[target]?.settings ?? ""
            #expect(settings.hasSuffix("+asAnIOSTestTarget"), "\(target): \(settings)")
        }
    }

    /// The text of `let <name> … ]` in `manifest`, without its spaces and line breaks.
    static func declaration(of name: String, in manifest: String) -> String? {
        guard let start = manifest.range(of: "let \(name)"),
            let end = manifest.range(of: "\n]\n", range: start.upperBound..<manifest.endIndex)
        else { return nil }
        return String(manifest[start.lowerBound..<end.upperBound]).filter { !$0.isWhitespace }
    }

    @Test("the differences meant are there, so none of them is stale")
    func meantDifferencesHold() throws {
        #expect(Self.root["Diffing"]?.settings == "optimizedInDebug")
        #expect(Self.step["Diffing"]?.settings == nil)
        #expect(try #require(Self.root["RefactoredMyBiz"]?.settings).contains("testableInRelease"))
        #expect(try #require(Self.step["MyBiz"]?.settings).contains("testableInRelease") == false)
        #expect(
            try #require(Self.step["CharacterizationTests"]?.settings).contains(
                #".define("PACKAGE")"#))
    }

    @Test("the reader finds each argument of a target, whatever its layout")
    func reader() {
        let targets = ManifestTarget.all(
            in: """
                .target(name: "A"),
                .testTarget(
                    name: "B", dependencies: ["A", "C"],
                    path: "Tests/B", // a comment, with "quotes"
                    swiftSettings: [.define("X"), .unsafeFlags(["-O"])]
                ),
                """)

        #expect(targets["A"] == ManifestTarget(kind: "target", name: "A", dependencies: []))
        #expect(
            targets["B"]
                == ManifestTarget(
                    kind: "testTarget", name: "B", dependencies: ["A", "C"], path: "Tests/B",
                    settings: #"[.define("X"),.unsafeFlags(["-O"])]"#))
    }

    @Test("a shared link becomes a copy of its file; a link that leaves the package stays a link")
    func linksBecomeCopies() {
        let shared = SourceTree(
            files: ["Tests/A/Mocks/Mock.swift": "struct Mock {}\n"],
            links: [
                "Tests/B/Mocks/Mock.swift": "../../A/Mocks/./Mock.swift",
                "Tests/B/Outside.swift": "../../../../elsewhere.swift",
            ])

        let tree = StepPackage.assemble(shared: shared, state: SourceTree(), readme: "")

        #expect(tree.files["Tests/B/Mocks/Mock.swift"] == "struct Mock {}\n")
        #expect(tree.links == ["Tests/B/Outside.swift": "../../../../elsewhere.swift"])
        #expect(StepPackage.resolved("/abs/Mock.swift", from: "Tests/B/Mock.swift") == nil)
    }

    @Test("a package's copies of shared files are not the chain's: import leaves them out")
    func copiesAreNotTheChains() {
        let package = StepPackage.assemble(
            shared: SourceTree(
                files: ["Tests/CharacterizationTests/Mock.swift": "class Mock {}\n"],
                links: ["Tests/MyBizTests/Mock.swift": "../CharacterizationTests/Mock.swift"]),
            state: SourceTree(files: ["Tests/MyBizTests/ATests.swift": "class ATests {}\n"]),
            readme: "")

        #expect(StepPackage.sharedCopies(in: package) == ["Tests/MyBizTests/Mock.swift"])
        #expect(
            StepPackage.chainFiles(of: package)
                == SourceTree(files: ["Tests/MyBizTests/ATests.swift": "class ATests {}\n"]))
    }
}
