import Foundation

extension MutationRun {
    /// The reviewed survivors of `app`, whose module is `module`: each id with its reason. An
    /// id that names no mutant of the module (its line moved, its code changed) is refused, so
    /// the file never speaks for a mutant it was not written for.
    func reviewed(_ app: String, module: SourceTree) throws(WorkbenchError) -> [String: String] {
        let path = "Judge/unobservable-\(app).txt"
        let url = workspace.root.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path) else { return [:] }
        let reasons = try Self.reviewed(parsing: String(decoding: data, as: UTF8.self), path: path)
        let ids = Set(MutantGenerator().mutants(of: module).map(\.id))
        if let stale = reasons.keys.sorted().first(where: { !ids.contains($0) }) {
            throw .unreadable(
                path: path,
                reason: "\(stale) is no mutant of the \(app) app: its code moved or changed. "
                    + "Find it again with 'workbench mutate\(app == "legacy" ? "" : " --refactored")"
                    + " --list', then mend or drop its line")
        }
        return reasons
    }

    /// A reviewed file's survivors: a line each, its id, a space and why no test can see it;
    /// blank lines and lines starting with # are left out.
    static func reviewed(parsing text: String, path: String) throws(WorkbenchError)
        -> [String: String]
    {
        var reasons: [String: String] = [:]
        for (line, id, reason) in GeneratedMutant.listed(in: text) {
            guard !reason.isEmpty else {
                throw .unreadable(
                    path: "\(path):\(line)",
                    reason: "each line is a mutant's id, a space and why no test can see it")
            }
            reasons[id] = reason
        }
        return reasons
    }
}
