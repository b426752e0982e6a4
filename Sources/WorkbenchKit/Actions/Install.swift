import Foundation

/// `workbench install`: builds the workbench in release mode and puts a link to it on the
/// user's PATH, so `workbench …` works as typed in any folder, an exercise's included. The
/// link points into this clone, where the workbench finds its chain.
struct Install {
    let workspace: Workspace
    let tools: Tools
    let console: Console

    func run(prefix: URL) throws(WorkbenchError) -> Int32 {
        let swift = try tools.require("swift", for: "to build the workbench")
        let root = workspace.root.path
        console.write("building the workbench in release mode in \(root) …\n")
        let build = try tools.run(
            swift, ["build", "-c", "release", "--product", "workbench", "--package-path", root])
        guard build.status == 0 else {
            throw .toolFailed(
                "swift build -c release failed in \(root): "
                    + build.output.lines().suffix(3).joined(separator: " / ")
                    + ". 'workbench doctor' says what this machine lacks.")
        }
        let binPath = try tools.run(
            swift, ["build", "-c", "release", "--show-bin-path", "--package-path", root])
        let program = URL(
            fileURLWithPath: binPath.output.trimmingCharacters(in: .whitespacesAndNewlines)
        )
        .appendingPathComponent("workbench")
        let folder = prefix.appendingPathComponent("bin")
        let link = folder.appendingPathComponent("workbench")
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            if (try? manager.destinationOfSymbolicLink(atPath: link.path)) != nil {
                try manager.removeItem(at: link)
            } else if manager.fileExists(atPath: link.path) {
                throw WorkbenchError.unwritable(
                    path: link.path, reason: "a file that is not the workbench's link is there")
            }
            try manager.createSymbolicLink(at: link, withDestinationURL: program)
        } catch let error as WorkbenchError {
            throw error
        } catch {
            throw .unwritable(path: folder.path, reason: error.localizedDescription)
        }
        let path = (tools.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        let onPath =
            path.contains(folder.path)
            ? "\(folder.path) is on your PATH: type `workbench` in any folder."
            : "\(folder.path) is not on your PATH yet; add it, for example in your shell's profile:\n"
                + "  export PATH=\"\(folder.path):$PATH\""
        console.write(
            "linked \(link.path) to \(program.path)\n\(onPath)\n"
                + "Keep this clone where it is: the link points into it.\n")
        return 0
    }
}
