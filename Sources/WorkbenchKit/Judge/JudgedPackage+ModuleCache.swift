import Foundation

/// The module cache every judged package shares. A package's first build otherwise makes a cache
/// of its own: the system's C modules, and the `Testing` module compiled from its interface
/// (50 MB here). That cost about 4 s of every new exercise's first check on this machine: its
/// build took 16.5 s with a cache of its own, and 12.7 s with a shared one already filled. The
/// compiler files each module under a hash of the flags it was built with, and checks it
/// against its sources before use, as Xcode's shared module cache does, so any number of
/// packages, and checks at once, can share one.
extension JudgedPackage {
    /// The variable that names the shared cache's folder. Empty means no shared cache: each
    /// package keeps its own, as SwiftPM makes it.
    static let moduleCacheVariable = "MYBIZ_MODULE_CACHE"

    /// The shared cache's folder: `MYBIZ_MODULE_CACHE` when set, else `MyBizWorkbench/
    /// ModuleCache` in the user's caches folder (`$XDG_CACHE_HOME` or `~/.cache` on Linux,
    /// `~/Library/Caches` on macOS), all read from `environment`, and made if need be; nil when
    /// it is turned off, no home is named or it cannot be made: each package then builds its
    /// own.
    static func sharedModuleCache(environment: [String: String]) -> URL? {
        let folder: URL
        if let named = environment[moduleCacheVariable] {
            guard !named.isEmpty else { return nil }
            folder = URL(fileURLWithPath: named, isDirectory: true)
        } else if let caches = userCaches(environment: environment) {
            folder = caches.appendingPathComponent("MyBizWorkbench/ModuleCache", isDirectory: true)
        } else {
            return nil
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        return folder
    }

    /// The user's caches folder, as `environment` names it.
    private static func userCaches(environment: [String: String]) -> URL? {
        #if os(Linux)
            if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
                return URL(fileURLWithPath: xdg, isDirectory: true)
            }
        #endif
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        #if os(macOS)
            return URL(fileURLWithPath: home).appendingPathComponent("Library/Caches")
        #else
            return URL(fileURLWithPath: home).appendingPathComponent(".cache")
        #endif
    }

    /// How a judged package is built, as arguments of `swift build` (and of `swift test`, which
    /// then builds nothing again): the index store (which finds the XCTest cases on Linux)
    /// without the system's modules, which SwiftPM indexes too, for a quarter of a first build's
    /// time; no debug information, a second more: nobody debugs this package, and a crash's line
    /// comes from the runtime; and the shared module cache. `workbench doctor` builds with the
    /// same, so the cache it fills is the one the checks read (a module is filed under its flags).
    static func buildSettings(environment: [String: String]) -> [String] {
        ["-Xswiftc", "-index-ignore-system-modules", "-Xswiftc", "-gnone"]
            + moduleCacheArguments(environment: environment)
    }

    /// The arguments of `swift build` and `swift test` that make a package use the shared
    /// cache; none when there is none.
    static func moduleCacheArguments(environment: [String: String]) -> [String] {
        guard let folder = sharedModuleCache(environment: environment) else { return [] }
        return ["-Xswiftc", "-module-cache-path", "-Xswiftc", folder.path]
    }
}
