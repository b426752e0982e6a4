import Foundation
import Testing

@testable import WorkbenchKit

@Suite("A pack for a room")
struct PackTests {
    let workspace: Workspace
    let chain: Chain

    init() throws {
        (workspace, chain) = try thisPackage.get()
    }

    @Test("pack writes each exercise as 'exercise' does, characterization first, with a README")
    func layout() throws {
        let target = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: target) }

        let result = run(["pack", "--steps", "23,1", "--characterize", "login", target.path])

        #expect(result.status == 0, "\(result.errors)")
        let pack = try SourceTree(directory: target)
        let folders = [
            "characterize-login", "step-" + chain.steps[22].id, "step-" + chain.steps[0].id,
        ]
        let single = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: single) }
        for (folder, name) in zip(folders, ["login", "23", "1"]) {
            try? FileManager.default.removeItem(at: single)
            #expect(run(["exercise", name, single.path]).status == 0)
            #expect(pack.subtree(folder + "/") == (try SourceTree(directory: single)), "\(folder)")
            let git = target.appendingPathComponent(folder + "/.git")
            #expect(FileManager.default.fileExists(atPath: git.path), "\(folder) is no repository")
        }
        let readme = try #require(pack.files["README.md"])
        let order = folders.compactMap { readme.range(of: "`\($0)/`")?.lowerBound }
        #expect(order.count == 3 && order == order.sorted(), "the README's order")
        #expect(readme.contains("workbench check") && readme.contains("workbench doctor"))
        #expect(!readme.contains(workspace.root.path), "names a path of this machine")
    }

    @Test("the plan's minutes add up, item by item, to its total")
    func plan() throws {
        let tasks = try Characterizing.all(in: workspace)
        let pack = Pack(steps: [1, 11, 15], areas: Array(tasks.prefix(2)), chain: chain)

        let rows = pack.plan.split(separator: "\n").filter {
            $0.hasPrefix("| ") && $0.contains(":")
        }
        let minutes = rows.map { Int($0.split(separator: "|")[1].trimmed) ?? -1 }

        let total = try #require(minutes.last)
        #expect(minutes.dropLast().reduce(0, +) == total)
        #expect(total == pack.totalMinutes)
        let items = pack.items.map(\.minutes).reduce(0, +)
        #expect(total == Pack.opening + items + pack.items.count * Pack.debrief + Pack.closing)
        #expect(pack.plan.contains("workbench pack --steps 1,11,15 --characterize "))
    }

    @Test("a day's plan: a break and lunch where asked, at the time they fall, in the total")
    func day() throws {
        var pack = Pack(steps: [1, 2, 12, 16, 24, 29], areas: [], chain: chain)
        pack.breaks = [2, 5]
        pack.lunch = 3

        let rows = pack.plan.split(separator: "\n").filter { $0.hasPrefix("| ") }
        let what = rows.map { $0.split(separator: "|").last.map { String($0.trimmed) } ?? "" }
        let minutes = rows.compactMap { Int($0.split(separator: "|")[1].trimmed) }

        let breakAt = try #require(what.firstIndex(of: "Break"))
        #expect(
            what[breakAt - 2].hasPrefix("Exercise 2,") && what[breakAt - 1].hasPrefix("Compare"))
        #expect(what.filter { $0 == "Break" }.count == 2)
        let lunchAt = try #require(what.firstIndex(of: "Lunch"))
        #expect(what[lunchAt - 2].hasPrefix("Exercise 3,"))
        #expect(minutes.dropLast().reduce(0, +) == minutes.last)
        #expect(
            pack.totalMinutes
                == Pack(steps: [1, 2, 12, 16, 24, 29], areas: [], chain: chain).totalMinutes
                + 2 * Pack.breakMinutes + Pack.lunchMinutes)
        #expect(pack.plan.contains("--steps 1,2,12,16,24,29 --break-after 2,5 --lunch-after 3"))
    }

    @Test("a break after the last exercise, or one that is no number, is refused, naming it")
    func badBreak() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }

        let last = run(["pack", "--steps", "1,2", "--break-after", "2", folder.path])
        let word = run(["pack", "--steps", "1,2", "--lunch-after", "noon", folder.path])

        #expect(last.status == 2 && last.errors.contains("1 to 1 in this pack of 2; 2 is not one"))
        #expect(word.status == 2 && word.errors.contains("'noon' is not one"))
        #expect(!FileManager.default.fileExists(atPath: folder.path), "nothing written")
    }

    @Test("the handout's long --filter breaks between names, and reads as the command without")
    func filterBreaks() {
        let pack = Pack(steps: [27], areas: [], chain: chain)
        let command = chain.steps[26].testCommand

        let html = Handout.html(pack)

        let broken = Handout.breakable(command)
        #expect(html.contains(broken))
        #expect(broken.contains("|<wbr>"))
        #expect(
            broken.replacingOccurrences(of: "<wbr>", with: "")
                == HTML.escaped(command))
        #expect(html.contains("overflow-wrap: normal") && !html.contains("overflow-wrap: anywhere"))
    }

    @Test("the handout has a page per exercise, escapes every text, and gives no solution away")
    func handout() throws {
        let tasks = try Characterizing.all(in: workspace)
        let steps = [1, 10, 31]
        let pack = Pack(steps: steps, areas: tasks, chain: chain)

        let html = Handout.html(pack)

        let sections = html.components(separatedBy: "<section class=\"exercise\"").count - 1
        #expect(sections == steps.count + tasks.count)
        #expect(html.contains("Result&lt;Token, Error&gt;") || !html.contains("Result<"))
        for number in steps {
            let step = chain.steps[number - 1]
            #expect(html.contains(HTML.escaped(step.hint)), "step \(number)'s hint")
            let added = step.diff.split(separator: "\n").filter {
                $0.hasPrefix("+") && !$0.hasPrefix("+++") && $0.trimmed.count > 24
            }
            // A line the hint itself gives is the hint, not the solution.
            for line in added where !step.hint.contains(line.dropFirst().trimmed) {
                let code = HTML.escaped(line.dropFirst().trimmed)
                #expect(!html.contains(code), "step \(number)'s solution: \(line)")
            }
        }
    }

    @Test(
        "pack refuses no exercise, step 0, a step named twice and an unknown area, naming them",
        arguments: [
            ([], "needs --steps"), (["--steps", "0"], "step 0"),
            (["--steps", "1,01-extract-load-events"], "named twice"),
            (["--characterize", "kitchen"], "'kitchen' is not a characterization exercise"),
        ])
    func refusals(arguments: [String], message: String) {
        let target = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: target) }

        let result = run(["pack"] + arguments + [target.path])

        #expect(result.status == 2)
        #expect(result.errors.contains(message), "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: target.path), "wrote a partial pack")
    }
}
