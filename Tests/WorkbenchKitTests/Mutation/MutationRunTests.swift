import Foundation
import Testing

@testable import WorkbenchKit

/// `workbench mutate` without a build: which mutants it picks, the reviewed file, the summary,
/// the command line, and the safety net that stops a suite a mutant makes loop forever. The run
/// itself, mutants built and tested, is `Scripts/mutate`'s.
@Suite("workbench mutate")
struct MutationRunTests {
    let mutation: MutationRun

    init() throws {
        let (workspace, chain) = try thisPackage.get()
        mutation = MutationRun(
            workspace: workspace, chain: chain,
            tools: Tools(environment: ProcessInfo.processInfo.environment), console: .plain)
    }

    @Test("a sample is the same for a seed, another for another seed, and a subset in id order")
    func sample() throws {
        let all = try mutation.mutants(MutationRun.Selection()).mutants
        let first = MutationRun.sample(all, count: 20, seed: 1).map(\.id)
        let again = MutationRun.sample(all, count: 20, seed: 1).map(\.id)
        let other = MutationRun.sample(all, count: 20, seed: 2).map(\.id)

        #expect(first.count == 20)
        #expect(first == again)
        #expect(first != other)
        #expect(first == all.map(\.id).filter(Set(first).contains), "in the order of the list")
        #expect(MutationRun.sample(all, count: all.count + 1, seed: 1) == all)
    }

    @Test("--file and --operator narrow the list; a file with no mutant is refused by name")
    func narrowing() throws {
        let listed = run(
            [
                "mutate", "--list", "--file", "LoginViewController.swift", "--operator",
                "comparison",
            ],
            environment: [:])
        #expect(listed.status == 0, "\(listed.errors)")
        let lines = listed.output.split(separator: "\n").dropLast()
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix("Login/LoginViewController.swift:") })
        #expect(lines.allSatisfy { $0.contains(":comparison:") })
        let noun = lines.count == 1 ? "mutant" : "mutants"
        #expect(listed.output.hasSuffix("\(lines.count) \(noun) of the legacy app\n"))

        let missing = run(["mutate", "--list", "--file", "Nowhere.swift"], environment: [:])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("--file Nowhere.swift"))
        let badOperator = run(["mutate", "--operator", "swap"], environment: [:])
        #expect(badOperator.status == 2)
        #expect(badOperator.errors.contains("string, comparison, arithmetic"))
        #expect(run(["mutate", "--sample", "0"], environment: [:]).status == 2)
        let chosen = run(
            ["mutate", "--list", "--id", "Login/LoginViewController.swift:15:delete-call:0"],
            environment: [:])
        #expect(chosen.output.hasSuffix("1 mutant of the legacy app\n"), "\(chosen.errors)")
        let unknown = run(
            ["mutate", "--list", "--id", "Nowhere.swift:1:string:0"], environment: [:])
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("--id Nowhere.swift:1:string:0 is no mutant"))
        #expect(run(["mutate", "--seed", "x"], environment: [:]).status == 2)
        let step = run(
            ["mutate", "--list", "--step", "31", "--file", "Settings/HealthAccess.swift"],
            environment: [:])
        #expect(step.status == 0, "\(step.errors)")
        #expect(step.output.contains("Settings/HealthAccess.swift:24:delete-call:0"))
        #expect(step.output.hasSuffix(" mutants of the app after step 31\n"))
        let pastEnd = run(["mutate", "--list", "--step", "999"], environment: [:])
        #expect(pastEnd.status == 2)
        #expect(pastEnd.errors.contains("--step 999 is no step of the chain"))
        let both = run(["mutate", "--list", "--step", "3", "--refactored"], environment: [:])
        #expect(both.status == 2 && both.errors.contains("--step 3"))
    }

    @Test("the reviewed file: a section an app, an id and a reason a line; a bad line is named")
    func reviewed() throws {
        let text = """
            # reviewed
            [legacy]
            A.swift:3:string:0  a reuse identifier

            [refactored]
            # the same file, moved
            B.swift:4:string:0  a reuse identifier too
            """
        #expect(
            try MutationRun.reviewed(parsing: text, path: "R.txt", app: "legacy")
                == ["A.swift:3:string:0": "a reuse identifier"])
        #expect(
            try MutationRun.reviewed(parsing: text, path: "R.txt", app: "refactored")
                == ["B.swift:4:string:0": "a reuse identifier too"])
        #expect(
            try MutationRun.reviewed(parsing: text, path: "R.txt", app: "step-7") == [:],
            "an app with no section has nothing reviewed")
        for (bad, line, words) in [
            ("# x\n[legacy]\n\nA.swift:3:string:0\n", 4, "a space and why"),
            ("# x\nA.swift:3:string:0 a reason\n[legacy]\n", 2, "goes under [legacy]"),
            ("[legacy]\nA.swift:3:string:0 a reason\n[Refactored]\n", 3, "a section is named"),
        ] {
            let error = thrownError(WorkbenchError.self) {
                try MutationRun.reviewed(parsing: bad, path: "R.txt", app: "legacy")
            }
            let message = String(describing: error)
            #expect(message.contains("R.txt:\(line)") && message.contains(words), "\(message)")
        }
    }

    @Test(
        "each section of the reviewed file names mutants of its app only; an id whose code moved is refused",
        arguments: [false, true])
    func reviewedIdsAreMutants(refactored: Bool) throws {
        var selection = MutationRun.Selection()
        selection.refactored = refactored
        let module = try mutation.mutants(selection).module
        let app = selection.app(of: mutation.chain.steps.count)
        let reasons = try mutation.reviewed(app, module: module)
        #expect(!reasons.isEmpty, "the [\(app)] section of Judge/unobservable.txt is read")

        // A thousand lines put at the top of a reviewed mutant's file move each of its ids
        // past every line the file had.
        let moved = try #require(reasons.keys.sorted().first?.split(separator: ":").first)
        var shifted = module
        shifted.files[String(moved)] =
            String(repeating: "\n", count: 1000) + (module.files[String(moved)] ?? "")
        let error = thrownError(WorkbenchError.self) {
            try mutation.reviewed(app, module: shifted)
        }
        #expect("\(String(describing: error))".contains("is no mutant of the \(app) app"))
    }

    @Test("the summary: every outcome counted, and the score out of what compiled and is seen")
    func summary() {
        let counts: [MutationRun.Outcome: Int] = [
            .caught: 7, .timedOut: 1, .survived: 1, .unobservable: 2, .didNotCompile: 3,
        ]
        #expect(
            mutation.summary(counts, total: 14, since: Date())
                == "14 mutants: 7 caught, 1 timed out, 1 survived, 2 unobservable, 3 did not "
                + "compile; score 88% of 9 that compiled and can be seen; 0.0 min\n")
    }

    /// libfaketime (Scripts/check-environments' date variants) stops Dispatch's timers, which
    /// the watchdog of a program's time runs on.
    static let timersStopped = ProcessInfo.processInfo.environment["FAKETIME"] != nil

    @Test(
        "a program that outlives its time is stopped with its children, and says so",
        .disabled(if: timersStopped, "Dispatch's timers never fire under libfaketime"))
    func timeout() async throws {
        let tools = mutation.tools
        let shell = try tools.require("sh", for: "the test")
        let stopped = try await onAThreadOfItsOwn {
            try tools.run(shell, ["-c", "sleep 600 & wait"], timeout: 0.2)
        }
        #expect(stopped.timedOut)
        #expect(stopped.status == 128 + SIGKILL)
        let quick = try mutation.tools.run(shell, ["-c", "echo done"], timeout: 30)
        #expect(!quick.timedOut)
        #expect(quick.status == 0 && quick.output == "done\n")
    }

    @Test(
        "a program that prints nothing for its quiet time is stopped long before its deadline",
        .disabled(if: timersStopped, "Dispatch's timers never fire under libfaketime"))
    func quiet() async throws {
        let tools = mutation.tools
        let shell = try tools.require("sh", for: "the test")
        let stopped = try await onAThreadOfItsOwn {
            try tools.run(
                shell, ["-c", "echo started; sleep 600 & wait"], timeout: 600, quiet: 0.2)
        }
        #expect(stopped.timedOut && stopped.fellQuiet)
        #expect(stopped.status == 128 + SIGKILL)
        #expect(stopped.output == "started\n", "what it printed before it fell quiet is kept")
        let quick = try tools.run(shell, ["-c", "echo done"], timeout: 30, quiet: 30)
        #expect(!quick.timedOut && !quick.fellQuiet && quick.output == "done\n")
    }

    @Test(
        "a program stopped for its time takes along what it started in a group of its own",
        .disabled(if: timersStopped, "Dispatch's timers never fire under libfaketime"))
    func timeoutStopsEveryDescendant() async throws {
        let tools = mutation.tools
        let shell = try tools.require("sh", for: "the test")
        // Perl puts sleep in a process group of its own, as swift test does its test binary.
        let perl = "perl -e 'setpgrp(0, 0); exec @ARGV' sleep 600 >/dev/null 2>&1"
        let stopped = try await onAThreadOfItsOwn {
            try tools.run(shell, ["-c", "\(perl) & echo $!; wait"], timeout: 1)
        }
        #expect(stopped.timedOut)
        let sleeper = try #require(
            pid_t(stopped.output.trimmingCharacters(in: .whitespacesAndNewlines)),
            "the shell said: \(stopped.output)")

        // Safety net: a killed process is gone within moments, never five seconds.
        let deadline = ContinuousClock.now + .seconds(5)
        while Self.isRunning(sleeper), ContinuousClock.now < deadline { sched_yield() }
        #expect(!Self.isRunning(sleeper), "sleep \(sleeper) outlived the program that started it")
    }

    /// Whether `process` runs: not gone, and not a zombie left for its new parent to reap.
    private static func isRunning(_ process: pid_t) -> Bool {
        kill(process, 0) == 0 && ProcessTree.status(of: process)?.state != "Z"
    }
}
