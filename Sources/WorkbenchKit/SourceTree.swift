import Foundation

/// A directory's files as text, by path relative to the directory.
public struct SourceTree: Equatable, Sendable {
    public var files: [String: String]

    public init(files: [String: String] = [:]) {
        self.files = files
    }

    public init(directory: URL) throws(WorkbenchError) {
        var files: [String: String] = [:]
        let manager = FileManager.default
        guard
            let walker = manager.enumerator(
                at: directory, includingPropertiesForKeys: [.isRegularFileKey])
        else { throw .unreadable(path: directory.path, reason: "no such directory") }
        let rootPath = directory.standardizedFileURL.path
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
            else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(rootPath.count + 1))
            guard let data = try? Data(contentsOf: url),
                let text = String(data: data, encoding: .utf8)
            else {
                throw .unreadable(path: url.path, reason: "not a UTF-8 text file")
            }
            files[relative] = text
        }
        self.files = files
    }

    public func write(to directory: URL) throws(WorkbenchError) {
        do {
            for (path, text) in files {
                let url = directory.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        } catch {
            throw .unreadable(
                path: directory.path, reason: "could not write: \(error.localizedDescription)")
        }
    }

    /// The first place where this tree and `other` differ, or nil when they are equal.
    public func firstDifference(from other: SourceTree) -> String? {
        for path in Set(files.keys).union(other.files.keys).sorted() {
            switch (files[path], other.files[path]) {
            case (nil, _): return "\(path): only in the expected tree"
            case (_, nil): return "\(path): only in the tree the chain produced"
            case (let mine?, let theirs?) where mine != theirs:
                let a = mine.split(separator: "\n", omittingEmptySubsequences: false)
                let b = theirs.split(separator: "\n", omittingEmptySubsequences: false)
                let line =
                    zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    ?? min(a.count, b.count)
                let got = line < a.count ? "\"\(a[line])\"" : "the end of the file"
                let want = line < b.count ? "\"\(b[line])\"" : "the end of the file"
                return
                    "\(path): line \(line + 1) differs: the chain gives \(got), the module has \(want)"
            default: continue
            }
        }
        return nil
    }
}
