import Foundation

/// An incremental build prints the warnings of the files it compiles, and no others: checked
/// again with one file changed, a learner's code would lose the warnings of every other file
/// from the report while they are still there. So the judged package remembers, in
/// `.build/judge-warnings.json`, each file's warnings with the text they were printed for, and
/// a build that does not compile a file again gives that file's warnings as long as its text
/// is the same.
extension JudgedPackage {
    static let warningsFile = ".build/judge-warnings.json"

    /// A file's text when it was last compiled with warnings, and those warnings.
    struct CompiledWith: Codable, Equatable {
        var text: String
        var warnings: [String]
    }

    /// The warnings a build `printed`, with those remembered for the files it did not compile
    /// again and that have not changed since; the files it printed warnings for are remembered
    /// with their text now.
    func warnings(printed: [String]) -> [String] {
        let file = directory.appendingPathComponent(Self.warningsFile)
        var kept =
            (try? JSONDecoder().decode(
                [String: CompiledWith].self, from: Data(contentsOf: file))) ?? [:]
        var printedByFile: [String: [String]] = [:]
        for warning in printed {
            if let path = Self.path(of: warning) {
                printedByFile[path, default: []].append(warning)
            }
        }
        var warnings = printed
        for (path, compiled) in kept.sorted(by: { $0.key < $1.key }) {
            guard text(of: path) == compiled.text else {
                kept[path] = nil
                continue
            }
            if printedByFile[path] == nil { warnings += compiled.warnings }
        }
        for (path, list) in printedByFile {
            if let text = text(of: path) { kept[path] = CompiledWith(text: text, warnings: list) }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try? encoder.encode(kept).write(to: file, options: .atomic)
        return warnings
    }

    private func text(of path: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
    }

    /// The package's file a compiler warning is of: `Sources/MyBiz/A.swift` of
    /// `Sources/MyBiz/A.swift:3:9: warning: …`; nil for a warning of no file, or of a file
    /// outside the package (its path still absolute).
    static func path(of warning: String) -> String? {
        guard !warning.hasPrefix("warning: "), !warning.hasPrefix("/"),
            let range = warning.range(of: ".swift:")
        else { return nil }
        return String(warning[..<range.lowerBound]) + ".swift"
    }
}
