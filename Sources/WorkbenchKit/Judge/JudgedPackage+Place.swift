import Foundation

/// A folder carried elsewhere with its `.build` (copied or moved, as a facilitator who tries a
/// pack before handing it out does) keeps paths of the folder it was built in, and Clang's
/// module cache where the build keeps one there (the exercise's own build; the judged package's
/// C targets on macOS, its Swift using the shared cache of `JudgedPackage+ModuleCache`): every
/// build there may then fail ("was compiled with module cache path …"). So the
/// judged package notes where its build was made, and builds anew when that is not where it is
/// now; and a check says when the exercise's own build, which the learner's `swift test` uses,
/// was made elsewhere, with the one command that mends it.
extension JudgedPackage {
    /// The file, in the package's folder, that names the folder its build was made in.
    static let place = ".build/workbench-place"

    /// Removes the package's build when it was made in another folder (or by a workbench that
    /// did not note where), so the next build starts clean here: the folder of each platform
    /// SwiftPM built for (`x86_64-unknown-linux-gnu`, `arm64-apple-macosx`), which holds paths
    /// of where it was built, and its build database. True when there was one to remove.
    @discardableResult
    func forgetBuildMadeElsewhere() -> Bool {
        let manager = FileManager.default
        let build = directory.appendingPathComponent(".build")
        let noted = manager.contents(atPath: directory.appendingPathComponent(Self.place).path)
        guard noted.map({ String(decoding: $0, as: UTF8.self) }) != directory.path else {
            return false
        }
        var removed = false
        for name in (try? manager.contentsOfDirectory(atPath: build.path)) ?? [] {
            let item = build.appendingPathComponent(name)
            let isLink = (try? manager.destinationOfSymbolicLink(atPath: item.path)) != nil
            var isDirectory: ObjCBool = false
            guard name.contains("-") || name == "build.db",
                !isLink, manager.fileExists(atPath: item.path, isDirectory: &isDirectory),
                isDirectory.boolValue || name == "build.db"
            else { continue }
            try? manager.removeItem(at: item)
            removed = true
        }
        return removed
    }

    /// Notes that the package's build is made here.
    func noteBuildPlace() {
        let file = directory.appendingPathComponent(Self.place)
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(directory.path.utf8).write(to: file)
    }

    /// When the package in `folder` (an exercise) has a build of its own whose module cache
    /// was made in another folder: the folder it names isn't `folder`, by any of its spellings.
    /// Read from a precompiled module of the cache, which holds the path of the package it was
    /// built for; nil when there is no such module, or it names this folder.
    static func ownBuildMadeElsewhere(in folder: URL) -> Bool {
        let manager = FileManager.default
        let build = folder.appendingPathComponent(".build")
        let platforms = (try? manager.contentsOfDirectory(atPath: build.path)) ?? []
        for platform in platforms.sorted() where platform.contains("-") {
            let cache = build.appendingPathComponent(platform + "/debug/ModuleCache")
            for hash in ((try? manager.contentsOfDirectory(atPath: cache.path)) ?? []).sorted() {
                let modules = cache.appendingPathComponent(hash)
                let names = (try? manager.contentsOfDirectory(atPath: modules.path)) ?? []
                guard let module = names.sorted().first(where: { $0.hasSuffix(".pcm") }),
                    let data = manager.contents(
                        atPath: modules.appendingPathComponent(module).path)
                else { continue }
                let spellings = Set([folder.physicalFileURL.path, folder.standardizedFileURL.path])
                return !spellings.contains { Self.names(data, folder: $0) }
            }
        }
        return false
    }

    /// Whether `data` holds `folder` as a whole path: followed by a slash, a quote, a space or
    /// the end of a C string, not by more of a longer name.
    static func names(_ data: Data, folder: String) -> Bool {
        let bytes = Array(folder.utf8)
        let ends: Set<UInt8> = [0x2F, 0x22, 0x20, 0x00, 0x0A]
        var from = data.startIndex
        while let found = data.range(of: Data(bytes), in: from..<data.endIndex) {
            if found.upperBound == data.endIndex || ends.contains(data[found.upperBound]) {
                return true
            }
            from = found.upperBound
        }
        return false
    }
}
