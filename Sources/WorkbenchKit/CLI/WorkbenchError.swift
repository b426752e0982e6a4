import Diffing

/// What went wrong, in words that name the input and say what to do.
public enum WorkbenchError: Error, Equatable, CustomStringConvertible {
    case malformedStep(file: String, reason: String)
    case noSteps(directory: String)
    case unknownStep(String, known: String)
    case stepDoesNotApply(step: String, reason: PatchError)
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)
    case directoryNotEmpty(String)
    case notAPackage(String)
    /// A folder without the file (`marker`) that says an exercise was written there.
    case notAnExercise(String, marker: String)
    case noSuchFolder(String)
    case otherChain(exercise: String, made: String, workbench: String, holds: String)
    case notAChain(repository: String, reason: String)
    case missingTool(String, purpose: String)
    /// A program that is there but could not be started; `reason` is the system's.
    case cannotRun(String, purpose: String, reason: String)
    case usage(String)
    /// A program the command needs ran and failed: what failed and what to do, its output
    /// already shown.
    case toolFailed(String)

    /// `ExitStatus.tool` when a program the command needs is missing, cannot start or failed;
    /// `ExitStatus.usage` for every other error, each a word, option, step or folder given.
    public var exitStatus: Int32 {
        switch self {
        case .missingTool, .cannotRun, .toolFailed: ExitStatus.tool.rawValue
        default: ExitStatus.usage.rawValue
        }
    }

    public var description: String {
        switch self {
        case .malformedStep(let file, let reason):
            "Steps/\(file) is malformed: \(reason). Fix the file, or restore it with git."
        case .noSteps(let directory):
            "No step files (*.step) in \(directory). Run the workbench from the package, or pass --root."
        case .unknownStep(let name, let known):
            "There is no step '\(name)'. Name a step by number (0 to \(known)) or by id; 'workbench' lists them."
        case .stepDoesNotApply(let step, let reason):
            "Step \(step) does not apply: \(reason)."
        case .unreadable(let path, let reason):
            "Cannot read \(path): \(reason)."
        case .unwritable(let path, let reason):
            "Cannot write into \(path): \(reason). Choose a folder you can write to."
        case .directoryNotEmpty(let path):
            "\(path) is not empty; choose an empty or new directory, or pass --force to replace its contents."
        case .notAPackage(let path):
            "\(path) is not the MyBiz Workbench package (no Steps/ and Sources/LegacyMyBiz); run from it or pass --root."
        case .notAnExercise(let path, let marker):
            "\(path) is not an exercise (it has no \(marker)); make one with 'workbench exercise <step> <dir>'."
        case .noSuchFolder(let path):
            "There is no such folder: \(path). Name the exercise's folder, as 'workbench exercise <step> <dir>' wrote it."
        case .otherChain(let exercise, let made, let workbench, let holds):
            "\(exercise) was made from the chain \(made), but the workbench at \(workbench) holds the chain \(holds). Check it with a workbench that holds \(made) (the same Steps/ and legacy app), or make the exercise again with this one."
        case .notAChain(let repository, let reason):
            "\(repository) does not hold a chain: \(reason). Make one with 'workbench export <dir>'."
        case .missingTool(let tool, let purpose):
            "'\(tool)' was not found on the PATH; it is needed \(purpose). Install it, or add it to the PATH."
        case .cannotRun(let tool, let purpose, let reason):
            "'\(tool)' could not be started \(purpose): \(reason). Check that it is a program you may run, then try again."
        case .usage(let text), .toolFailed(let text): text
        }
    }
}

/// What `workbench` exits with: one table, which the tool's `--help` and README show.
public enum ExitStatus: Int32, CaseIterable, Sendable {
    case done = 0
    case notYet = 1
    case usage = 2
    case tool = 3

    /// What the status says, in a few words.
    var meaning: String {
        switch self {
        case .done: "done (check: solved)"
        case .notYet: "not yet (check), or what the command checks failed"
        case .usage: "a usage or input error: a word, option, step or folder it cannot take"
        case .tool: "a program it needs (swift, git) is missing, could not start, or failed"
        }
    }

    /// The table's lines, as the help and README print them.
    static var table: String {
        allCases.map { "  \($0.rawValue)  \($0.meaning)\n" }.joined()
    }
}
