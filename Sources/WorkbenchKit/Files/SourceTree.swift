import Diffing
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A directory's files as text, and its symbolic links, by path relative to the directory.
public struct SourceTree: Equatable, Sendable {
    public var files: [String: String]
    /// Symbolic links: where each points, as written in the link.
    public var links: [String: String]

    public init(files: [String: String] = [:], links: [String: String] = [:]) {
        self.files = files
        self.links = links
    }

    /// Reads every file below `directory`, skipping the folders named in `skipping` (at any
    /// depth) and files whose name ends with one of `excludingSuffixes`; with `skippingBinary`,
    /// files that are not UTF-8 text are left out rather than refused.
    public init(
        directory: URL, skipping: Set<String> = [".build", ".git", ".swiftpm"],
        excludingSuffixes: [String] = [], skippingBinary: Bool = false
    ) throws(WorkbenchError) {
        var files: [String: String] = [:]
        var links: [String: String] = [:]
        for entry in try Self.entries(of: directory, skipping: skipping) {
            if let destination = entry.link {
                links[entry.path] = destination
                continue
            }
            guard !excludingSuffixes.contains(where: { entry.path.hasSuffix($0) }) else { continue }
            guard let data = FileManager.default.contents(atPath: entry.url.path),
                let text = String(data: data, encoding: .utf8)
            else {
                if skippingBinary { continue }
                throw .unreadable(path: entry.url.path, reason: "not a UTF-8 text file")
            }
            files[entry.path] = text
        }
        self.files = files
        self.links = links
    }

    /// This tree with every path put below `prefix` (which ends with "/").
    public func prefixed(_ prefix: String) -> SourceTree {
        SourceTree(
            files: Dictionary(uniqueKeysWithValues: files.map { (prefix + $0.key, $0.value) }),
            links: Dictionary(uniqueKeysWithValues: links.map { (prefix + $0.key, $0.value) }))
    }

    /// The part of this tree below `prefix`, with the prefix taken off.
    public func subtree(_ prefix: String) -> SourceTree {
        func strip(_ entries: [String: String]) -> [String: String] {
            Dictionary(
                uniqueKeysWithValues: entries.filter { $0.key.hasPrefix(prefix) }
                    .map { (String($0.key.dropFirst(prefix.count)), $0.value) })
        }
        return SourceTree(files: strip(files), links: strip(links))
    }

    /// This tree and `other`'s entries; `other` wins where both have a path.
    public func merging(_ other: SourceTree) -> SourceTree {
        SourceTree(
            files: files.merging(other.files) { $1 }, links: links.merging(other.links) { $1 })
    }

    /// Only the entries whose path passes `isIncluded`.
    public func filter(_ isIncluded: (String) -> Bool) -> SourceTree {
        SourceTree(
            files: files.filter { isIncluded($0.key) }, links: links.filter { isIncluded($0.key) })
    }

    /// Writes the tree into `directory`. Files whose text is already there are left untouched,
    /// so their dates stay and an incremental build does not redo them. With `replacing`, every
    /// other file in the directory is removed, except the folders named in `keeping`.
    public func write(
        to directory: URL, replacing: Bool = false,
        keeping: Set<String> = [".build", ".git", ".swiftpm"]
    ) throws(WorkbenchError) {
        let manager = FileManager.default
        do {
            if replacing, manager.fileExists(atPath: directory.path) {
                for entry in try Self.entries(of: directory, skipping: keeping)
                where files[entry.path] == nil && links[entry.path] == nil {
                    try manager.removeItem(at: entry.url)
                }
                try removeEmptyFolders(in: directory, keeping: keeping)
            }
            for (path, text) in files {
                let url = directory.appendingPathComponent(path)
                if (try? manager.destinationOfSymbolicLink(atPath: url.path)) != nil {
                    try manager.removeItem(at: url)
                }
                if let data = manager.contents(atPath: url.path), data == Data(text.utf8) {
                    continue
                }
                try manager.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try writeFile(text, to: url.path)
            }
            for (path, destination) in links {
                let url = directory.appendingPathComponent(path)
                if (try? manager.destinationOfSymbolicLink(atPath: url.path)) == destination {
                    continue
                }
                if manager.fileExists(atPath: url.path)
                    || (try? manager.destinationOfSymbolicLink(atPath: url.path)) != nil
                {
                    try manager.removeItem(at: url)
                }
                try manager.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try manager.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
            }
        } catch let error as WorkbenchError {
            throw error
        } catch {
            throw .unwritable(path: directory.path, reason: error.localizedDescription)
        }
    }

    /// The regular files and symbolic links below `directory`, not following links. The walk
    /// reads each folder's names and each entry's type with `lstat`: asking URLs for resource
    /// values, or the enumerator for attributes, costs several times as much (the attributes
    /// look up the owner's name in /etc/passwd for every file).
    private static func entries(of directory: URL, skipping: Set<String>) throws(WorkbenchError)
        -> [(path: String, url: URL, link: String?)]
    {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else { throw .unreadable(path: directory.path, reason: "no such directory") }
        var found: [(path: String, url: URL, link: String?)] = []
        /// Walks `folder`, whose entries' paths start with `prefix`.
        func walk(_ folder: URL, prefix: String) {
            for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] {
                let url = folder.appendingPathComponent(name)
                let kind = EntryKind(atPath: url.path)
                if kind == .link {
                    found.append(
                        (
                            prefix + name, url,
                            try? manager.destinationOfSymbolicLink(atPath: url.path)
                        ))
                } else if skipping.contains(name) {
                    continue
                } else if kind == .directory {
                    walk(url, prefix: prefix + name + "/")
                } else if kind == .file {
                    found.append((prefix + name, url, nil))
                }
            }
        }
        walk(directory, prefix: "")
        return found
    }

    private func removeEmptyFolders(in directory: URL, keeping: Set<String>) throws {
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: directory.path)
        where !keeping.contains(name) {
            let child = directory.appendingPathComponent(name)
            guard EntryKind(atPath: child.path) == .directory else { continue }
            try removeEmptyFolders(in: child, keeping: [])
            if try manager.contentsOfDirectory(atPath: child.path).isEmpty {
                try manager.removeItem(at: child)
            }
        }
    }

    /// The patches that turn this tree's files into `other`'s, one per file that differs, in
    /// path order, each path put after `prefix`.
    public func patches(to other: SourceTree, prefix: String = "") -> [FilePatch] {
        Set(files.keys).union(other.files.keys).sorted().compactMap { path in
            files[path] == other.files[path]
                ? nil
                : FilePatch(path: prefix + path, old: files[path], new: other.files[path])
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
                    "\(path): line \(line + 1) differs: the chain gives \(got), the package has \(want)"
            default: continue
            }
        }
        return nil
    }
}

/// Writes `text` to the file at `path`, made or replaced. Foundation's `Data.write` syncs
/// every file to the disk, which made writing a package three to four times slower; what the
/// workbench writes, the next command can write again, so a plain write is enough.
private func writeFile(_ text: String, to path: String) throws(WorkbenchError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
    guard descriptor >= 0 else {
        throw .unwritable(path: path, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    var text = text
    let failure: Int32? = text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0, errno != EINTR { return errno }
            offset += max(written, 0)
        }
        return nil
    }
    if let failure {
        throw .unwritable(path: path, reason: String(cString: strerror(failure)))
    }
}

/// What is at a path, read with `lstat`, so a link is a link and not what it points to.
private enum EntryKind {
    case file, directory, link, other

    /// Nil when nothing is at `path`.
    init?(atPath path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: self = .file
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .link
        default: self = .other
        }
    }
}
