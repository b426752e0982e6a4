import Foundation

/// An exercise in writing characterization tests, the first move of the method: the legacy app
/// as a package (step 0) without the team's tests of one area, which the learner writes again.
/// `check` runs the learner's tests on the legacy code, where they must pass, and then on
/// mutants of that area: small deliberate bugs a user could see. Its files are in
/// `Judge/characterize-<area>/`: `exercise.txt` (the fields below), `generated.txt` (the
/// generator's mutants it is judged by) and, for a bug no operator makes, `*.mutant`.
public struct Characterizing: Equatable, Sendable {
    public static let prefix = "characterize-"
    static let fields = ["title", "tests", "suite", "start", "covers", "hint", "level", "minutes"]
    /// The share of the mutants a learner's tests must catch, in percent.
    public static let required = 90
    /// The characterization suite's folder.
    static let suite = "Tests/CharacterizationTests/"
    /// The suite's files every characterization test uses, which the judged package keeps; the
    /// harness's own tests are left out, so every test there is the learner's.
    static let harness = [
        "Tests/CharacterizationTests/Support/", "Tests/CharacterizationTests/Mocks/",
    ]
    static let harnessTests = [
        "Tests/CharacterizationTests/Support/HarnessTests.swift",
        "Tests/CharacterizationTests/Support/DeclaredChangesTests.swift",
    ]

    /// The area's name, as `workbench exercise <area>` takes it: `settings`.
    public let area: String
    public let title: String
    /// The team's test file of the area: the reference answer, and where the learner writes.
    public let tests: String
    /// The type of the starter suite.
    public let suite: String
    /// The expression that opens the app where the area starts.
    public let start: String
    /// What the tests should pin, in words.
    public let covers: String
    public let hint: String
    /// 1 (a first exercise) to 3 (needs the harness's finer seams).
    public let level: Int
    /// The minutes it takes a learner who knows Swift, solved by hand.
    public let minutes: Int
    public let mutants: [Mutant]
    /// The way of pinning this area that EXERCISE.md teaches, from the folder's `lesson.md`
    /// (Markdown, its own headings level 3), or empty when the harness's way is enough.
    public let lesson: String

    /// The exercise's id, as its folder and marker name it: `characterize-settings`.
    public var id: String { Self.prefix + area }

    /// Every characterization exercise of `workspace`, by area.
    public static func all(in workspace: Workspace) throws(WorkbenchError) -> [Characterizing] {
        let legacy = try workspace.startState()
        return try areas(in: workspace).map { (area) throws(WorkbenchError) -> Characterizing in
            try read(area: area, in: workspace, legacy: legacy)
        }
    }

    /// The areas of `workspace`'s characterization exercises, by name, without reading them.
    public static func areas(in workspace: Workspace) -> [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: folder(in: workspace).path)) ?? []
        return names.sorted().filter { $0.hasPrefix(prefix) }.map {
            String($0.dropFirst(prefix.count))
        }
    }

    /// The exercise of `name` (an area, or an id `characterize-<area>`), if there is one. Only
    /// its own folder is read: the other areas' mutants are not made.
    public static func named(_ name: String, in workspace: Workspace) throws(WorkbenchError)
        -> Characterizing?
    {
        let area = name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
        var isFolder: ObjCBool = false
        guard !area.isEmpty, !area.contains("/"),
            FileManager.default.fileExists(
                atPath: folder(in: workspace).appendingPathComponent(prefix + area).path,
                isDirectory: &isFolder),
            isFolder.boolValue
        else { return nil }
        return try read(area: area, in: workspace, legacy: try workspace.startState())
    }

    /// The workbench's folder of judging files, where each area has `characterize-<area>/`.
    private static func folder(in workspace: Workspace) -> URL {
        workspace.root.appendingPathComponent(StepJudging.folder)
    }

    /// The exercise of `area`, from its folder; `legacy` is the legacy code's state.
    private static func read(area: String, in workspace: Workspace, legacy: SourceTree)
        throws(WorkbenchError) -> Characterizing
    {
        let files = try SourceTree(
            directory: folder(in: workspace).appendingPathComponent(prefix + area)
        ).files
        return try Characterizing(area: area, files: files, legacy: legacy)
    }

    /// Reads the files of `Judge/characterize-<area>/`; `legacy` holds the legacy app at
    /// `Sources/MyBiz/`, which the mutants change.
    init(area: String, files: [String: String], legacy: SourceTree) throws(WorkbenchError) {
        let folder = "\(StepJudging.folder)/\(Self.prefix)\(area)"
        guard let text = files["exercise.txt"] else {
            throw .unreadable(
                path: folder,
                reason: "it needs an exercise.txt with the fields "
                    + Self.fields.joined(separator: ", "))
        }
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":"), Self.fields.contains(String(line[..<colon]))
            else {
                throw .unreadable(
                    path: folder + "/exercise.txt",
                    reason: "'\(line)' is not a line 'field: value' with a field of "
                        + Self.fields.joined(separator: ", "))
            }
            values[String(line[..<colon])] = String(line[line.index(after: colon)...].trimmed)
        }
        let missing = Self.fields.filter { values[$0]?.isEmpty ?? true }
        guard missing.isEmpty, let level = Int(values["level"] ?? ""),
            let minutes = Int(values["minutes"] ?? "")
        else {
            throw .unreadable(
                path: folder + "/exercise.txt",
                reason: "it needs every field, level and minutes as numbers (missing: "
                    + missing.joined(separator: ", ") + ")")
        }
        var mutants: [Mutant] = []
        if let list = files[GeneratedMutants.fileName] {
            mutants = try GeneratedMutants(
                parsing: list, path: "\(folder)/\(GeneratedMutants.fileName)"
            ).mutants(of: legacy, step: 0)
        }
        let others = Set(["exercise.txt", GeneratedMutants.fileName, Self.lessonName])
        for (name, text) in files.sorted(by: { $0.key < $1.key }) where !others.contains(name) {
            guard name.hasSuffix(".mutant") else {
                throw .unreadable(
                    path: "\(folder)/\(name)",
                    reason: "a characterization folder holds exercise.txt, "
                        + "\(GeneratedMutants.fileName), *.mutant files and perhaps "
                        + Self.lessonName)
            }
            mutants.append(try Mutant(parsing: text, path: "\(folder)/\(name)"))
        }
        guard !mutants.isEmpty else {
            throw .unreadable(
                path: folder,
                reason: "it has no mutant to judge tests by: list the generator's in "
                    + GeneratedMutants.fileName)
        }
        self.area = area
        title = values["title"] ?? ""
        tests = values["tests"] ?? ""
        suite = values["suite"] ?? ""
        start = values["start"] ?? ""
        covers = values["covers"] ?? ""
        hint = values["hint"] ?? ""
        self.level = level
        self.minutes = minutes
        self.mutants = mutants
        lesson = (files[Self.lessonName] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The file of a characterization folder that says how to pin the area.
    static let lessonName = "lesson.md"

    /// How many of the mutants the learner's tests must catch.
    public var needed: Int { (mutants.count * Self.required + 99) / 100 }

    /// The test files the judged package keeps from the suite: the harness without its tests.
    static func isHarness(_ path: String) -> Bool {
        harness.contains { path.hasPrefix($0) } && !harnessTests.contains(path)
    }
}
