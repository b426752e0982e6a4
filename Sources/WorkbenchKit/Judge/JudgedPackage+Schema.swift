import Foundation

extension MutantSchema {
    /// A check's mutant schema, built in a package of its own beside the judged package
    /// (`.build/judge-mutants` of the exercise), with a key made for this check alone. Only
    /// the files the schema rewrites compile again each check (and the link): that package's
    /// test modules compile again only when the learner's tests change, since no declaration
    /// they see changes with the key. While tests run, the schema's files on disk are the
    /// reference's, and its build keeps no text of them (its warnings are not remembered), so
    /// the key is in the compiled code alone. When the schema does not compile, the mutants of
    /// the files the errors name are set apart and it is built once more; when it still does
    /// not, or cannot be built at all, no mutant is held, and each is built apart in the judged
    /// package, as slowly as before but judged the same.
    struct Build: Sendable {
        static let folder = "judge-mutants"

        /// The mutants (their indices) the built schema holds, and those it does not.
        let held: [Int]
        let apart: [Int]
        private let schema: MutantSchema
        private let mutants: [Mutant]
        private let package: JudgedPackage?
        private let tree: SourceTree

        /// `mutants` of `tree` (the judged package's text) in a schema, to be built beside
        /// `judged` (see `build()`).
        init(_ mutants: [Mutant], of tree: SourceTree, beside judged: JudgedPackage)
            throws(WorkbenchError)
        {
            self.tree = tree
            self.mutants = mutants
            schema = MutantSchema(tree, mutants: mutants, key: .random())
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

        private init(_ built: Build, schema: MutantSchema?) {
            (mutants, package, tree) = (built.mutants, built.package, built.tree)
            self.schema = schema ?? built.schema
            (held, apart) = schema.map { ($0.held, $0.apart) } ?? ([], built.apart)
        }

        /// The schema built: with the mutants it holds when it compiled (after those of the
        /// files its errors name were set apart, if need be), with none otherwise.
        func build() -> Build {
            guard let package else { return self }
            var schema = self.schema
            for _ in 0..<2 {
                guard let build = try? Self.build(schema, showing: tree, in: package) else { break }
                if build.compiled { return Build(self, schema: schema) }
                let files = Set(build.errors.compactMap(JudgedPackage.path(of:)))
                let failing = Set(
                    mutants.indices.filter { index in
                        mutants[index].patches.contains { files.contains($0.path) }
                    })
                guard !failing.isSubset(of: Set(schema.apart)) else { break }
                schema = MutantSchema(
                    tree, mutants: mutants, key: schema.key,
                    excluding: failing.union(schema.apart))
                if schema.held.isEmpty { break }
            }
            return Build(self, schema: nil)
        }

        /// Builds `schema` in `package`, then puts `tree`'s text back.
        private static func build(
            _ schema: MutantSchema, showing tree: SourceTree, in package: JudgedPackage
        ) throws(WorkbenchError) -> JudgedPackage.Build {
            try schema.tree.write(to: package.directory, replacing: true)
            let build = try package.build(remembering: false)
            try tree.write(to: package.directory, replacing: true)
            return build
        }

        /// A run of the tests that match `filter` on the schema's build, with `mutant` chosen
        /// (nil: none, the reference); nil when it holds no mutant. After a crash that calls
        /// for it, the schema is built again and the run made again (see `JudgedPackage.test`).
        func test(_ mutant: Int?, filter: String?) throws(WorkbenchError) -> TestOutcomes? {
            guard let package, !held.isEmpty else { return nil }
            return try package.test(
                filter: filter, timeout: JudgedPackage.timeLimit,
                environment: [MutantSchema.variable: schema.selector(mutant)]
            ) { () throws(WorkbenchError) in
                try Self.build(schema, showing: tree, in: package).compiled
            }
        }
    }
}
