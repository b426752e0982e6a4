import Foundation
import Testing
import WorkbenchKit

/// The package these tests live in: Tests/WorkbenchKitTests/Helpers/ is four levels below it.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// This package's workspace and chain, read once for every suite that reads them: a suite is
/// made anew for each of its tests, and the chain's steps need parsing only once.
let thisPackage = Result { () throws(WorkbenchError) -> (Workspace, Chain) in
    let workspace = try Workspace(root: packageRoot, searchingFrom: packageRoot)
    return (workspace, try workspace.chain())
}

/// The states of this package's chain, after each step (0: the legacy code), made once for
/// every test that reads them.
let thisPackageStates = Result { () throws(WorkbenchError) -> [SourceTree] in
    let (workspace, chain) = try thisPackage.get()
    return try chain.states(from: workspace.startState())
}

/// Runs `body`, which waits on a program or the clock, on a thread of its own, and awaits it:
/// the suite's tests share as many threads as the machine has cores, and a test that holds one
/// while it waits keeps the others from running.
func onAThreadOfItsOwn<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws
    -> T
{
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
    }
}

/// What a run of the workbench returned and wrote.
struct RunResult {
    let status: Int32
    let output: String
    let errors: String
}

/// Runs the workbench in-process on the package at `root` (this package by default).
func run(
    _ arguments: [String], root: URL = packageRoot, colored: Bool = false,
    environment: [String: String] = ProcessInfo.processInfo.environment
) -> RunResult {
    let capture = Capture()
    let console = Console(
        colored: colored, write: { capture.append($0, error: false) },
        writeError: { capture.append($0, error: true) })
    let status = Workbench(console: console, currentDirectory: root, environment: environment)
        .run(arguments)
    return RunResult(status: status, output: capture.output, errors: capture.errors)
}

/// The text of the file at `path` in this package (README.md, Package.swift, …).
func packageText(_ path: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
}

/// A new path in the scratch folder; nothing is there yet.
func temporaryFolder() -> URL {
    scratchFolder.appendingPathComponent("wb-\(UUID().uuidString)")
}

/// Where these tests write: the system's temporary folder, or, where the system has a RAM disk
/// with room to spare (Linux's /dev/shm) and TMPDIR names no folder, that disk. The tests write
/// and delete packages by the thousand, and ext4 makes a new file slower the more were deleted
/// in the last minutes: on this package's 2-core machine the suite took 6 s, then 8, then 10 on
/// the disk, run after run, and 4 s each time in memory.
let scratchFolder: URL = {
    let memory = "/dev/shm"
    let free =
        (try? FileManager.default.attributesOfFileSystem(forPath: memory))?[.systemFreeSize]
        as? NSNumber
    guard ProcessInfo.processInfo.environment["TMPDIR"] == nil,
        FileManager.default.isWritableFile(atPath: memory),
        let free, free.int64Value > 1 << 30
    else { return FileManager.default.temporaryDirectory }
    return URL(fileURLWithPath: memory, isDirectory: true)
}()

/// The parts of the package the workbench reads, copied to a temporary folder, with
/// `original` replaced by `replacement` in the file at `path`.
func copyOfPackage(editing path: String, _ original: String, _ replacement: String) throws
    -> URL
{
    let copy = temporaryFolder()
    let chain = [
        "Steps", "Sources/LegacyMyBiz", "Sources/RefactoredMyBiz", "Tests/MyBizTests",
        "Tests/Fixtures",
    ]
    for part in chain + Workspace.sharedFolders.map({ String($0.dropLast()) }) {
        let target = copy.appendingPathComponent(part)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent(part), to: target)
    }
    let file = copy.appendingPathComponent(path)
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains(original), "\(path) no longer contains \(original)")
    try Data(text.replacingOccurrences(of: original, with: replacement).utf8).write(to: file)
    return copy
}

/// Collects what a command writes.
final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    var output: String { lock.withLock { out } }
    var errors: String { lock.withLock { err } }

    func append(_ text: String, error: Bool) {
        lock.withLock {
            if error { err += text } else { out += text }
        }
    }
}

extension Console {
    /// A console that writes nowhere.
    static let plain = Console(colored: false, write: { _ in }, writeError: { _ in })
}
