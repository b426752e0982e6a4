import Diffing
import Foundation

/// What each command does once its words are read: the layer below `CLI`, which declares the
/// commands (`Command`) and parses their words.
struct Actions {
    let workspace: Workspace
    let console: Console
    let tools: Tools

    /// Refuses a `directory` that is a file, or a folder that is not empty, unless `force`, and
    /// with `force` one whose `writtenBy` file does not hold the workbench's signature.
    func prepare(
        _ directory: URL, force: Bool,
        writtenBy marker: (file: String, signature: String) = (
            "Package.swift", StepPackage.signature
        )
    ) throws(WorkbenchError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw .usage("\(directory.path) is a file; name a new or empty directory.")
        }
        let contents = ((try? manager.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { !SourceTree.isLitter($0) }
        guard !contents.isEmpty else { return }
        guard force else { throw .directoryNotEmpty(directory.path) }
        let written = try? String(
            contentsOf: directory.appendingPathComponent(marker.file), encoding: .utf8)
        guard written?.contains(marker.signature) == true else {
            throw .usage(
                "\(directory.path) was not written by the workbench, so --force leaves it alone "
                    + "(it replaces only a package, exercise or tour the workbench wrote); choose "
                    + "an empty or new directory.")
        }
        let root = workspace.root.standardizedFileURL.path
        let target = directory.standardizedFileURL.path
        guard !(force && (root == target || root.hasPrefix(target + "/"))) else {
            throw .usage("\(target) holds the workbench itself; choose another directory.")
        }
    }

    func legacyHasNoStep(_ command: String) -> Int32 {
        console.writeError(
            "workbench \(command): step 0 is the legacy code itself and changes nothing; name a step from 1.\n"
        )
        return 2
    }

    /// `rows` in columns, the first row in bold.
    func table(_ rows: [[String]]) -> String {
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var text = ""
        for (index, row) in rows.enumerated() {
            let line = zip(row, widths).map {
                $0.padding(toLength: $1, withPad: " ", startingAt: 0)
            }
            .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
            text += (index == 0 ? console.paint(line, "1") : line) + "\n"
        }
        return text
    }

    /// `text` broken into lines of at most 100 characters, at spaces.
    func wrapped(_ text: String, indent: String = "") -> String {
        var lines: [String] = []
        var line = indent
        for word in text.split(separator: " ") {
            if line.count > indent.count, line.count + 1 + word.count > 100 {
                lines.append(line)
                line = indent
            }
            line += (line.count == indent.count ? "" : " ") + word
        }
        return (lines + [line]).joined(separator: "\n")
    }
}
