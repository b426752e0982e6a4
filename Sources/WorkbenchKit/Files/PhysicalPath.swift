import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension URL {
    /// This file URL with every symbolic link resolved, as realpath(3) gives it and SwiftPM
    /// prints it: on macOS, /var/folders/… is /private/var/folders/…, which Foundation's
    /// `resolvingSymlinksInPath()` and `standardizedFileURL` shorten again. The part of the path
    /// that does not exist yet is kept as it is.
    var physicalFileURL: URL {
        var existing = standardizedFileURL
        var missing: [String] = []
        while true {
            if let real = realpath(existing.path, nil) {
                defer { free(real) }
                let resolved = URL(fileURLWithPath: String(cString: real), isDirectory: true)
                return missing.reversed().reduce(resolved) { $0.appendingPathComponent($1) }
            }
            let parent = existing.deletingLastPathComponent()
            guard parent.path != existing.path else { return self }
            missing.append(existing.lastPathComponent)
            existing = parent
        }
    }
}
