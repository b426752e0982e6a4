import Foundation

extension MutantSchema {
    /// A check's mutant schema, built in a package of its own beside the judged package
    /// (`.build/judge-mutants` of the exercise), with a key made for this check alone. Only
    /// the files the schema rewrites compile again each check (and the link): that package's
    /// test modules compile again only when the learner's tests change, since no declaration
    /// they see changes with the key. While tests run, the schema's files on disk are the
    /// reference's, so the key is in the build alone. When the schema does not compile, no
    /// mutant is held, and each is built apart in the judged package.
    struct Build: Sendable {
        static let folder = "judge-mutants"

        /// The mutants (their indices) the built schema holds, and those it does not.
        let held: [Int]
        let apart: [Int]
        private let schema: MutantSchema
        private let package: JudgedPackage?
        private let tree: SourceTree

        /// `mutants` of `tree` (the judged package's text) in a schema, to be built beside
        /// `judged` (see `build()`).
        init(_ mutants: [Mutant], of tree: SourceTree, beside judged: JudgedPackage)
            throws(WorkbenchError)
        {
            self.tree = tree
            schema = MutantSchema(tree, mutants: mutants, key: .random(in: .min ... .max))
            held = []
            apart = Array(mutants.indices)
            package =
                schema.held.isEmpty
                ? nil
                : try JudgedPackage(
                    directory: judged.directory.deletingLastPathComponent()
                        .appendingPathComponent(Self.folder),
                    tools: judged.tools)
        }

        private init(_ built: Build, compiled: Bool) {
            (schema, package, tree) = (built.schema, built.package, built.tree)
            (held, apart) = compiled ? (schema.held, schema.apart) : ([], built.apart)
        }

        /// The schema built: with the mutants it holds when it compiled, with none otherwise.
        func build() throws(WorkbenchError) -> Build {
            guard let package else { return self }
            return Build(self, compiled: try Self.build(schema, showing: tree, in: package))
        }

        /// Builds `schema` in `package`, then puts `tree`'s text back: whether it compiled.
        private static func build(
            _ schema: MutantSchema, showing tree: SourceTree, in package: JudgedPackage
        ) throws(WorkbenchError) -> Bool {
            try schema.tree.write(to: package.directory, replacing: true)
            let compiled = try package.build().compiled
            try tree.write(to: package.directory, replacing: true)
            return compiled
        }

        /// A run of the tests that match `filter` on the schema's build, with `mutant` chosen
        /// (nil: none, the reference); nil when it was not built, or does not compile again
        /// after a crash.
        func test(_ mutant: Int?, filter: String?) throws(WorkbenchError) -> TestOutcomes? {
            guard let package, !held.isEmpty else { return nil }
            return try package.test(
                filter: filter, timeout: JudgedPackage.timeLimit,
                environment: [MutantSchema.variable: schema.selector(mutant)]
            ) { () throws(WorkbenchError) in
                try Self.build(schema, showing: tree, in: package)
            }
        }
    }
}
