import Diffing
import Foundation

/// A directory's files as text, and its symbolic links, by path relative to the directory.
public struct SourceTree: Equatable, Sendable {
    public var files: [String: String]
    /// Symbolic links: where each points, as written in the link.
    public var links: [String: String]

    public init(files: [String: String] = [:], links: [String: String] = [:]) {
        self.files = files
        self.links = links
    }

    /// What a file browser writes into the folders it shows, and no part of any tree: Finder's
    /// `.DS_Store`, the AppleDouble `._<name>` macOS writes beside each file on FAT, exFAT or a
    /// share, Explorer's `Thumbs.db` and `desktop.ini`. A tree read from disk never holds one,
    /// and a folder that holds only these is empty.
    public static func isLitter(_ name: String) -> Bool {
        litter.contains(name) || name.hasPrefix("._")
    }

    static let litter: Set<String> = [".DS_Store", "Thumbs.db", "desktop.ini"]

    /// The lines of a `.gitignore` that keep the files of `isLitter` out of a repository.
    static let litterIgnored = ".DS_Store\n._*\nThumbs.db\ndesktop.ini\n"

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
            if Self.isLitter(entry.url.lastPathComponent) { continue }
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
