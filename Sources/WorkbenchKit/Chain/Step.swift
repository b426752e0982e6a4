import Diffing
import Foundation

/// One step of the chain from LegacyMyBiz to RefactoredMyBiz: a header and a unified diff of
/// every file the step changes (the app module, its tests, harness seams and approvals), with
/// paths as they are in a materialized package (see `ChainLayout`).
public struct Step: Equatable, Sendable {
    public static let fields = [
        "id", "title", "chapter", "technique", "kind", "pinned by", "driven by", "hint", "why",
    ]

    public let number: Int
    public let id: String
    public let title: String
    public let chapter: String
    public let technique: String
    public let kind: String
    public let pinnedBy: String
    public let drivenBy: String
    public let hint: String
    public let why: String
    public let diff: String
    public let patches: [FilePatch]
    /// FNV-1a of `diff`, which alone decides what the step does to a state: made once, as the
    /// key by which the chain keeps the states it made (`Chain.apply`).
    let diffHash: UInt64

    public var files: [String] { patches.map(\.path) }
    /// The patches to the app module: the step's solution.
    public var appPatches: [FilePatch] { patches.filter { ChainLayout.isAppModule($0.path) } }
    /// The patches to tests, harness seams and approvals: what an exercise starts with.
    public var testPatches: [FilePatch] { patches.filter { !ChainLayout.isAppModule($0.path) } }
    /// Changed lines of app code; tests and approvals not counted.
    public var changedLines: Int { appPatches.reduce(0) { $0 + $1.changedLines } }
    public var changedTestLines: Int { testPatches.reduce(0) { $0 + $1.changedLines } }

    /// The header's fields in file order, with their values.
    public var header: [(field: String, value: String)] {
        zip(
            Self.fields,
            [id, title, chapter, technique, kind, pinnedBy, drivenBy, hint, why]
        ).map { ($0, $1) }
    }

    /// The step file's text: the header, a blank line, the diff.
    public var text: String {
        header.map { "\($0.field): \($0.value)\n" }.joined() + "\n" + diff
    }

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
        guard let blank = Self.firstBlankLine(in: text) else {
            throw .malformedStep(
                file: fileName, reason: "no blank line between the header and the diff")
        }
        var header: [String: String] = [:]
        for (index, line) in text[..<blank.lowerBound].lines().enumerated() {
            guard let colon = line.firstIndex(of: ":") else {
                throw .malformedStep(
                    file: fileName,
                    reason: "line \(index + 1) (\"\(line)\") is not a header line 'field: value'")
            }
            let field = String(line[..<colon])
            guard Self.fields.contains(field) else {
                throw .malformedStep(
                    file: fileName,
                    reason: "unknown header field '\(field)' (the fields: "
                        + Self.fields.joined(separator: ", ") + ")")
            }
            header[field] = String(line[line.index(after: colon)...].trimmed)
        }
        let diff = String(text[blank.upperBound...])
        let patches: [FilePatch]
        do {
            patches = try PatchParser.parse(diff)
        } catch {
            guard case .malformed(let line, let content, let reason) = error else {
                throw .malformedStep(file: fileName, reason: error.description)
            }
            let headerLines = Self.lineCount(text[..<blank.upperBound])
            throw .malformedStep(
                file: fileName, reason: "line \(line + headerLines) (\"\(content)\"): \(reason)")
        }
        try self.init(header: header, diff: diff, patches: patches, fileName: fileName)
    }

    /// The first "\n\n" of the text, found by its bytes (Foundation's search costs a step of
    /// hundreds of lines several times as much).
    private static func firstBlankLine(in text: String) -> Range<String.Index>? {
        let bytes = text.utf8
        var index = bytes.startIndex
        var afterNewline = false
        while index < bytes.endIndex {
            let newline = bytes[index] == UInt8(ascii: "\n")
            if newline, afterNewline {
                return bytes.index(before: index)..<bytes.index(after: index)
            }
            afterNewline = newline
            index = bytes.index(after: index)
        }
        return nil
    }

    private static func lineCount(_ text: Substring) -> Int {
        text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    /// A step from its header fields and its patches, checked as a step file is.
    public init(header: [String: String], patches: [FilePatch], fileName: String)
        throws(WorkbenchError)
    {
        try self.init(
            header: header, diff: patches.map(\.text).joined(), patches: patches,
            fileName: fileName)
    }

    private init(header: [String: String], diff: String, patches: [FilePatch], fileName: String)
        throws(WorkbenchError)
    {
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
        guard !patches.isEmpty else {
            throw .malformedStep(file: fileName, reason: "the diff changes no file")
        }
        for patch in patches {
            guard patch.oldPath != nil || patch.newPath != nil else {
                throw .malformedStep(
                    file: fileName, reason: "a file's diff goes from /dev/null to /dev/null")
            }
            for path in [patch.oldPath, patch.newPath].compactMap({ $0 }) {
                if let problem = ChainLayout.problem(with: path) {
                    throw .malformedStep(file: fileName, reason: problem)
                }
                if let owner = ChainLayout.approvalStep(of: path), owner != number {
                    throw .malformedStep(
                        file: fileName,
                        reason: "'\(path)' belongs to step \(owner); step \(number) may declare "
                            + "approvals only under \(ChainLayout.approvals)\(number)/")
                }
            }
        }
        self.number = number
        self.id = id
        title = header["title"]!
        chapter = header["chapter"]!
        technique = header["technique"]!
        kind = header["kind"]!
        pinnedBy = header["pinned by"]!
        drivenBy = header["driven by"]!
        hint = header["hint"]!
        why = header["why"]!
        self.diff = diff
        self.patches = patches
        var hash = FNV1a()
        hash.add(diff)
        diffHash = hash.value
    }
}

extension Step {
    /// The lines a learner writes to solve the step's exercise: its app code, or on a step
    /// that changes none, its tests.
    var linesToWrite: Int { appPatches.isEmpty ? changedTestLines : changedLines }

    /// 1 (a few lines), 2 or 3 (a new type, or many lines), from the lines to write.
    public var level: Int { linesToWrite <= 12 ? 1 : linesToWrite <= 40 ? 2 : 3 }

    /// Minutes for the exercise, estimated from the lines to write (reading the task and the
    /// tests, then about two minutes for every four lines), in fives, at least ten.
    public var minutes: Int { max(10, (8 + linesToWrite / 2 + 4) / 5 * 5) }
}
