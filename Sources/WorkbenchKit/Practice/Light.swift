import Foundation

/// What one run of an exercise's tests said, as a traffic light, the way cyber-dojo shows a
/// run: green, every test passed; red, one failed or the run stopped before its end; amber, it
/// did not compile.
struct Light: Equatable, Sendable {
    enum Colour: String, Sendable {
        case red, amber, green
    }

    var colour: Colour
    /// What to read first: how many tests passed, the first failure, or the first error.
    var summary: String
    /// How long the build and the run took, in seconds.
    var seconds: Double
    /// What followed the run, in a few words: TCR's commit or revert.
    var note: String?
    /// Every failing test (`name: message`) or the compiler's first errors, for the room.
    var failures: [String] = []
    /// Under TCR, what followed the run: committed, unchanged or reverted.
    var tcr: String?
    /// On a golf hole, the card after the run.
    var golf: Room.Run.Hole?

    /// The light's line in a terminal: a dot in its colour, the colour's name, the summary and
    /// the time.
    func line(in console: Console) -> String {
        let code =
            switch colour {
            case .red: "31"
            case .amber: "33"
            case .green: "32"
            }
        let name = colour.rawValue.padding(toLength: 5, withPad: " ", startingAt: 0)
        return console.paint("● \(name)", code) + "  " + summary
            + String(format: "  (%.1f s)", seconds) + (note.map { "  \($0)" } ?? "")
    }
}

/// Builds an exercise folder and runs its tests, as `swift test` would there (the same build,
/// so the learner's own `swift test` and this one share it), and says what came as a light.
struct ExerciseTestRun {
    let folder: URL
    let tools: Tools

    func light(now: () -> Double) throws(WorkbenchError) -> Light {
        let started = now()
        let swift = try tools.require("swift", for: "to build and run the exercise's tests")
        let built = try tools.run(swift, ["build", "--build-tests", "--package-path", folder.path])
        let build = JudgedPackage.Build(
            output: built.output, folders: [folder.physicalFileURL.path, folder.path],
            status: built.status)
        guard build.compiled else {
            return Light(
                colour: .amber, summary: build.errors.first ?? "it does not compile",
                seconds: now() - started, failures: Array(build.errors.prefix(Room.maxFailures)))
        }
        let package = try JudgedPackage(directory: folder, tools: tools)
        let expected = try package.list()
        let outcomes = try package.run(filter: nil, timeout: JudgedPackage.timeLimit)
        let tally = TestGroups.tallyOfRun(expected, outcomes)
        let seconds = now() - started
        guard let failure = tally.failing.first else {
            return Light(
                colour: .green, summary: "all \(tally.total) tests passed", seconds: seconds)
        }
        let others = tally.failing.count - 1
        return Light(
            colour: .red,
            summary: "\(failure.name): \(failure.message)"
                + (others > 0 ? "  (+\(others) more failing)" : ""),
            seconds: seconds,
            failures: tally.failing.prefix(Room.maxFailures).map {
                $0.message.isEmpty ? $0.name : "\($0.name): \($0.message)"
            })
    }
}
