import Foundation

/// Test && commit || revert, as Kent Beck plays it: after each run of the tests, a green one
/// commits the exercise's repository ("tcr: green") and a red or amber one puts `Sources/`
/// back as the last commit has it, the tests left as they are. Small steps become the only way
/// forward. It starts only on a folder with nothing uncommitted, so what a revert takes is only
/// what was written since the last green, under TCR's rules.
struct TCR {
    /// What a run made TCR do.
    enum Move: String, Equatable {
        case committed
        /// Green, with nothing new to commit.
        case unchanged
        /// `Sources/` put back as the last green had it.
        case reverted
    }

    static let message = "tcr: green"
    let folder: URL
    let tools: Tools
    private let git: URL

    /// TCR in `folder`, which must be a git repository with nothing uncommitted (the files its
    /// `.gitignore` leaves out aside): otherwise an error that names what is there and what to
    /// do, so nothing a learner wrote is reverted unasked.
    init(folder: URL, tools: Tools) throws(WorkbenchError) {
        self.folder = folder
        self.tools = tools
        git = try tools.require("git", for: "to commit and revert under TCR")
        let top = try tools.run(git, ["-C", folder.path, "rev-parse", "--show-toplevel"])
        let said = top.output.lines().first { !$0.trimmed.isEmpty }.map { String($0.trimmed) }
        let root = said ?? ""
        guard top.status == 0,
            URL(fileURLWithPath: root).physicalFileURL.path == folder.physicalFileURL.path
        else {
            throw .usage(
                "watch --tcr commits and reverts the exercise's own git repository, and "
                    + "\(folder.path) is not one's top folder (git: "
                    + (said ?? "nothing") + "); "
                    + "'workbench exercise' makes each exercise a repository of its own.")
        }
        let status = try tools.run(git, ["-C", folder.path, "status", "--porcelain"])
        guard status.status == 0 else {
            throw .usage(
                "watch --tcr commits and reverts in a git repository, and \(folder.path) is none ("
                    + (status.output.lines().first.map(String.init) ?? "git said nothing")
                    + "); 'workbench exercise' makes each exercise one.")
        }
        let uncommitted = Self.changed(in: status.output)
        guard uncommitted.isEmpty else {
            throw .usage(
                "watch --tcr reverts Sources/ to the last commit after every red run, and "
                    + "\(folder.path) has work that is not committed ("
                    + uncommitted.prefix(3).joined(separator: ", ")
                    + (uncommitted.count > 3 ? ", …" : "")
                    + "): commit it ('git add -A && git commit -m wip') or put it aside ('git "
                    + "stash -u'), then start again.")
        }
    }

    /// What `light` calls for: a commit of everything on green, `Sources/` put back on red or
    /// amber.
    func react(to light: Light) throws(WorkbenchError) -> Move {
        if light.colour == .green {
            guard try !Self.changed(in: git(["status", "--porcelain"])).isEmpty else {
                return .unchanged
            }
            _ = try git(["add", "--all"])
            _ = try git([
                "-c", "commit.gpgsign=false", "commit", "--quiet", "--no-verify", "-m",
                Self.message,
            ])
            return .committed
        }
        _ = try git(["checkout", "HEAD", "--", "Sources"])
        _ = try git(["clean", "-fdq", "--", "Sources"])
        return .reverted
    }

    /// The paths `git status --porcelain` lists as changed (`XY path`), and nothing else it
    /// printed: a warning of git's is no change.
    static func changed(in output: String) -> [String] {
        output.lines().compactMap { line -> String? in
            let characters = Array(line)
            guard characters.count > 3, characters[2] == " ",
                characters[0...1].allSatisfy({ " MADRCUT?!".contains($0) })
            else { return nil }
            return String(characters[3...])
        }
    }

    private func git(_ arguments: [String]) throws(WorkbenchError) -> String {
        let result = try tools.run(
            git, ["-C", folder.path] + arguments, extraEnvironment: ExerciseRepository.author)
        guard result.status == 0 else {
            throw .toolFailed(
                "git \(arguments.joined(separator: " ")) failed in \(folder.path): "
                    + (result.output.lines().first.map(String.init) ?? "no output")
                    + ". Run it there yourself to see why (a lock left by a git that was stopped, "
                    + "say), then save again.")
        }
        return result.output
    }
}
