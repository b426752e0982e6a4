/// What in a learner's app module would answer for the tests' own checks, so that they pass
/// whatever the code does:
/// - an import of XCTest or Swift Testing, or a declaration named like XCTest's API
///   (`XCTAssertEqual`, `XCTFail`, …). An app has no use for either. In the app module, an
///   overload more specific than XCTest's own (an `XCTAssertEqual` of two `Int`s that asserts
///   nothing) is the one the reference tests call, and passes them unread; an extension of
///   `XCTestCase` can do the same to its methods;
/// - an operator the step's solution does not declare (by operator and type, in any file): an
///   `==` of `Event` that answers true is what every `XCTAssertEqual` and `#expect(a == b)` of
///   events calls, so a store that kept no event would pass every test that compares them.
///   A type's `==` made by Swift, from the conformance, compares what it holds.
struct TestStandIns: Equatable {
    static let frameworks: Set<String> = ["XCTest", "Testing"]

    /// What stands in for the frameworks, each as `<file>: import <framework>` or
    /// `<file>: <kind> <name>`, by file.
    let frameworks: [String]
    /// The operators beyond the solution's, each as `<file>: func <type>.<operator>`, by file.
    let operators: [String]

    var found: [String] { frameworks + operators }

    /// Looks through the Swift files of `app`, the learner's app module, and of `reference`, the
    /// step's solution's.
    init(app: SourceTree, reference: SourceTree) {
        var frameworks: [String] = []
        var operators: [String] = []
        let allowed = Self.swiftFiles(of: reference).reduce(into: [Declarations.Name: Int]()) {
            allowed, file in
            for (name, count) in Declarations(sources: [file.text]).counts where name.isOperator {
                allowed[name, default: 0] += count
            }
        }
        var declaredOperators: [Declarations.Name: Int] = [:]
        for (path, text) in Self.swiftFiles(of: app) {
            let tokens = Declarations.tokens(of: text)
            for (index, token) in tokens.enumerated() where token == "import" {
                // `import XCTest`, or `import class XCTest.XCTestCase`.
                if let framework = tokens.dropFirst(index + 1).prefix(2).first(where: {
                    Self.frameworks.contains($0)
                }) {
                    frameworks.append("\(path): import \(framework)")
                }
            }
            let declared = Declarations(sources: [text]).counts
            frameworks += declared.keys.filter { $0.name.hasPrefix("XCT") }.sorted()
                .map { "\(path): \($0.kind) \($0.name)" }
            for (name, count) in declared.sorted(by: { $0.key < $1.key }) where name.isOperator {
                declaredOperators[name, default: 0] += count
                if declaredOperators[name]! > allowed[name] ?? 0 {
                    operators.append("\(path): \(name.description)")
                }
            }
        }
        self.frameworks = frameworks
        self.operators = operators
    }

    private static func swiftFiles(of tree: SourceTree) -> [(path: String, text: String)] {
        tree.files.filter { $0.key.hasSuffix(".swift") }.sorted { $0.key < $1.key }
            .map { (path: $0.key, text: $0.value) }
    }

    /// What `check` says is left when something stands in for the tests' checks.
    var left: String? {
        var said: [String] = []
        if !frameworks.isEmpty {
            said.append(
                "the app may not import a test framework or declare its API, which would stand in "
                    + "for the tests' own: " + frameworks.joined(separator: "; "))
        }
        if !operators.isEmpty {
            said.append(
                "the app may not declare an operator the step's solution does not, which the "
                    + "tests' comparisons would call in place of the code's own (declare the "
                    + "conformance and let Swift make its ==): " + operators.joined(separator: "; ")
            )
        }
        return said.isEmpty ? nil : said.joined(separator: "; and ")
    }
}
