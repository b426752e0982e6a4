import Diffing
import Foundation

/// Refactoring golf (as Samman coaching plays it) on a refactoring step: the hole is the
/// step's exercise, the target its reference solution, and the score the strokes it took.
/// Each save that changes the code is a stroke; a run that is not green costs one more. The
/// hole is done when `check` says solved; par is the hunks of the reference's change to the app.
struct Golf: Equatable {
    let par: Int
    private(set) var strokes = 0

    /// Counts the run `light` after a save: a stroke when it changed the code, and one more
    /// when the run is red or amber.
    mutating func count(_ light: Light, codeChanged: Bool) {
        if codeChanged { strokes += 1 }
        if light.colour != .green { strokes += 1 }
    }

    /// The score in words: "5 strokes, par 3: two over".
    var score: String {
        let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
        let difference = strokes - par
        let size = abs(difference)
        let against =
            difference == 0
            ? "on par"
            : (size <= words.count ? words[size - 1] : String(size))
                + (difference > 0 ? " over" : " under")
        return "\(strokes) stroke\(strokes == 1 ? "" : "s"), par \(par): \(against)"
    }
}

extension Actions {
    /// `workbench golf <step> <dir>`: the hole made (unless `dir` holds it already), its target
    /// shown, then a light after every save, each stroke counted, until `check` says solved.
    func golf(_ name: String, in folder: URL) throws(WorkbenchError) -> Int32 {
        let chain = try workspace.chain()
        let number = try chain.resolve(name)
        guard number > 0, chain.steps[number - 1].kind == "refactoring",
            !chain.steps[number - 1].appPatches.isEmpty
        else {
            let refactorings = chain.steps.filter {
                $0.kind == "refactoring" && !$0.appPatches.isEmpty
            }.map { String($0.number) }
            throw .usage(
                "golf plays a refactoring step, and step \(number) is none; choose one of "
                    + refactorings.joined(separator: ", ") + ".")
        }
        let step = chain.steps[number - 1]
        let marker = folder.appendingPathComponent(Exercise.markerName)
        if !FileManager.default.fileExists(atPath: marker.path) {
            _ = try exercise(String(number), into: folder, force: false, quietly: true)
            console.write(
                "golf: the hole is written to \(folder.path) (EXERCISE.md says what to do)\n")
        } else if try Exercise(directory: folder).id != step.id {
            throw .usage(
                "\(folder.path) holds another exercise; name a new folder for step \(number)'s "
                    + "hole.")
        }
        let golf = Golf(par: step.appPatches.reduce(0) { $0 + $1.hunks.count })
        console.write(
            "golf: step \(number), \(step.title) (\(step.technique)); par \(golf.par). The "
                + "target, the reference's change:\n"
                + console.diff(step.appPatches.map(\.text).joined()) + "\n"
                + "Each save that changes Sources/ is a stroke, a red or amber run one more; "
                + "the hole is done when check says solved. Ctrl-C gives up.\n")
        let judge = ExerciseCheck(tools: tools, workspace: workspace, chain: chain)
        let card = Card()
        var watch = Watch.of(folder, tools: tools)
        watch.after = { (light, seen) throws(WorkbenchError) in
            var light = light
            let code = seen.code
            if let last = card.code {
                card.golf.count(light, codeChanged: code != last)
            }
            card.code = code
            light.note = "strokes: \(card.golf.strokes)"
            if light.colour == .green {
                let result = try judge.judge(folder)
                if result.status == .solved {
                    card.done = true
                } else {
                    light.note = (light.note ?? "") + "; check: \(result.status.rawValue)"
                }
            }
            light.golf = Room.Run.Hole(
                strokes: card.golf.strokes, par: card.golf.par, done: card.done)
            return (light, false)
        }
        card.golf = golf
        Tools.endRunsWithTheWorkbench()
        let report = runReport(for: folder)
        if let report {
            console.write("golf: each run and the card reach the room at \(report.link.url)\n")
        }
        watch = watch.reporting(to: report, say: console.writeError)
        watch.loop(
            show: { console.write($0.line(in: console) + "\n") },
            failed: { console.writeError("golf: \($0); it goes on at the next save\n") },
            stop: { card.done })
        report?.flush()
        console.write("hole done: \(card.golf.score)\n")
        return 0
    }
}

/// A golf hole's card between runs: the strokes, the code the last run saw, and whether
/// `check` said solved.
private final class Card: @unchecked Sendable {
    var golf = Golf(par: 0)
    var code: [String: String]?
    var done = false
}
