import Foundation

/// Where the package is: the folder with `Steps/` and the two modules, and where the chain's
/// files are in it.
public struct Workspace: Sendable {
    public let root: URL

    public var stepsDirectory: URL { root.appendingPathComponent("Steps") }
    public var legacyDirectory: URL { root.appendingPathComponent("Sources/LegacyMyBiz") }
    public var refactoredDirectory: URL { root.appendingPathComponent("Sources/RefactoredMyBiz") }

    /// The package at `root`, or the first folder from `start` upwards that is the package.
    public init(root: URL?, searchingFrom start: URL) throws(WorkbenchError) {
        if let root {
            guard Self.isPackage(root) else { throw .notAPackage(root.path) }
            self.root = root.standardizedFileURL
            return
        }
        var candidate = start.standardizedFileURL
        while true {
            if Self.isPackage(candidate) {
                self.root = candidate
                return
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { throw .notAPackage(start.path) }
            candidate = parent
        }
    }

    private static func isPackage(_ url: URL) -> Bool {
        let manager = FileManager.default
        return manager.fileExists(atPath: url.appendingPathComponent("Steps").path)
            && manager.fileExists(atPath: url.appendingPathComponent("Sources/LegacyMyBiz").path)
    }

    public func chain() throws(WorkbenchError) -> Chain { try Chain(directory: stepsDirectory) }

    public func legacy() throws(WorkbenchError) -> SourceTree {
        try SourceTree(directory: legacyDirectory)
    }

    public func refactored() throws(WorkbenchError) -> SourceTree {
        try SourceTree(directory: refactoredDirectory)
    }

    /// The chain's files at step 0: the legacy module, and no tests, seams or approvals yet.
    public func startState() throws(WorkbenchError) -> SourceTree {
        try legacy().prefixed(ChainLayout.appModule)
    }

    /// The chain's files as this package holds them now: what the last step must give.
    public func finalState() throws(WorkbenchError) -> SourceTree {
        var state = try refactored().prefixed(ChainLayout.appModule)
        for folder in [ChainLayout.tests, ChainLayout.seams] {
            let url = root.appendingPathComponent(folder)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            state = state.merging(try SourceTree(directory: url).prefixed(folder))
        }
        state.links = [:]
        return state.merging(try approvals())
    }

    /// The folders every step's package copies whole from this package.
    public static let sharedFolders = [
        "Sources/MiniUIKit/", "Sources/MiniHealthKit/", "Sources/CSQLite/", "Sources/Diffing/",
        "Sources/MiniHTTP/",
        "Tests/CharacterizationTests/", "Tests/TestHost/", "Tests/TestHostLoader/",
    ]

    /// Everything a step's package holds that is the same at every step: MiniUIKit,
    /// MiniHealthKit, CSQLite, Diffing, MiniHTTP, the fixtures with the legacy approvals, the
    /// characterization suite, and the links that share its `MockAPI` with MyBizTests.
    public func sharedFiles() throws(WorkbenchError) -> SourceTree {
        var shared = SourceTree()
        for folder in Self.sharedFolders {
            shared = shared.merging(
                try SourceTree(directory: root.appendingPathComponent(folder)).prefixed(folder))
        }
        let fixtures = "Tests/Fixtures/"
        shared = shared.merging(
            try SourceTree(
                directory: root.appendingPathComponent(fixtures),
                excludingSuffixes: [".received.txt"]
            ).prefixed(fixtures).filter { !$0.hasPrefix(ChainLayout.approvals) })
        let tests = try SourceTree(directory: root.appendingPathComponent(ChainLayout.tests))
        shared.links.merge(tests.prefixed(ChainLayout.tests).links) { $1 }
        return shared.filter { !$0.hasPrefix(ChainLayout.seams) }
    }

    /// The approved texts of `Tests/Fixtures/Approved/since-*`, without received files.
    private func approvals() throws(WorkbenchError) -> SourceTree {
        let folder = "Tests/Fixtures/Approved/"
        return try SourceTree(
            directory: root.appendingPathComponent(folder), excludingSuffixes: [".received.txt"]
        ).prefixed(folder).filter { $0.hasPrefix(ChainLayout.approvals) }
    }

    /// Where a file of the chain is in this package at its last step.
    public func packagePath(of chainPath: String) -> String {
        guard ChainLayout.isAppModule(chainPath) else { return chainPath }
        return "Sources/RefactoredMyBiz/" + chainPath.dropFirst(ChainLayout.appModule.count)
    }
}
