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
        /// The watches made, by their number, and the one of the exercise's own folder.
        private var watches: Set<Int32> = []
        private var root: Int32?
    #endif

    /// Events for the watched folders of `folder`, or nil when the platform has none for a
    /// process (or the kernel refused: too many watches, say), so the watch polls.
    static func make(folder: URL) -> FolderEvents? {
        #if os(Linux)
            let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            let events = FolderEvents(descriptor: descriptor, folder: folder)
            guard events.watchFolders() else { return nil }
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
        /// removed, changed or touched; the folder itself removed or moved.
        private static let mask = UInt32(
            IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_MODIFY
                | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)

        /// Watches the exercise's folder (where `Sources/` or `Tests/` may be made again) and
        /// every folder under `Sources/` and `Tests/` as they are now, by what the kernel
        /// answers for each path: the watch it has for that folder, or a new one for a folder
        /// made there since. The watches of folders gone or moved away are ended. False when
        /// the kernel refuses one for want of room (`ENOSPC`); a folder gone before it could
        /// be watched is left out.
        private func watchFolders() -> Bool {
            var now: Set<Int32> = []
            for path in [folder.path] + Self.folders(under: folder) {
                let number = inotify_add_watch(descriptor, path, Self.mask)
                if number >= 0 {
                    now.insert(number)
                    if path == folder.path { root = number }
                } else if errno == ENOSPC {
                    return false
                }
            }
            for gone in watches.subtracting(now) { _ = inotify_rm_watch(descriptor, gone) }
            watches = now
            return true
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
    /// true when such an event came. The events that came are read, so the next wait waits
    /// anew; one in the exercise's own folder counts only for `Sources` or `Tests`.
    func wait(upTo seconds: Double) -> Bool {
        #if os(Linux)
            let deadline = Date().addingTimeInterval(max(0, min(seconds, 3_600)))
            var buffer = [UInt8](repeating: 0, count: 64 * 1_024)
            repeat {
                var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let left = Int32(max(0, deadline.timeIntervalSinceNow) * 1_000)
                guard poll(&entry, 1, left) > 0 else { return false }
                var woken = false
                while case let count = read(descriptor, &buffer, buffer.count), count > 0 {
                    woken = woken || Self.concernsTheWatch(buffer.prefix(count), root: root)
                }
                // A folder made since, moved in or made again is watched from now on.
                _ = watchFolders()
                if woken { return true }
            } while deadline.timeIntervalSinceNow > 0
            return false
        #else
            return false
        #endif
    }

    #if os(Linux)
        /// Whether inotify's records in `events` (a watch's number, a mask, a cookie, a name's
        /// length, then the name) tell of anything but a file beside `Sources/` and `Tests/`
        /// in the exercise's folder, whose watch is `root`.
        private static func concernsTheWatch(_ events: ArraySlice<UInt8>, root: Int32?) -> Bool {
            let header = 16
            return events.withUnsafeBytes { bytes in
                var offset = 0
                while offset + header <= bytes.count {
                    let number = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let length = Int(
                        bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let name = String(
                        decoding: bytes[
                            (offset + header)..<min(bytes.count, offset + header + length)
                        ]
                        .prefix { $0 != 0 }, as: UTF8.self)
                    if number != root || FolderState.watched.contains(name) { return true }
                    offset += header + length
                }
                return false
            }
        }
    #endif
}
