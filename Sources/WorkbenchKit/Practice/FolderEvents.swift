import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What wakes a watch when a file under an exercise's `Sources/` or `Tests/` is written, made,
/// moved or removed: the kernel's file-system events, where the platform gives them to a plain
/// process (inotify on Linux). Elsewhere `make` answers nil and the watch looks every
/// `Watch.interval` (a poll). An event only wakes the watch: what changed is read as
/// `FolderState`, so a missed event costs a look at the next safety-net interval, never a save.
final class FolderEvents: @unchecked Sendable {
    #if os(Linux)
        private let descriptor: Int32
        private let folder: URL
        /// The folders watched, by their watch descriptor's number.
        private var watched: [Int32: String] = [:]
    #endif

    /// Events for the watched folders of `folder`, or nil when the platform has none for a
    /// process (or the kernel refused: too many watches, say), so the watch polls.
    static func make(folder: URL) -> FolderEvents? {
        #if os(Linux)
            let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            let events = FolderEvents(descriptor: descriptor, folder: folder)
            guard events.watchNewFolders() else { return nil }
            return events
        #else
            return nil
        #endif
    }

    #if os(Linux)
        private init(descriptor: Int32, folder: URL) {
            self.descriptor = descriptor
            self.folder = folder
        }

        deinit { close(descriptor) }

        /// What a watched folder reports: a file written and closed, made, moved in or out,
        /// removed, or changed; the folder itself removed.
        private static let mask = UInt32(
            IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_MODIFY
                | IN_DELETE_SELF)

        /// Watches every folder under the watched ones not watched yet (a new folder's files
        /// are seen from its first event on); false when the kernel refuses one.
        private func watchNewFolders() -> Bool {
            let known = Set(watched.values)
            for path in Self.folders(under: folder) where !known.contains(path) {
                let number = inotify_add_watch(descriptor, path, Self.mask)
                guard number >= 0 else { return false }
                watched[number] = path
            }
            return true
        }

        /// Forgets the watches the kernel ended (`IN_IGNORED`: their folder was removed), read
        /// from `events`, inotify's records (a watch's number, a mask, a cookie, a name's
        /// length, then the name), so a folder made again at that path is watched again.
        private func forgetRemovedWatches(in events: ArraySlice<UInt8>) {
            let header = 16
            events.withUnsafeBytes { bytes in
                var offset = 0
                while offset + header <= bytes.count {
                    func word(_ at: Int) -> UInt32 {
                        bytes.loadUnaligned(fromByteOffset: offset + at, as: UInt32.self)
                    }
                    if word(4) & UInt32(IN_IGNORED) != 0 {
                        watched[Int32(bitPattern: word(0))] = nil
                    }
                    offset += header + Int(word(12))
                }
            }
        }

        /// `Sources/` and `Tests/` of `folder` and every folder under them, hidden ones left
        /// out as `FolderState` leaves them.
        private static func folders(under folder: URL) -> [String] {
            var found: [String] = []
            for name in FolderState.watched {
                let root = folder.appendingPathComponent(name).path
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder),
                    isFolder.boolValue
                else { continue }
                found.append(root)
                let entries = FileManager.default.enumerator(atPath: root)
                while let relative = entries?.nextObject() as? String {
                    guard entries?.fileAttributes?[.type] as? FileAttributeType == .typeDirectory
                    else { continue }
                    if relative.split(separator: "/").last?.hasPrefix(".") == true {
                        entries?.skipDescendants()
                        continue
                    }
                    found.append(root + "/" + relative)
                }
            }
            return found
        }
    #endif

    /// Waits until something under the watched folders changes, or `seconds` have passed:
    /// true when an event came. The events that came are read, so the next wait waits anew.
    func wait(upTo seconds: Double) -> Bool {
        #if os(Linux)
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(max(0, min(seconds, 3_600)) * 1_000)
            guard poll(&entry, 1, milliseconds) > 0 else { return false }
            var buffer = [UInt8](repeating: 0, count: 64 * 1_024)
            while case let count = read(descriptor, &buffer, buffer.count), count > 0 {
                forgetRemovedWatches(in: buffer.prefix(count))
            }
            // A folder made since (or one that came back) is watched from now on.
            _ = watchNewFolders()
            return true
        #else
            return false
        #endif
    }
}
