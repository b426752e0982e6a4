import Foundation

/// The generator's mutants an exercise is judged by: the same operators `workbench mutate`
/// proves the project's own suites with. They are listed in `generated.txt` of the exercise's
/// judging folder, a line each: a mutant's id as `workbench mutate --list` shows it for the app
/// the learner's tests run on (`--step <n>` for a step's exercise), then optionally two spaces
/// and the bug in the learner's words, which the report names when no test catches it (the
/// generator's words otherwise).
struct GeneratedMutants: Equatable, Sendable {
    static let fileName = "generated.txt"

    struct Entry: Equatable, Sendable {
        let id: String
        /// The bug in words, or nil for the generator's.
        let what: String?
        /// The line of the list, from 1.
        let line: Int
    }

    /// The list's path in the workbench, `Judge/<exercise>/generated.txt`.
    let path: String
    let entries: [Entry]

    /// Reads a list; an id listed twice is refused.
    init(parsing text: String, path: String) throws(WorkbenchError) {
        self.path = path
        var entries: [Entry] = []
        for (line, id, words) in GeneratedMutant.listed(in: text) {
            if let first = entries.first(where: { $0.id == id }) {
                throw .unreadable(
                    path: "\(path):\(line)",
                    reason: "\(id) is listed on line \(first.line) already; drop one of the two")
            }
            entries.append(Entry(id: id, what: words.isEmpty ? nil : words, line: line))
        }
        self.entries = entries
    }

    /// The listed mutants of `package`, the package after `step` (0: the legacy app), in the
    /// list's order, as the judge keeps them. An id that names no mutant there (its line moved,
    /// its code changed) is refused with the way to find it again.
    func mutants(of package: SourceTree, step: Int) throws(WorkbenchError) -> [Mutant] {
        let module = package.subtree(ChainLayout.appModule)
        let files = Set(entries.compactMap { $0.id.split(separator: ":").first.map(String.init) })
        var generated: [String: GeneratedMutant] = [:]
        for file in files {
            guard let text = module.files[file] else { continue }
            for mutant in MutantGenerator().mutants(of: text, path: file) {
                generated[mutant.id] = mutant
            }
        }
        return try entries.map { (entry) throws(WorkbenchError) -> Mutant in
            guard let mutant = generated[entry.id] else {
                throw .unreadable(
                    path: "\(path):\(entry.line)",
                    reason: "\(entry.id) is no mutant of "
                        + (step == 0 ? "the legacy app" : "the app after step \(step)")
                        + ": its code moved or changed. Find it again with 'workbench mutate"
                        + (step == 0 ? "" : " --step \(step)") + " --list', then mend or drop "
                        + "the line")
            }
            let text = module.files[mutant.path] ?? ""
            return mutant.judged(
                in: ChainLayout.appModule, text: text, what: entry.what,
                origin: "\(path):\(entry.line)")
        }
    }
}
