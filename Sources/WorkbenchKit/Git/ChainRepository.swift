import Diffing
import Foundation

/// The chain as a git repository: one commit per state (step 0, the legacy code, first), each
/// the whole package as `materialize` writes it, tagged `step-NN`, its message the step's title,
/// why and header fields. `export` writes it; `import` reads the steps back from it.
struct ChainRepository {
    let tools: Tools
    let directory: URL

    /// Fixed names and dates, so that the same chain always gives the same commits.
    private static func identity(step: Int) -> [String: String] {
        let date = "\(1_554_111_000 + step * 60) +0000"
        return [
            "GIT_AUTHOR_NAME": "MyBiz Workbench", "GIT_AUTHOR_EMAIL": "workbench@mybiz.invalid",
            "GIT_COMMITTER_NAME": "MyBiz Workbench",
            "GIT_COMMITTER_EMAIL": "workbench@mybiz.invalid", "GIT_AUTHOR_DATE": date,
            "GIT_COMMITTER_DATE": date, "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_CONFIG_GLOBAL": "/dev/null",
        ]
    }

    private var gitProgram: URL {
        get throws(WorkbenchError) {
            try tools.require("git", for: "to export and import the chain")
        }
    }

    @discardableResult
    private func git(_ arguments: [String], step: Int = 0) throws(WorkbenchError) -> String {
        let result = try tools.run(
            try gitProgram, ["-C", directory.path] + arguments,
            extraEnvironment: Self.identity(step: step))
        guard result.status == 0 else {
            throw .notAChain(
                repository: directory.path,
                reason: "'git \(arguments.joined(separator: " "))' failed: "
                    + result.output.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return result.output
    }

    static func tag(_ number: Int) -> String { String(format: "step-%02d", number) }

    static func message(for step: Step?) -> String {
        guard let step else {
            return "Step 0: the legacy app\n\nMyBiz before any change, pinned by the "
                + "characterization suite.\n\nStep: 0\n"
        }
        return "Step \(step.number): \(step.title)\n\n\(step.why)\n\n"
            + step.header.filter { !["title", "why"].contains($0.field) }
            .map { "\(trailer($0.field)): \($0.value)\n" }.joined()
    }

    private static func trailer(_ field: String) -> String {
        field == "id"
            ? "Step"
            : field.prefix(1).uppercased()
                + field.dropFirst()
                .replacingOccurrences(of: " ", with: "-")
    }

    /// Writes every state of `chain` as a commit of a new repository in `directory`.
    func export(workspace: Workspace, chain: Chain) throws(WorkbenchError) -> Int {
        _ = try gitProgram
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: directory.path, reason: error.localizedDescription)
        }
        try git(["init", "-q"])
        try git(["symbolic-ref", "HEAD", "refs/heads/main"])
        let shared = try workspace.sharedFiles()
        for (number, state) in try chain.states(from: workspace.startState()).enumerated() {
            let step = number == 0 ? nil : chain.steps[number - 1]
            let tree = StepPackage.assemble(
                shared: shared, state: state,
                readme: StepPackage.readme(chain: chain, through: number))
            try tree.write(to: directory, replacing: true, keeping: [".git"])
            // A fresh index: git then reads every file, even one whose size and date match.
            try git(["read-tree", "--empty"], step: number)
            try git(["add", "-A"], step: number)
            try git(
                [
                    "-c", "commit.gpgsign=false", "commit", "-q", "--allow-empty",
                    "--cleanup=verbatim", "-m", Self.message(for: step),
                ], step: number)
            try git(["-c", "tag.gpgsign=false", "tag", Self.tag(number)], step: number)
        }
        return chain.steps.count + 1
    }

    /// The steps the repository's history holds, checked against `workspace`'s legacy code.
    func steps(workspace: Workspace) throws(WorkbenchError) -> [Step] {
        _ = try gitProgram
        guard FileManager.default.fileExists(atPath: directory.appendingPathComponent(".git").path)
        else { throw .notAChain(repository: directory.path, reason: "it is not a git repository") }
        if !(try git(["rev-list", "--merges", "HEAD"])).isEmpty {
            throw .notAChain(
                repository: directory.path,
                reason: "its history has merges; a chain is one line of commits (rebase it)")
        }
        let commits = try git(["rev-list", "--reverse", "HEAD"]).split(separator: "\n")
            .map(String.init)
        guard commits.count > 1 else {
            throw .notAChain(
                repository: directory.path,
                reason: "it needs the legacy commit and at least one step")
        }
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbench-import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var previous = try workspace.startState()
        var shared: SourceTree?
        var steps: [Step] = []
        for (number, commit) in commits.enumerated() {
            let package = try files(
                of: commit, scratch: scratch.appendingPathComponent("\(number)"))
            let state = StepPackage.chainFiles(of: package)
            let copies = StepPackage.sharedCopies(in: package)
            let rest = package.filter {
                (ChainLayout.problem(with: $0) != nil || copies.contains($0))
                    && !StepPackage.generatedFiles.contains($0)
            }
            let name = "commit \(commit.prefix(10)) (state \(number))"
            if let shared, let difference = rest.firstDifference(from: shared) {
                throw .notAChain(
                    repository: directory.path,
                    reason: "\(name) changes a file the chain does not hold: "
                        + difference.replacingOccurrences(of: "the chain gives", with: "it has"))
            }
            shared = rest
            if number == 0 {
                if let difference = state.firstDifference(from: previous) {
                    throw .notAChain(
                        repository: directory.path,
                        reason: "its first commit is not this package's legacy code (\(difference))"
                    )
                }
                continue
            }
            let patches = previous.patches(to: state)
            let header = try header(of: commit, number: number, name: name)
            do {
                steps.append(
                    try Step(header: header, patches: patches, fileName: header["id"]! + ".step"))
            } catch {
                throw .notAChain(repository: directory.path, reason: "\(name): \(error)")
            }
            previous = state
        }
        return steps
    }

    /// The files of `commit`, extracted into `scratch`.
    private func files(of commit: String, scratch: URL) throws(WorkbenchError) -> SourceTree {
        let tar = try tools.require("tar", for: "to read the commits of the chain")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let archive = scratch.appendingPathExtension("tar")
        try git(["archive", "--format=tar", "-o", archive.path, commit])
        let result = try tools.run(tar, ["-xf", archive.path, "-C", scratch.path])
        guard result.status == 0 else {
            throw .notAChain(repository: directory.path, reason: "tar failed: \(result.output)")
        }
        return try SourceTree(directory: scratch)
    }

    /// The step header that `commit`'s message holds, its id renumbered to `number`.
    private func header(of commit: String, number: Int, name: String) throws(WorkbenchError)
        -> [String: String]
    {
        let message = try git(["log", "-1", "--format=%B", commit])
        let paragraphs = message.components(separatedBy: "\n\n")
        guard paragraphs.count >= 3, let subject = paragraphs.first,
            let colon = subject.range(of: ": "), subject.hasPrefix("Step ")
        else {
            throw .notAChain(
                repository: directory.path,
                reason: "\(name) has no step message: it needs 'Step <n>: <title>', a blank line, "
                    + "why, a blank line, and the header lines (see 'workbench export')")
        }
        var header = ["title": String(subject[colon.upperBound...])]
        header["why"] = paragraphs[1].replacingOccurrences(of: "\n", with: " ")
        for line in paragraphs[2...].joined(separator: "\n").split(separator: "\n") {
            guard let colon = line.range(of: ": ") else { continue }
            let key = String(line[..<colon.lowerBound])
            let field =
                key == "Step" ? "id" : key.lowercased().replacingOccurrences(of: "-", with: " ")
            header[field] = String(line[colon.upperBound...])
        }
        if let id = header["id"] {
            header["id"] = String(format: "%02d", number) + id.drop { $0.isNumber }
        }
        return header
    }
}
