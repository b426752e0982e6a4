import Foundation

@testable import WorkbenchKit

/// A judged package in a new scratch folder whose `swift`, first on the PATH, is `script` (a
/// shell script that answers `swift build` and `swift test` as a test needs): the package's
/// runs are then of the script, not of a real build. The script is in the package's
/// `.build/bin`, which writing a tree into the package keeps.
///
/// The script is written beside it as text and copied to `swift` by `cp`, so that no file
/// this process opens to write is the one it runs: a program another test starts while such
/// a file is open inherits the open file, and Linux then refuses to run it ("Text file
/// busy") for as long as that program lives.
func judgedPackage(swift script: String) throws -> (JudgedPackage, URL) {
    let folder = temporaryFolder()
    let bin = folder.appendingPathComponent(".build/bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let text = bin.appendingPathComponent("swift.txt")
    try Data(script.utf8).write(to: text)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: text.path)
    let tools = Tools(environment: ["PATH": bin.path + ":/usr/bin:/bin"])
    let copy = try tools.run(
        try tools.require("cp", for: "to make the stand-in swift"),
        [text.path, bin.appendingPathComponent("swift").path])
    guard copy.status == 0 else {
        throw WorkbenchError.unwritable(path: bin.path, reason: copy.output)
    }
    return (try JudgedPackage(directory: folder, tools: tools), folder)
}
