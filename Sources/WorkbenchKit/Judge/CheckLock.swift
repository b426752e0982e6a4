import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One check at a time in an exercise's folder: two at once (two terminals, an editor's task
/// beside a terminal) would write and build the same judged package, and one could judge what
/// the other half wrote. A check holds an exclusive lock on `.build/judge.lock` from before it
/// writes the package until it has reported; a second one waits for it, saying so. The lock is
/// the kernel's (flock(2)), so it is let go when its process ends, however it ends.
final class CheckLock {
    static let file = ".build/judge.lock"

    private let descriptor: Int32

    /// Takes the lock of the exercise in `folder`; when another check holds it, calls
    /// `waiting` once and waits until that check ends.
    init(folder: URL, waiting: () -> Void) throws(WorkbenchError) {
        let file = folder.appendingPathComponent(Self.file)
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .unreadable(
                path: file.path,
                reason: "check could not open its lock (\(String(cString: strerror(errno)))); "
                    + "make the folder writable and check again")
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            waiting()
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        }
        self.descriptor = descriptor
    }

    /// Lets the lock go: the next check may start.
    func release() { close(descriptor) }
}
