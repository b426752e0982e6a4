import Foundation

/// Swift 6.3's incremental builds across modules can leave a test module's object compiled
/// against an older layout of an app type: a test double that subclasses an app class
/// (`MockAPI: API`) is not compiled again when the class gains a method, and the next run
/// crashes on a bad pointer (seen in CI at step 22, whose state passes from a clean build).
/// The judged package builds its test modules from nothing whenever the app's declarations
/// change, so a check judges the code and not a stale build.
extension JudgedPackage {
    /// The modules built from the tests, which import the app.
    static let testModules = ["MyBizTests", "CharacterizationTests"]

    /// Removes what the test modules' builds left, so the next build compiles them whole.
    func forgetTestBuilds() {
        let products = directory.appendingPathComponent(".build/debug")
        for module in Self.testModules {
            try? FileManager.default.removeItem(
                at: products.appendingPathComponent(module + ".build"))
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
