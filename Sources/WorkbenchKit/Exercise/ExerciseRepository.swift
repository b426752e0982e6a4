import Foundation

/// An exercise folder as a git repository with one commit, "start": the exercise as written,
/// so `git diff` shows the learner's work and `git checkout .` starts again.
struct ExerciseRepository {
    let tools: Tools

    /// Who the workbench's commits are by.
    static let author = [
        "GIT_AUTHOR_NAME": "MyBiz Workbench", "GIT_AUTHOR_EMAIL": "workbench@localhost",
        "GIT_COMMITTER_NAME": "MyBiz Workbench", "GIT_COMMITTER_EMAIL": "workbench@localhost",
    ]

    /// Makes `directory` a new repository whose one commit is everything in it, replacing any
    /// repository there before. Returns what to tell the user: how it went, after a comma.
    func start(in directory: URL) throws(WorkbenchError) -> String {
        guard let git = tools.find("git") else {
            return "; git was not found, so it is not a repository (install git to have one)"
        }
        try? FileManager.default.removeItem(at: directory.appendingPathComponent(".git"))
        for arguments in [
            ["init", "--quiet"], ["add", "--all"],
            ["-c", "commit.gpgsign=false", "commit", "--quiet", "--message", "start"],
        ] {
            let result = try tools.run(
                git, ["-C", directory.path] + arguments, extraEnvironment: Self.author)
            guard result.status == 0 else {
                throw .toolFailed(
                    "git \(arguments[0] == "-c" ? "commit" : arguments[0]) failed in "
                        + "\(directory.path): "
                        + (result.output.lines().first.map(String.init) ?? "no output")
                        + ". 'workbench doctor' checks git; run the command there to see why.")
            }
        }
        return ", a git repository whose one commit is \"start\""
    }
}
