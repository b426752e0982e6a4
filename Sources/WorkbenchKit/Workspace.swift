import Foundation

/// Where the package is: the folder with `Steps/` and the two modules.
public struct Workspace: Sendable {
    public let root: URL

    public var stepsDirectory: URL { root.appendingPathComponent("Steps") }
    public var legacyDirectory: URL { root.appendingPathComponent("Sources/LegacyMyBiz") }
    public var refactoredDirectory: URL { root.appendingPathComponent("Sources/RefactoredMyBiz") }

    /// The package at `root`, or the first folder from `start` upwards that is the package.
    public init(root: URL?, searchingFrom start: URL) throws(WorkbenchError) {
        if let root {
            guard Self.isPackage(root) else { throw .notAPackage(root.path) }
            self.root = root
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
}
