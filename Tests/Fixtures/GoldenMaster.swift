import Diffing
import Foundation

/// Approved text files for screens and requests, kept in `Tests/Fixtures/Approved`.
///
/// A rendering that differs from its approved file is written beside it as
/// `<name>.<copy>.received.txt`, where the copy names the suite that received it (the same
/// suite runs against two modules at once, and neither may touch the other's file), and the
/// check fails with a unified diff. Approving is renaming the received file to
/// `<name>.approved.txt` (`Scripts/approve` renames them all); nothing is ever approved by the
/// tests themselves. The files are read from the source tree, not a bundle, so an approval
/// counts on the next run without a rebuild.
public struct GoldenMaster: Sendable {
    public let directory: URL

    public static let approved = GoldenMaster(
        directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Approved"))

    public init(directory: URL) {
        self.directory = directory
    }

    public func approvedURL(_ name: String) -> URL {
        directory.appendingPathComponent(name + ".approved.txt")
    }

    public func receivedURL(_ name: String, copy: String) -> URL {
        directory.appendingPathComponent(name + "." + copy + ".received.txt")
    }

    /// Compares `actual` with the approved text `name`. Returns nil when they match, else the
    /// failure message: what differs, where the received text was written, how to approve it.
    /// `copy` names the suite asking, so that each copy keeps its own received file.
    public func mismatch(_ actual: String, name: String, copy: String) -> String? {
        let approvedFile = approvedURL(name)
        let receivedFile = receivedURL(name, copy: copy)
        guard let approved = try? String(contentsOf: approvedFile, encoding: .utf8) else {
            write(actual, to: receivedFile)
            return """
                No approved text for '\(name)' yet. Wrote what the code produces to
                \(receivedFile.path)
                Review it; if it is right, approve it: mv '\(receivedFile.path)' '\(approvedFile.path)'
                """
        }
        guard approved != actual else {
            try? FileManager.default.removeItem(at: receivedFile)
            return nil
        }
        write(actual, to: receivedFile)
        let diff = UnifiedDiff(
            old: approved, new: actual, oldName: approvedFile.lastPathComponent,
            newName: receivedFile.lastPathComponent)
        return """
            '\(name)' differs from its approved text:
            \(diff.text)
            Received text written to \(receivedFile.path)
            If the change is intended, approve it: mv '\(receivedFile.path)' '\(approvedFile.path)'
            """
    }

    private func write(_ text: String, to url: URL) {
        try? FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url)
    }
}
