import Diffing

/// What went wrong, in words that name the input and say what to do.
public enum WorkbenchError: Error, Equatable, CustomStringConvertible {
    case malformedStep(file: String, reason: String)
    case noSteps(directory: String)
    case unknownStep(String, known: String)
    case stepDoesNotApply(step: String, reason: PatchError)
    case unreadable(path: String, reason: String)
    case directoryNotEmpty(String)
    case notAPackage(String)
    case usage(String)

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
        case .directoryNotEmpty(let path):
            "\(path) is not empty; choose an empty or new directory, or pass --force to overwrite it."
        case .notAPackage(let path):
            "\(path) is not the MyBiz Workbench package (no Steps/ and Sources/LegacyMyBiz); run from it or pass --root."
        case .usage(let text): text
        }
    }
}
