import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One check at a time in an exercise's folder: two at once (two terminals, an editor's task
/// beside a terminal) would write and build the same judged package, and one could judge what
/// the other half wrote. A check holds an exclusive lock on the exercise's folder itself from
/// before it writes the package until it has reported; a second one waits for it, saying so.
/// The lock is the kernel's (flock(2), on the folder, so no file of it can be deleted from
/// under it), and is let go when its process ends, however it ends.
final class CheckLock {
    private let descriptor: Int32

    /// Takes the lock of the exercise in `folder`; when another check holds it, calls
    /// `waiting` once and waits until that check ends.
    init(folder: URL, waiting: () -> Void) throws(WorkbenchError) {
        let descriptor = open(folder.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .unreadable(
                path: folder.path,
                reason: "check could not open the folder to lock it "
                    + "(\(String(cString: strerror(errno)))); make it readable and check again")
        }
        var taken = flock(descriptor, LOCK_EX | LOCK_NB) == 0
        if !taken, errno == EWOULDBLOCK {
            waiting()
            repeat { taken = flock(descriptor, LOCK_EX) == 0 } while !taken && errno == EINTR
        }
        guard taken else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .unreadable(
                path: folder.path,
                reason: "check could not lock the folder against a second check (\(reason)); "
                    + "check it from a folder on a local disk")
        }
        self.descriptor = descriptor
    }

    /// Lets the lock go: the next check may start.
    func release() { close(descriptor) }
}
