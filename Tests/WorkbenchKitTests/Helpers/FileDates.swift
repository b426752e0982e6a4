import Foundation

/// The modification date of `path` in `folder`, as the file system gives it back (libfaketime,
/// in the date variants, moves what a process reads, so a test compares dates read back).
func modified(_ path: String, in folder: URL) throws -> Date? {
    try FileManager.default.attributesOfItem(
        atPath: folder.appendingPathComponent(path).path)[.modificationDate] as? Date
}

/// Gives `path` in `folder` a modification date long past (10 April 2019), older than any build
/// of a test's, and returns it as read back.
@discardableResult
func age(_ path: String, in folder: URL) throws -> Date? {
    try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: 1_554_897_600)],
        ofItemAtPath: folder.appendingPathComponent(path).path)
    return try modified(path, in: folder)
}
