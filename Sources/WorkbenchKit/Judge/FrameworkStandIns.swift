/// What in a learner's app module would stand in for the test frameworks: an import of XCTest
/// or Swift Testing, or a declaration named like XCTest's API (`XCTAssertEqual`, `XCTFail`, …).
/// An app has no use for either. In the app module, an overload more specific than XCTest's
/// own (an `XCTAssertEqual` of two `Int`s that asserts nothing) is the one the reference tests
/// call, and passes them unread; an extension of `XCTestCase` can do the same to its methods.
struct FrameworkStandIns: Equatable {
    static let frameworks: Set<String> = ["XCTest", "Testing"]

    /// Each as `<file>: import <framework>` or `<file>: <kind> <name>`, by file.
    let found: [String]

    /// Looks through the Swift files of `app`, the app module's tree.
    init(app: SourceTree) {
        var found: [String] = []
        for (path, text) in app.files.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".swift")
        {
            let tokens = Declarations.tokens(of: text)
            for (index, token) in tokens.enumerated() where token == "import" {
                // `import XCTest`, or `import class XCTest.XCTestCase`.
                if let framework = tokens.dropFirst(index + 1).prefix(2).first(where: {
                    Self.frameworks.contains($0)
                }) {
                    found.append("\(path): import \(framework)")
                }
            }
            let named = Declarations(sources: [text]).counts.keys.filter {
                $0.name.hasPrefix("XCT")
            }
            found += named.sorted().map { "\(path): \($0.kind) \($0.name)" }
        }
        self.found = found
    }

    /// What `check` says is left when something stands in for a framework.
    var left: String? {
        guard !found.isEmpty else { return nil }
        return "the app may not import a test framework or declare its API, which would stand in "
            + "for the tests' own: " + found.joined(separator: "; ")
    }
}
