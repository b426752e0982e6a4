import Fixtures
import Foundation
import Testing

/// A pair of texts, and what GNU `diff -u` says of them. The random pairs have distinct lines,
/// so their smallest diff is unique: where lines repeat, several diffs are equally small and
/// GNU diff's choice among them is its own (see `repeatedLines` in UnifiedDiffTests).
struct GNUDiffCase: Sendable, CustomTestStringConvertible {
    let name: String
    let old: String
    let new: String

    var testDescription: String { name }

    static let all: [GNUDiffCase] = {
        let lines = (1...40).map { "line \($0)" }
        func text(_ lines: [String], newline: Bool = true) -> String {
            lines.joined(separator: "\n") + (newline && !lines.isEmpty ? "\n" : "")
        }
        var edited = lines
        edited[4] = "changed 5"
        edited.remove(at: 19)
        edited.insert("inserted", at: 30)
        var random = SeededGenerator(seed: 42)
        let randomCases = (0..<12).map { index -> GNUDiffCase in
            let old = (0..<Int.random(in: 0...60, using: &random)).map { "line \($0)" }
            var new = old
            for edit in 0..<Int.random(in: 0...8, using: &random) {
                let position = Int.random(in: 0...new.count, using: &random)
                if Bool.random(using: &random), position < new.count {
                    new.remove(at: position)
                } else {
                    new.insert("new \(edit)", at: position)
                }
            }
            return GNUDiffCase(name: "random edits \(index)", old: text(old), new: text(new))
        }
        return [
            GNUDiffCase(name: "three edits in forty lines", old: text(lines), new: text(edited)),
            GNUDiffCase(
                name: "everything replaced", old: text(["a", "b"]), new: text(["c", "d", "e"])),
            GNUDiffCase(name: "added at the end", old: text(lines), new: text(lines + ["new"])),
            GNUDiffCase(
                name: "removed at the start", old: text(lines), new: text(Array(lines.dropFirst(2)))
            ),
            GNUDiffCase(
                name: "final newline added", old: text(lines, newline: false), new: text(lines)),
            GNUDiffCase(
                name: "final newline removed", old: text(lines), new: text(lines, newline: false)),
            GNUDiffCase(name: "from empty", old: "", new: text(["only"])),
            GNUDiffCase(
                name: "Windows line ends, one line changed",
                old: "one\r\ntwo\r\nthree\r\n", new: "one\r\n2\r\nthree\r\n"),
        ] + randomCases
    }()

    /// GNU diff, where this machine has it: the first of the usual places whose `--version`
    /// says it is GNU's (macOS's /usr/bin/diff is Apple's own; Homebrew's diffutils installs
    /// GNU's as gdiff). Nil when there is none: then nothing can be compared with it.
    static let gnuDiff: URL? = {
        let places = [
            "/usr/bin/diff", "/bin/diff", "/usr/local/bin/gdiff", "/opt/homebrew/bin/gdiff",
            "/usr/local/bin/diff", "/opt/homebrew/bin/diff",
        ]
        return places.lazy.map(URL.init(fileURLWithPath:)).first { diff in
            guard FileManager.default.isExecutableFile(atPath: diff.path) else { return false }
            let process = Process()
            let output = Pipe()
            process.executableURL = diff
            process.arguments = ["--version"]
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return false }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self).contains("GNU diffutils")
        }
    }()

    /// GNU diff's output with the labels a and b, or nil when GNU diff is not installed.
    func gnuDiff() throws -> String? {
        guard let diff = Self.gnuDiff else { return nil }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("DiffingTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let oldFile = folder.appendingPathComponent("old")
        let newFile = folder.appendingPathComponent("new")
        try Data(old.utf8).write(to: oldFile)
        try Data(new.utf8).write(to: newFile)
        let process = Process()
        let output = Pipe()
        process.executableURL = diff
        process.arguments = ["-u", "--label", "a", "--label", "b", oldFile.path, newFile.path]
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
