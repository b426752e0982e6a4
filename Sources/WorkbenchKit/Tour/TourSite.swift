import Diffing
import Foundation

/// The chain as a static site: an index, and a page per step with its header and every changed
/// file side by side, and the screens and requests it changes before and after. Everything is
/// generated from the chain, so the site cannot drift from it; it needs no network.
struct TourSite {
    /// The comment in every page that says the workbench wrote the folder.
    static let signature = "<!-- Written by `workbench html`: the MyBiz Workbench tour. -->"

    let chain: Chain
    /// The learner's view: each step's task, tests and screens, without its reference solution
    /// (the app code it changes, or on a test-writing step the tests it writes).
    let learner: Bool
    /// The package's state before the first step, then after each step.
    let states: [SourceTree]
    /// The files every state shares, the legacy approved texts among them.
    let shared: SourceTree
    /// Unchanged lines already coloured, for every page to reuse.
    private let cells = CodeCells()

    init(workspace: Workspace, chain: Chain, learner: Bool = false) throws(WorkbenchError) {
        self.chain = chain
        self.learner = learner
        states = try chain.states(from: workspace.startState())
        shared = try workspace.sharedFiles()
    }

    /// Every file of the site, by name.
    func pages() -> [String: String] {
        var pages = ["index.html": index(), "tour.css": TourAssets.css, "tour.js": TourAssets.js]
        for step in chain.steps { pages[Self.pageName(step.number)] = page(step) }
        if !learner { pages["compare.html"] = comparison() }
        return pages
    }

    static func pageName(_ number: Int) -> String { String(format: "step-%02d.html", number) }

    // MARK: - The index

    func index() -> String {
        var rows = ""
        for step in chain.steps {
            rows +=
                "<tr><td class=\"num\">\(step.number)</td>"
                + "<td><a href=\"\(Self.pageName(step.number))\">\(HTML.escaped(step.title))</a></td>"
                + "<td>\(HTML.escaped(step.technique))</td><td>\(HTML.escaped(step.kind))</td>"
                + "<td class=\"num\">\(step.changedLines)</td>"
                + "<td class=\"num\">\(step.changedTestLines)</td>"
                + "<td class=\"num\">\(step.level)</td><td class=\"num\">\(step.minutes)</td>"
                + "<td>\(HTML.escaped(step.drivenBy))</td></tr>\n"
        }
        var techniques = ""
        for technique in Techniques.all {
            let steps = chain.steps.filter { $0.technique == technique.name }
            guard !steps.isEmpty || technique.isCatalogue else { continue }
            let links =
                steps.isEmpty
                ? "<span class=\"none\">not in the chain</span>"
                : steps.map {
                    "<a href=\"\(Self.pageName($0.number))\">\($0.number)</a>"
                }.joined(separator: ", ")
            techniques +=
                "<li\(steps.isEmpty ? " class=\"unused\"" : "")>"
                + "<strong>\(HTML.escaped(technique.name))</strong>"
                + (technique.isCatalogue ? "" : " <em>(no catalogue technique)</em>")
                + ": \(HTML.escaped(technique.explanation)) <span class=\"steps\">Steps: \(links)"
                + "</span></li>\n"
        }
        let demonstrated = Techniques.catalogue.filter { technique in
            chain.steps.contains { $0.technique == technique.name }
        }.count
        let body = """
            <header class="bar"><span class="brand">MyBiz Workbench</span>
            <nav><a rel="next" href="\(Self.pageName(1))">Step 1 →</a></nav>
            <button type="button" id="larger" aria-pressed="false">Larger text</button></header>
            <main>
            <h1>From legacy MyBiz to a tested app, in \(chain.steps.count) steps</h1>
            <p class="story">MyBiz is a small ERP client: login, announcements, a calendar, an org
            chart, purchase orders and settings, talking to a REST server through one delegate, with
            screens that do everything themselves. The legacy app is pinned by a characterization
            suite first; then each step below changes it by one technique from <cite>Working
            Effectively with Legacy Code</cite>, with the tests that pin and drive it, until
            birthdays are on the calendar, the login goes through a protocol, every screen
            reports analytics, asking Health for access answers once, and the calendar keeps every
            good event of a bad payload and works offline. Every step is proven: applied to the
            legacy code, the steps give the refactored app byte for byte, and each one builds and
            passes its tests on its own.</p>
            \(learner
                ? "<p class=\"learner\">The learner's view: each step's task, tests and screens, "
                    + "without its solution. <code>workbench exercise &lt;step&gt; &lt;dir&gt;</code> "
                    + "writes a step to practise.</p>" : "")
            <p class="keys">Use ← and → to move between steps; + for larger text.</p>
            <h2>The steps</h2>
            <table class="steps">
            <thead><tr><th>#</th><th>Step</th><th>Technique</th><th>Kind</th><th>App lines</th>
            <th>Test lines</th><th>Level</th><th>Minutes</th><th>Driven by</th></tr></thead>
            <tbody>
            \(rows)</tbody>
            </table>
            <h2>The techniques</h2>
            <p>\(demonstrated) of the \(Techniques.catalogue.count) techniques of the catalogue are
            demonstrated; a step that breaks no dependency says so.</p>
            <ul class="techniques">
            \(techniques)</ul>
            \(learner ? "" : "<h2>Both apps compared</h2>\n<p><a href=\"compare.html\">Every "
                + "behaviour the characterization suite pins</a>: the same in the legacy app and "
                + "after the last step, or changed on purpose by a step's declared change.</p>")
            </main>
            """
        return document(title: "MyBiz Workbench: the tour", body: body, previous: nil, next: 1)
    }

    /// `compare.html` as the chain declares it; `workbench compare --html` writes it from a run.
    func comparison() -> String {
        let last = chain.steps.count
        return Comparison(
            step: last,
            behaviours: Comparison.behaviours(
                legacy: shared, later: shared.merging(states[last]),
                titles: chain.steps.map(\.title)),
            regressions: []
        ).page(stepName: CompareCommand.name(of: last, in: chain), ran: false)
    }

    // MARK: - A step

    func page(_ step: Step) -> String {
        let number = step.number
        let previousLink =
            number > 1
            ? "<a rel=\"prev\" href=\"\(Self.pageName(number - 1))\">← Step \(number - 1)</a>"
            : "<a rel=\"prev\" href=\"index.html\">← Index</a>"
        let nextLink =
            number < chain.steps.count
            ? "<a rel=\"next\" href=\"\(Self.pageName(number + 1))\">Step \(number + 1) →</a>"
            : ""
        let facts: [(String, String)] = [
            ("Technique", step.technique), ("Kind", step.kind), ("Chapter", step.chapter),
            ("Pinned by", step.pinnedBy), ("Driven by", step.drivenBy),
            (
                "Size",
                "\(step.changedLines) lines of app code, \(step.changedTestLines) of tests and "
                    + "approvals, in \(step.files.count) files"
            ),
            (
                "Exercise",
                "level \(step.level) of 3, about \(step.minutes) minutes (estimated from the "
                    + "lines it writes)"
            ),
        ]
        let app = step.appPatches
        let tests = step.testPatches.filter { ChainLayout.approvalStep(of: $0.path) == nil }
        let approvals = step.testPatches.filter { ChainLayout.approvalStep(of: $0.path) != nil }
        var body = """
            <header class="bar"><a class="brand" href="index.html">MyBiz Workbench</a>
            <nav>\(previousLink) \(nextLink)</nav>
            <button type="button" id="larger" aria-pressed="false">Larger text</button></header>
            <main>
            <h1><span class="num">Step \(number) of \(chain.steps.count)</span> \(HTML.escaped(step.title))</h1>
            <dl class="facts">
            \(facts.map { "<dt>\($0.0)</dt><dd>\(HTML.escaped($0.1))</dd>" }.joined(separator: "\n"))
            </dl>
            <section class="why"><h2>Why</h2><p>\(HTML.escaped(step.why))</p></section>
            <section class="technique"><h2>\(HTML.escaped(step.technique))</h2>
            <p>\(HTML.escaped(Techniques.explanation(of: step.technique)))</p>
            <p class="hint"><strong>Hint:</strong> \(HTML.escaped(step.hint))</p></section>
            <section class="run"><h2>Run it</h2>
            <p>Practise the step, then run its tests and have it judged, in the exercise:</p>
            <pre><code>workbench exercise \(number) /tmp/ex\(number) &amp;&amp; cd /tmp/ex\(number)
            \(HTML.escaped(step.testCommand))
            workbench check</code></pre>\(learner ? "" : """

                <p>Or see them pass on the step's reference package:</p>
                <pre><code>workbench materialize --through \(number) /tmp/step\(number) &amp;&amp; cd /tmp/step\(number)
                \(HTML.escaped(step.testCommand))</code></pre>
                """)</section>

            """
        if !approvals.isEmpty, learner {
            body +=
                "<section class=\"screens\"><h2>The screens before</h2>\n"
                + "<p>What the user sees before this step, where the step changes it. The approved "
                + "texts after it are the exercise's, in <code>\(ChainLayout.approvals)\(number)/"
                + "</code>.</p>\n<div class=\"befores\">\n"
            for patch in approvals { body += screenBefore(patch, step: step) }
            body += "</div></section>\n"
        } else if !approvals.isEmpty {
            body +=
                "<section class=\"screens\"><h2>What changes for the user</h2>\n"
                + "<p>The characterization suite's approved texts before this step and after it. "
                + "Highlighted lines are the ones that differ.</p>\n"
            for patch in approvals { body += screenPair(patch, step: step) }
            body += "</section>\n"
        }
        // The solution: the app code, or on a step that changes none, the tests it writes.
        let solution = app.isEmpty ? tests : app
        for (title, patches) in [("App code", app), ("Tests and harness", tests)]
        where !patches.isEmpty {
            body += "<section class=\"files\"><h2>\(title)</h2>\n"
            if learner, patches == solution {
                body += yours(patches, step: step)
            } else {
                for patch in patches { body += file(patch, step: step) }
            }
            body += "</section>\n"
        }
        body += "</main>\n"
        return document(
            title: "Step \(number): \(step.title)", body: body,
            previous: number > 1 ? number - 1 : 0,
            next: number < chain.steps.count ? number + 1 : nil)
    }

    /// In the learner's view, in place of the solution: the files it changes, and how to
    /// practise it.
    func yours(_ patches: [FilePatch], step: Step) -> String {
        let items = patches.map { patch in
            "<li><code>\(HTML.escaped(patch.path))</code> ("
                + (patch.oldPath == nil ? "new" : patch.newPath == nil ? "removed" : "changed")
                + ")</li>"
        }
        return "<div class=\"yours\"><p>Yours to write: the reference solution is left out of "
            + "this view. The step changes:</p>\n<ul>\(items.joined())</ul>\n"
            + "<p><code>workbench exercise \(step.number) &lt;dir&gt;</code> writes it to practise, "
            + "and <code>workbench check</code> there judges it.</p></div>\n"
    }

    /// One changed file, side by side, with what it held before the step and after it.
    func file(_ patch: FilePatch, step: Step) -> String {
        let old = states[step.number - 1].files[patch.path].map {
            StepPackage.packageForm($0, path: patch.path)
        }
        let new = states[step.number].files[patch.path].map {
            StepPackage.packageForm($0, path: patch.path)
        }
        let table = SideBySide(old: old, new: new)
        let kinds = table.kinds
        let added = kinds.filter { $0 == .added || $0 == .changed }
        let removed = kinds.filter { $0 == .removed || $0 == .changed }
        let status = old == nil ? "new file" : new == nil ? "deleted" : "changed"
        return "<div class=\"file\"><h3><code>\(HTML.escaped(patch.path))</code> "
            + "<span class=\"stat\">\(status), +\(added.count) −\(removed.count)</span></h3>\n"
            + table.html(swift: patch.path.hasSuffix(".swift"), cells: cells) + "</div>\n"
    }

    /// An approved text of the step beside the one in force before it: the legacy text, or
    /// that of the last earlier step that declared a change to it.
    func screenPair(_ patch: FilePatch, step: Step) -> String {
        let folder = ChainLayout.approvals + "\(step.number)/"
        let name = String(patch.path.dropFirst(folder.count))
        let before = beforeText(of: name, step: step.number)
        let after = states[step.number].files[patch.path] ?? ""
        let label = name.replacingOccurrences(of: ".approved.txt", with: "")
        let beforeLines = SideBySide.lines(before?.text)
        let afterLines = SideBySide.lines(after)
        var kept: Set<Int> = []
        var keptAfter: Set<Int> = []
        for alignment in Alignment.of(beforeLines, afterLines) {
            if case .same(let old, let new) = alignment {
                kept.insert(old)
                keptAfter.insert(new)
            }
        }
        func pre(_ lines: [String], kept: Set<Int>, mark: String) -> String {
            "<pre>"
                + lines.enumerated().map { index, line in
                    kept.contains(index) || line.isEmpty
                        ? HTML.escaped(line)
                        : "<span class=\"\(mark)\">\(HTML.escaped(line))</span>"
                }.joined(separator: "\n") + "</pre>"
        }
        let beforeColumn =
            before.map {
                "<h3>Before: \(HTML.escaped($0.source))</h3>"
                    + pre(beforeLines, kept: kept, mark: "gone")
            } ?? "<h3>Before</h3><p class=\"none\">Nothing: this step adds the text.</p>"
        return "<figure class=\"pair\"><figcaption><code>\(HTML.escaped(label))</code>"
            + "</figcaption>\n<div class=\"before\">\(beforeColumn)</div>\n"
            + "<div class=\"after\"><h3>After step \(step.number)</h3>"
            + pre(afterLines, kept: keptAfter, mark: "new") + "</div></figure>\n"
    }

    /// In the learner's view, an approved text as it stands before the step, alone.
    func screenBefore(_ patch: FilePatch, step: Step) -> String {
        let name = String(patch.path.dropFirst((ChainLayout.approvals + "\(step.number)/").count))
        let label = name.replacingOccurrences(of: ".approved.txt", with: "")
        let text =
            beforeText(of: name, step: step.number).map {
                "<pre>\(HTML.escaped($0.text))</pre><p class=\"source\">(\(HTML.escaped($0.source)))</p>"
            } ?? "<p class=\"none\">Nothing yet: this step adds the text.</p>"
        return "<figure class=\"before\"><figcaption><code>\(HTML.escaped(label))</code>"
            + "</figcaption>\(text)</figure>\n"
    }

    private func beforeText(of name: String, step number: Int) -> (text: String, source: String)? {
        for earlier in stride(from: number - 1, through: 1, by: -1) {
            let path = ChainLayout.approvals + "\(earlier)/" + name
            if let text = states[number - 1].files[path] {
                return (text, "since step \(earlier)")
            }
        }
        let legacy = "Tests/Fixtures/Approved/" + name
        return shared.files[legacy].map { ($0, "the legacy app") }
    }

    // MARK: - The page around a body

    private func document(title: String, body: String, previous: Int?, next: Int?) -> String {
        let previousPage = previous.map { $0 == 0 ? "index.html" : Self.pageName($0) }
        var attributes = ""
        if let previousPage { attributes += " data-prev=\"\(previousPage)\"" }
        if let next { attributes += " data-next=\"\(Self.pageName(next))\"" }
        return HTML.document(
            title: title,
            head: [
                Self.signature, #"<meta name="color-scheme" content="light dark">"#,
                #"<link rel="stylesheet" href="tour.css">"#,
                #"<script src="tour.js" defer></script>"#,
            ],
            bodyAttributes: (learner ? #" class="learner""# : "") + attributes, body: body)
    }
}
