import Foundation
import Testing
import WorkbenchKit

/// The package these tests live in: Tests/WorkbenchKitTests/Helpers/ is four levels below it.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

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

/// A new path in the temporary folder; nothing is there yet.
func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("wb-\(UUID().uuidString)")
}

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
