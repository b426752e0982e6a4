import Foundation

/// Swift 6.3's incremental build can leave a test module's objects compiled against an older
/// layout of an app class: after a build that failed (as an exercise's red check does), a test
/// module does not always compile its files again when an app class they use gains a method,
/// and the next run crashes on a bad pointer, or runs code that is not the code. It was first
/// met in a module that holds a source through a symbolic link (MyBizTests' `MockAPI.swift`,
/// shared with the characterization suite; reproduced in a package of three files), then in
/// CI at step 23 in a judged package with no link at all. So the judged package compiles its
/// test modules whole on the build after one that failed, and a module that holds a linked
/// source whole whenever the app's declarations change, so a check judges the code and not a
/// stale build.
extension JudgedPackage {
    /// The folders of the modules built from the tests, which import the app.
    static let testFolders = ["Tests/MyBizTests", "Tests/CharacterizationTests"]

    /// Marks every source of the test modules in `folders` as changed, so the next build
    /// compiles them whole. (Removing their build folders would not do: SwiftPM writes a
    /// module's output file map only when it plans the build anew, and the build then fails.)
    func forgetTestBuilds(in folders: [String] = Self.testFolders) {
        for folder in folders {
            let root = directory.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(atPath: root.path) else { continue }
            markChanged(
                files.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map {
                    folder + "/" + $0
                })
        }
    }

    /// Gives each of `paths` (in the package) a modification time later than any it had, so the
    /// next build compiles it again: Swift's driver skips a file whose time is the one its build
    /// record kept, whatever its text. The time is now, or a millisecond past the file's own
    /// when a write in the same tick of the file system's clock gave it now already.
    func markChanged(_ paths: [String]) {
        let manager = FileManager.default
        for path in paths {
            let file = directory.appendingPathComponent(path).path
            let attributes = try? manager.attributesOfItem(atPath: file)
            guard let was = attributes?[.modificationDate] as? Date else { continue }
            try? manager.setAttributes(
                [.modificationDate: max(Date(), was.addingTimeInterval(0.001))], ofItemAtPath: file)
        }
    }

    /// The test folders of `tree` that hold a Swift source through a symbolic link.
    static func linkedTestFolders(of tree: SourceTree) -> [String] {
        testFolders.filter { folder in
            tree.links.keys.contains { $0.hasPrefix(folder + "/") && $0.hasSuffix(".swift") }
        }
    }

    /// Whether writing `tree` changes the declarations of the app module that is in the
    /// package now: a type, function or property added, removed or renamed.
    func appDeclarationsChange(to tree: SourceTree) -> Bool {
        let folder = directory.appendingPathComponent(ChainLayout.appModule)
        guard FileManager.default.fileExists(atPath: folder.path),
            let current = try? SourceTree(directory: folder)
        else { return false }
        func swift(_ tree: SourceTree) -> [String: String] {
            tree.files.filter { $0.key.hasSuffix(".swift") }
        }
        let next = swift(tree.subtree(ChainLayout.appModule))
        let now = swift(current)
        guard next != now else { return false }
        return Declarations(sources: next.values) != Declarations(sources: now.values)
    }
}
