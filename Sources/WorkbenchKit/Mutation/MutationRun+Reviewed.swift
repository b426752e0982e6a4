import Diffing
import Foundation

extension MutationRun {
    /// The reviewed file: the survivors no test can see, a section for each app.
    static let reviewedPath = "Judge/unobservable.txt"
    /// The apps the reviewed file has a section for, `[legacy]` and `[refactored]`.
    static let reviewedApps = ["legacy", "refactored"]

    /// The reviewed survivors of `app`, whose module is `module`: each id with its reason. An
    /// id that names no mutant of the module (its line moved, its code changed) is refused, so
    /// the file never speaks for a mutant it was not written for.
    func reviewed(_ app: String, module: SourceTree) throws(WorkbenchError) -> [String: String] {
        let path = Self.reviewedPath
        let url = workspace.root.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path) else { return [:] }
        let reasons = try Self.reviewed(
            parsing: String(decoding: data, as: UTF8.self), path: path, app: app)
        let ids = Set(MutantGenerator().mutants(of: module).map(\.id))
        if let stale = reasons.keys.sorted().first(where: { !ids.contains($0) }) {
            throw .unreadable(
                path: path,
                reason: "\(stale), in [\(app)], is no mutant of the \(app) app: its code moved "
                    + "or changed. Find it again with 'workbench mutate"
                    + "\(app == "legacy" ? "" : " --refactored") --list', then mend or drop its "
                    + "line")
        }
        return reasons
    }

    /// The survivors of `app` in a reviewed file's text: under a line `[app]`, until the next
    /// section, a line each, its id, a space and why no test can see it; blank lines and lines
    /// starting with # are left out. An app with no section has none.
    static func reviewed(parsing text: String, path: String, app: String) throws(WorkbenchError)
        -> [String: String]
    {
        // Lines outside the app's section are blanked, so each line keeps its number.
        var section: String?
        var kept: [String] = []
        for (number, line) in text.lines().enumerated() {
            let trimmed = line.trimmed
            if trimmed.hasPrefix("[") {
                let name = String(trimmed.dropFirst().prefix { $0 != "]" })
                guard trimmed == "[\(name)]", reviewedApps.contains(name) else {
                    throw .unreadable(
                        path: "\(path):\(number + 1)",
                        reason: "a section is named [legacy] or [refactored], alone on its line")
                }
                section = name
                kept.append("")
                continue
            }
            if section == nil, !trimmed.isEmpty, !trimmed.hasPrefix("#") {
                throw .unreadable(
                    path: "\(path):\(number + 1)",
                    reason: "a mutant's line goes under [legacy] or [refactored], the app it is of")
            }
            kept.append(section == app ? String(line) : "")
        }
        var reasons: [String: String] = [:]
        for (line, id, reason) in GeneratedMutant.listed(in: kept.joined(separator: "\n")) {
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
