import Foundation

/// `workbench pack`: the exercises of a session in one folder, for a room: one exercise folder
/// per item (characterization first, the method's first move, then the steps in the order
/// given), a README for learners, a printable handout with a page per exercise, and a plan
/// with the timings. Nothing in it is a solution.
struct Pack {
    /// The line of README.md that says the workbench wrote the folder.
    static let signature = "<!-- Written by `workbench pack`: a MyBiz Workbench session. -->"
    /// Minutes to open the session (the set-up checked, the app shown) and to close it.
    static let opening = 15
    static let closing = 10
    /// Minutes after each exercise for the room to compare and discuss.
    static let debrief = 5
    /// Minutes of a break, and of lunch, where the plan has them.
    static let breakMinutes = 15
    static let lunchMinutes = 45

    /// One exercise of the pack.
    struct Item {
        /// The exercise's folder in the pack.
        let folder: String
        let title: String
        let level: Int
        let minutes: Int
        /// What `workbench exercise` takes to make it.
        let name: String
        /// The handout's page: the task and commands, without the solution.
        let page: Handout.Page
    }

    let items: [Item]
    let chainSteps: Int
    /// The exercises (counted from 1, in the pack's order) after which the room takes a break,
    /// and has lunch.
    var breaks: [Int] = []
    var lunch: Int?

    /// The pack of `steps` (numbers of `chain`) and `areas` (characterization exercises).
    init(steps: [Int], areas: [Characterizing], chain: Chain) {
        chainSteps = chain.steps.count
        let characterizing = areas.map { task in
            Item(
                folder: task.id, title: task.title, level: task.level, minutes: task.minutes,
                name: task.area, page: Handout.Page(characterizing: task))
        }
        let practice = steps.map { number in
            let step = chain.steps[number - 1]
            return Item(
                folder: "step-" + step.id, title: "Step \(number): \(step.title)",
                level: step.level, minutes: step.minutes, name: "\(number)",
                page: Handout.Page(step: step))
        }
        items = characterizing + practice
    }

    var totalMinutes: Int {
        Self.opening + items.reduce(0) { $0 + $1.minutes + Self.debrief } + Self.closing
            + breaks.count * Self.breakMinutes + (lunch == nil ? 0 : Self.lunchMinutes)
    }

    /// README.md: for learners, the set-up, the order and the commands.
    var readme: String {
        let order = items.enumerated().map { index, item in
            "\(index + 1). `\(item.folder)/`: \(item.title) (level \(item.level), about "
                + "\(item.minutes) minutes)"
        }
        return """
            \(Self.signature)
            # MyBiz Workbench: \(items.count) exercises, about \(totalMinutes) minutes

            Each folder here is an exercise on MyBiz, a legacy iOS-style app (a Swift package that
            runs on Linux and macOS, no simulator needed). Its EXERCISE.md says what to do; nothing
            in this folder is a solution.

            ## Before the session

            1. On a Mac: install Xcode 16 or later, open it once, and select it (`sudo
               xcode-select -s /Applications/Xcode.app`; the Command Line Tools alone cannot run
               the tests). On Linux: install a Swift 6 toolchain (swift.org/install), git and
               SQLite's header (`apt-get install libsqlite3-dev`).
            2. Get the MyBiz Workbench (your facilitator says where), and in it run
               `swift run workbench doctor`: it checks this machine and names each fix.
            3. In it, run `swift run workbench install`: `workbench` is then on your PATH
               (in `~/.local/bin`).
            4. Build each exercise once, so the session starts with a warm build:
               `cd <folder> && swift build --build-tests`.

            ## The exercises, in order

            \(order.joined(separator: "\n"))

            ## In each folder

            ```sh
            cat EXERCISE.md              # the task, the tests, the technique, a hint
            swift test                   # the tests, as you work
            workbench check              # judged by the reference: solved, or what is left
            git diff                     # your work so far
            git checkout . && git clean -fd   # start the exercise again (a room link stays)
            ```

            In a workshop with a room, join it once, in this folder, with the URL and code the
            facilitator gives: `workbench join <room URL> --code <code> --name <your name>`. Every
            exercise here, and any you make inside this folder later, then reports to the room.

            `handout.html` is the same tasks on paper, a page each; `plan.md` is the
            facilitator's timing.

            """
    }

    /// plan.md: the session's timings, item by item, adding up to the total.
    var plan: String {
        var rows = ["| start | minutes | what |", "|---:|---:|---|"]
        var clock = 0
        func row(_ minutes: Int, _ what: String) {
            rows.append(
                "| \(clock / 60):\(String(format: "%02d", clock % 60)) | \(minutes) | \(what) |")
            clock += minutes
        }
        row(
            Self.opening,
            "Opening: everyone's `workbench doctor` green, the legacy app's tests run, the method "
                + "in five moves (change points, test points, break dependencies, write tests, change)"
        )
        for (index, item) in items.enumerated() {
            row(
                item.minutes,
                "Exercise \(index + 1), `\(item.folder)`: \(item.title) (level \(item.level))")
            row(
                Self.debrief,
                "Compare: two learners show their `git diff`; what did the check catch?")
            if breaks.contains(index + 1) { row(Self.breakMinutes, "Break") }
            if lunch == index + 1 { row(Self.lunchMinutes, "Lunch") }
        }
        row(Self.closing, "Close: what would you do first on your own legacy code?")
        return """
            # Plan: \(items.count) exercises, \(totalMinutes) minutes

            Written by `workbench pack`. An exercise's minutes are those `workbench exercise --list`
            states (a step's are estimated from the lines it writes, a characterization
            exercise's are its authors' estimate); each is followed by \(Self.debrief) minutes to
            compare. A break is \(Self.breakMinutes) minutes, lunch \(Self.lunchMinutes)
            (`--break-after`, `--lunch-after`).

            \(rows.joined(separator: "\n"))
            | \(clock / 60):\(String(format: "%02d", clock % 60)) | \(totalMinutes) | total |

            To make the pack again: `workbench pack \(arguments)`.

            """
    }

    /// The command-line arguments that make this pack, without its folder.
    var arguments: String {
        let steps = items.filter { !$0.folder.hasPrefix(Characterizing.prefix) }.map(\.name)
        let areas = items.filter { $0.folder.hasPrefix(Characterizing.prefix) }.map(\.name)
        var options: [String] = []
        if !steps.isEmpty { options.append("--steps " + steps.joined(separator: ",")) }
        if !areas.isEmpty { options.append("--characterize " + areas.joined(separator: ",")) }
        if !breaks.isEmpty {
            options.append("--break-after " + breaks.map(String.init).joined(separator: ","))
        }
        if let lunch { options.append("--lunch-after \(lunch)") }
        return options.joined(separator: " ")
    }
}
