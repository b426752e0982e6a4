import Foundation

@testable import WorkbenchKit

/// A judged package in a new scratch folder whose `swift`, first on the PATH, is `script` (a
/// shell script that answers `swift build` and `swift test` as a test needs): the package's
/// runs are then of the script, not of a real build. The script is in the package's
/// `.build/bin`, which writing a tree into the package keeps.
func judgedPackage(swift script: String) throws -> (JudgedPackage, URL) {
    let folder = temporaryFolder()
    let bin = folder.appendingPathComponent(".build/bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let swift = bin.appendingPathComponent("swift")
    try Data(script.utf8).write(to: swift)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    let tools = Tools(environment: ["PATH": bin.path + ":/usr/bin:/bin"])
    return (try JudgedPackage(directory: folder, tools: tools), folder)
}
