import Foundation

/// `workbench compare`: the characterization suite run on the legacy app and on the app after
/// a step (the last by default), told behaviour by behaviour.
struct SuiteComparison {
    let workspace: Workspace
    let console: Console
    let tools: Tools

    func run(step name: String?, html: URL?) throws(WorkbenchError) -> Int32 {
        let writesTour = try html.map(Self.writesTour(into:)) ?? false
        let chain = try workspace.chain()
        let number =
            try name.map { (name) throws(WorkbenchError) in try chain.resolve(name) }
            ?? chain.steps.count
        let stepName = Self.name(of: number, in: chain)
        let swift = try tools.require("swift", for: "to run the characterization suite")
        let root = workspace.root.path
        console.write("running the characterization suite on the legacy app…\n")
        _ = try tools.runSucceeding(
            swift, ["test", "--package-path", root, "--filter", "^CharacterizationTests\\."],
            console: console,
            failure: "the characterization suite fails on the legacy app itself (above); it pins "
                + "the legacy app, so fix the suite or the legacy code before comparing.")
        console.write("running it on \(stepName)…\n")
        let later: ToolResult
        if number == chain.steps.count {
            later = try tools.run(
                swift,
                ["test", "--package-path", root, "--filter", "^RefactoredCharacterizationTests\\."])
        } else {
            let folder = try AppLaunch.writeStepPackage(
                workspace: workspace, chain: chain, through: number)
            later = try tools.run(
                swift,
                ["test", "--package-path", folder.path, "--filter", "^CharacterizationTests\\."])
        }
        var regressions = later.status == 0 ? [] : Comparison.failures(in: later.output)
        if later.status != 0, regressions.isEmpty {
            let errors = later.output.lines().filter { $0.contains("error:") }.prefix(3)
            regressions = [
                (
                    "the suite on \(stepName)",
                    "did not run (exit \(later.status)): "
                        + (errors.isEmpty
                            ? "see swift test's output" : errors.joined(separator: "; "))
                )
            ]
        }
        let comparison = Comparison(
            step: number,
            behaviours: Comparison.behaviours(
                legacy: try StepPackage.tree(workspace: workspace, chain: chain, through: 0),
                later: try StepPackage.tree(workspace: workspace, chain: chain, through: number),
                titles: chain.steps.map(\.title)),
            regressions: regressions)
        console.write("\n" + comparison.report(stepName: stepName))
        if !comparison.regressions.isEmpty {
            console.write(
                "Each screen or request that differs was written beside its approved text as a "
                    + "*.received.txt: read it, then fix the app, or declare the change in the "
                    + "step that makes it.\n")
        }
        if let html {
            let file = html.appendingPathComponent("compare.html")
            var pages = ["compare.html": comparison.page(stepName: stepName, ran: true)]
            if writesTour {
                pages = try TourSite(workspace: workspace, chain: chain).pages()
                    .merging(pages) { $1 }
            }
            try SourceTree(files: pages).write(to: html)
            console.write(
                "wrote \(file.path)" + (pages.count > 1 ? ", in the tour it links to" : "") + "\n")
        }
        return comparison.regressions.isEmpty ? 0 : 1
    }

    /// Whether `--html` writes the tour beside the page, so that its style and its links to the
    /// steps are there: in a new or empty folder, yes; in a tour's folder, no; a folder of other
    /// files is refused before the suites run, not written over.
    static func writesTour(into folder: URL) throws(WorkbenchError) -> Bool {
        let index = try? String(
            contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        if index?.contains(TourSite.signature) == true { return false }
        let held = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { !SourceTree.isLitter($0) && $0 != "compare.html" }
        guard held.isEmpty else {
            throw .usage(
                "\(folder.path) holds other files and no tour: give --html a new or empty folder, "
                    + "or the folder of a tour 'workbench html' wrote.")
        }
        return true
    }

    static func name(of number: Int, in chain: Chain) -> String {
        number == 0
            ? "the legacy app itself (step 0)"
            : "the app after step \(number), \(chain.steps[number - 1].id)"
    }
}

extension Comparison {
    /// The comparison as a page of the tour: a row per behaviour. When `ran` is false it was
    /// made from the chain alone, and says so.
    func page(stepName: String, ran: Bool) -> String {
        var rows = ""
        for behaviour in behaviours {
            let (kind, what): (String, String)
            if let change = behaviour.change {
                kind = "changed"
                let size =
                    change.isNew
                    ? "new, \(change.added) lines" : "−\(change.removed) +\(change.added) lines"
                what =
                    "on purpose, <a href=\"\(TourSite.pageName(change.step))\">step \(change.step)</a>, "
                    + HTML.escaped(change.title) + " (\(size))"
            } else {
                (kind, what) = ("same", "the same on both")
            }
            rows +=
                "<tr class=\"behaviour \(kind)\"><td>\(kind)</td><td><code>\(HTML.escaped(behaviour.name))</code></td>"
                + "<td>\(what)</td></tr>\n"
            if let change = behaviour.change {
                let lines = SideBySide(old: change.before, new: change.after).html(
                    swift: false,
                    sides: (
                        change.isNew ? "The legacy app: none" : "The legacy app",
                        "After step \(change.step)"
                    ))
                rows += "<tr class=\"lines\"><td colspan=\"3\">\(lines)</td></tr>\n"
            }
        }
        for regression in regressions {
            rows +=
                "<tr class=\"behaviour regression\"><td>REGRESSION</td><td><code>\(HTML.escaped(regression.test))</code></td>"
                + "<td>\(HTML.escaped(regression.reason))</td></tr>\n"
        }
        let changed = behaviours.filter { $0.change != nil }.count
        let how =
            ran
            ? "The characterization suite ran on both apps; every behaviour it pins is listed, and "
                + "each test that failed on the later app is a regression."
            : "Made from the chain alone: the declared changes in force, and the rest the same. "
                + "<code>workbench compare --html &lt;this folder&gt;</code> runs the suite on both "
                + "apps and writes this page again with what it found."
        let body = """
            <main>
            <p><a href="index.html">The tour</a></p>
            <h1>The legacy app and \(HTML.escaped(stepName))</h1>
            <p>\(how)</p>
            <p><strong>\(behaviours.count - changed) the same, \(changed) changed on purpose, \
            \(regressions.count) regression\(regressions.count == 1 ? "" : "s").</strong></p>
            <table class="steps compare">
            <thead><tr><th>kind</th><th>behaviour</th><th>what became of it</th></tr></thead>
            <tbody>
            \(rows)</tbody>
            </table>
            </main>
            """
        return HTML.document(
            title: "Both suites compared: the legacy app and " + stepName,
            head: [
                #"<meta name="color-scheme" content="light dark">"#,
                #"<link rel="stylesheet" href="tour.css">"#,
                #"<script src="tour.js" defer></script>"#,
            ],
            body: body)
    }
}
