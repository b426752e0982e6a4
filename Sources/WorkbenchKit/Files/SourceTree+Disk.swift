import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a tree meets the disk: written file by file (what is already there is left alone, so its
/// date stays), and read by walking folders with `lstat`.
extension SourceTree {
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
    static func entries(of directory: URL, skipping: Set<String>) throws(WorkbenchError)
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
