/// The files the chain holds, by their path in a step's diff: the path they have in a
/// materialized package. Everything else a package needs is the same at every step.
public enum ChainLayout {
    /// The app module: LegacyMyBiz at step 0, RefactoredMyBiz after the last step.
    public static let appModule = "Sources/MyBiz/"
    /// The app module's name in a step's package.
    static let appModuleName = "MyBiz"
    /// The test-driven tests: none at step 0, Tests/MyBizTests after the last step.
    public static let tests = "Tests/MyBizTests/"
    /// Harness code with which the characterization suite uses a seam a step made.
    public static let seams = "Tests/CharacterizationTests/Seams/"
    /// The approved texts of the changes a step declares: `since-<step>/`.
    public static let approvals = "Tests/Fixtures/Approved/since-"

    public static let roots = [appModule, tests, seams, approvals]

    /// Why `path` may not appear in a step, or nil when it may.
    static func problem(with path: String) -> String? {
        if path.hasPrefix("/")
            || path.split(separator: "/").contains(where: { $0 == ".." || $0 == "." })
        {
            return "the path '\(path)' leaves the package"
        }
        guard roots.contains(where: { path.hasPrefix($0) }) else {
            return "the path '\(path)' is outside the chain (\(roots.joined(separator: ", ")))"
        }
        return nil
    }

    /// The step whose approvals folder holds `path`, if it is in one.
    static func approvalStep(of path: String) -> Int? {
        guard path.hasPrefix(approvals) else { return nil }
        return Int(path.dropFirst(approvals.count).prefix { $0.isNumber })
    }

    static func isAppModule(_ path: String) -> Bool { path.hasPrefix(appModule) }
}
