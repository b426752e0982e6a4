import Diffing
import Foundation

/// One step of the chain from LegacyMyBiz to RefactoredMyBiz: a header and a unified diff whose
/// paths are relative to the module's root.
public struct Step: Equatable, Sendable {
    public static let fields = [
        "id", "title", "change", "chapter", "technique", "kind", "pinned by", "driven by", "why",
    ]

    public let number: Int
    public let id: String
    public let title: String
    public let change: String
    public let chapter: String
    public let technique: String
    public let kind: String
    public let pinnedBy: String
    public let drivenBy: String
    public let why: String
    public let diff: String
    public let patches: [FilePatch]

    public var files: [String] { patches.map(\.path) }
    public var changedLines: Int { patches.reduce(0) { $0 + $1.changedLines } }

    /// The command that runs the tests that pin and drive the step.
    public var testCommand: String {
        let names = (pinnedBy + ", " + drivenBy).split(separator: ",")
            .map { $0.split(separator: " ").first.map(String.init) ?? "" }
            .filter { $0.first?.isUppercase == true }
        let unique = names.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return "swift test --filter \"" + unique.joined(separator: "|") + "\""
    }

    /// Reads a step file: `field: value` lines, a blank line, then the diff.
    public init(parsing text: String, fileName: String) throws(WorkbenchError) {
        guard let blank = text.range(of: "\n\n") else {
            throw .malformedStep(
                file: fileName, reason: "no blank line between the header and the diff")
        }
        var header: [String: String] = [:]
        for line in text[..<blank.lowerBound].split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else {
                throw .malformedStep(
                    file: fileName, reason: "header line \"\(line)\" is not 'field: value'")
            }
            header[String(line[..<colon])] = line[line.index(after: colon)...]
                .trimmingCharacters(in: .whitespaces)
        }
        for field in Self.fields where (header[field] ?? "").isEmpty {
            throw .malformedStep(file: fileName, reason: "the header has no '\(field):' line")
        }
        let id = header["id"]!
        guard let number = Int(id.prefix { $0.isNumber }), number > 0, fileName == id + ".step"
        else {
            throw .malformedStep(
                file: fileName,
                reason: "the id must start with the step's number and name the file (\(id).step)")
        }
        let diff = String(text[blank.upperBound...])
        let patches: [FilePatch]
        do {
            patches = try PatchParser.parse(diff)
        } catch {
            throw .malformedStep(file: fileName, reason: error.description)
        }
        guard !patches.isEmpty else {
            throw .malformedStep(file: fileName, reason: "the diff changes no file")
        }
        self.number = number
        self.id = id
        title = header["title"]!
        change = header["change"]!
        chapter = header["chapter"]!
        technique = header["technique"]!
        kind = header["kind"]!
        pinnedBy = header["pinned by"]!
        drivenBy = header["driven by"]!
        why = header["why"]!
        self.diff = diff
        self.patches = patches
    }
}
