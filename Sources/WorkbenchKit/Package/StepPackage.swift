import Diffing
import Foundation

/// A state of the chain as a standalone Swift package: the app module as `MyBiz`, MiniUIKit,
/// the fixtures, the characterization suite with the approvals in force, and MyBizTests as
/// they stood. Every file comes from the package or the chain; only `Package.swift`,
/// `README.md` and the module's name in the tests' imports are written here.
public enum StepPackage {
    /// The package's files that are written here rather than taken from the chain.
    public static let generatedFiles: Set<String> = ["Package.swift", "README.md", ".gitignore"]

    /// The line of `Package.swift` that says the workbench wrote the folder.
    static let signature =
        "// A state of the MyBiz Workbench chain, written by `workbench materialize`."

    private static let ownImport = "@testable import RefactoredMyBiz"
    private static let packageImport = "@testable import MyBiz"

    /// The package after step `number` of `chain`.
    public static func tree(workspace: Workspace, chain: Chain, through number: Int)
        throws(WorkbenchError) -> SourceTree
    {
        let state = try chain.apply(to: workspace.startState(), through: number)
        return try assemble(
            shared: workspace.sharedFiles(), state: state,
            readme: readme(chain: chain, through: number))
    }

    /// A package of `shared` files and the chain's `state`, with `readme`. A shared link to a
    /// file of the package (MyBizTests' `MockAPI.swift`, the characterization suite's) becomes
    /// a copy: after a build that failed, Swift 6.3's incremental build does not compile again
    /// the files of a module that holds a source through a link, and the next run can crash on
    /// a stale object (see `JudgedPackage+StaleBuilds`), in a learner's folder as in the judge's.
    static func assemble(shared: SourceTree, state: SourceTree, readme: String) -> SourceTree {
        var tree = shared.merging(state)
        for (path, destination) in tree.links {
            guard let target = resolved(destination, from: path), let text = tree.files[target]
            else { continue }
            tree.files[path] = text
            tree.links[path] = nil
        }
        for (path, text) in tree.files where path.hasPrefix("Tests/") && path.hasSuffix(".swift") {
            tree.files[path] = renamingImports(text, from: ownImport, to: packageImport)
        }
        tree.files["Package.swift"] = manifest
        tree.files["README.md"] = readme
        tree.files[".gitignore"] = ".build/\n.swiftpm/\n*.received.txt\n.workbench-outbox/\n"
        return tree
    }

    /// `text` of the file at `path` as a package of the chain has it: a test file imports the
    /// app module as `MyBiz`.
    static func packageForm(_ text: String, path: String) -> String {
        guard path.hasPrefix("Tests/"), path.hasSuffix(".swift") else { return text }
        return renamingImports(text, from: ownImport, to: packageImport)
    }

    /// The chain's files in a package (such as a commit of `workbench export`), with the
    /// module's own name in their imports again. The copies of shared files are not the chain's.
    static func chainFiles(of package: SourceTree) -> SourceTree {
        let copies = sharedCopies(in: package)
        var state = package.filter { ChainLayout.problem(with: $0) == nil && !copies.contains($0) }
        state.links = [:]
        for (path, text) in state.files where path.hasSuffix(".swift") {
            state.files[path] = renamingImports(text, from: packageImport, to: ownImport)
        }
        return state
    }

    /// The files of the chain's tests that are copies `assemble` made of shared files: the same
    /// text as a file the chain does not hold (MyBizTests' `MockAPI.swift` is the
    /// characterization suite's).
    static func sharedCopies(in package: SourceTree) -> Set<String> {
        let shared = Set(package.files.filter { ChainLayout.problem(with: $0.key) != nil }.values)
        let copies = package.files.filter { path, text in
            path.hasPrefix(ChainLayout.tests) && !text.isEmpty && shared.contains(text)
        }
        return Set(copies.keys)
    }

    /// The path in the package that `destination`, a link's text at `path`, names; nil when it
    /// leaves the package.
    static func resolved(_ destination: String, from path: String) -> String? {
        guard !destination.hasPrefix("/") else { return nil }
        var parts = path.split(separator: "/").dropLast().map(String.init)
        for part in destination.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    private static func renamingImports(_ text: String, from old: String, to new: String)
        -> String
    {
        guard text.contains(old) else { return text }
        return text.lines().map { line in
            line.trimmed == old
                ? line.replacingOccurrences(of: old, with: new) : String(line)
        }.joined(separator: "\n")
    }

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

    /// The package's README; for the `exercise` of the next step, it points at EXERCISE.md
    /// rather than at the step's solution.
    static func readme(chain: Chain, through number: Int, exercise: Bool = false) -> String {
        let total = chain.steps.count
        let state =
            number == 0
            ? "the legacy app, before any step (step 0 of \(total))"
            : "step \(number) of \(total), \(chain.steps[number - 1].id): "
                + chain.steps[number - 1].title
        let next =
            exercise
            ? "This folder is the exercise of step \(number + 1), \(chain.steps[number].id): "
                + "EXERCISE.md says what to do, and `workbench check` judges it."
            : number < total
                ? "The next step is \(chain.steps[number].id): `workbench show \(number + 1)` "
                    + "explains it, and `workbench exercise \(number + 1) <dir>` lets you practise it."
                : "This is the last step: the app as RefactoredMyBiz has it."
        let origin =
            exercise
            ? "Written by `workbench exercise` from the MyBiz Workbench's chain. Everything here\n"
                + "is as it stands before step \(number + 1):"
            : "Written by `workbench materialize` from the MyBiz Workbench's chain. Everything here\n"
                + "is as it stands after this step:"
        let heading =
            exercise
            ? "Exercise: step \(number + 1) of \(total), \(chain.steps[number].title)\n\n"
                + "The app as it stands before the step: \(state)."
            : "MyBiz at \(state)"
        return """
            # \(heading)

            \(origin)

            - `Sources/MyBiz`: the app module.
            - `Tests/CharacterizationTests`: the characterization suite. It expects what the
              legacy app does, except where a step so far declared a change: those approved texts
              are in `Tests/Fixtures/Approved/since-<step>/`.
            - `Tests/MyBizTests`: the test-driven tests written up to this step.
            - `Sources/MiniUIKit`, `Sources/Diffing`, `Tests/Fixtures`: the UIKit stand-in, the
              diff engine of the golden masters, and the fake server and payloads.

            Run:

            ```sh
            swift build
            swift test
            ```

            \(next)

            """
    }
}
