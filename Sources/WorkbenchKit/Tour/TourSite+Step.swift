import Diffing
import Foundation

/// A step's page: its header, every changed file side by side, and the screens and requests it
/// changes, before and after.
extension TourSite {
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
            let changed = Set(lines.indices).subtracting(kept)
            return "<pre>"
                + Self.excerpt(lines, near: changed).map { item in
                    switch item {
                    case .line(let index):
                        let line = lines[index]
                        return kept.contains(index) || line.isEmpty
                            ? HTML.escaped(line)
                            : "<span class=\"\(mark)\">\(HTML.escaped(line))</span>"
                    case .fold(let count):
                        return Self.foldLine(count)
                    }
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

    /// In the learner's view, an approved text as it stands before the step, alone; a long one
    /// only near the lines the step changes.
    func screenBefore(_ patch: FilePatch, step: Step) -> String {
        let name = String(patch.path.dropFirst((ChainLayout.approvals + "\(step.number)/").count))
        let label = name.replacingOccurrences(of: ".approved.txt", with: "")
        let after = SideBySide.lines(states[step.number].files[patch.path] ?? "")
        let text =
            beforeText(of: name, step: step.number).map { before in
                let lines = SideBySide.lines(before.text)
                var kept: Set<Int> = []
                for alignment in Alignment.of(lines, after) {
                    if case .same(let old, _) = alignment { kept.insert(old) }
                }
                let shown = Self.excerpt(lines, near: Set(lines.indices).subtracting(kept)).map {
                    item in
                    switch item {
                    case .line(let index): return HTML.escaped(lines[index])
                    case .fold(let count): return Self.foldLine(count)
                    }
                }
                return "<pre>\(shown.joined(separator: "\n"))</pre><p class=\"source\">("
                    + "\(HTML.escaped(before.source)))</p>"
            } ?? "<p class=\"none\">Nothing yet: this step adds the text.</p>"
        return "<figure class=\"before\"><figcaption><code>\(HTML.escaped(label))</code>"
            + "</figcaption>\(text)</figure>\n"
    }

    /// A line of an approved text shown, or a run of lines left out.
    enum Excerpted: Equatable {
        case line(Int)
        case fold(Int)
    }

    /// The longest approved text shown whole on a step's page.
    static let wholeTextLines = 60
    /// Unchanged lines shown on each side of a changed one in a longer text: none, as a long
    /// line of an approved text wraps to several on a printed page.
    static let excerptContext = 0

    /// `lines` whole when short, or else only the lines within a few of a line in `changed`,
    /// each longer run left out standing as one fold that says how many lines it holds.
    static func excerpt(_ lines: [String], near changed: Set<Int>) -> [Excerpted] {
        guard lines.count > wholeTextLines else { return lines.indices.map(Excerpted.line) }
        let shown = Set(
            changed.flatMap { ($0 - excerptContext)...($0 + excerptContext) }
        ).intersection(lines.indices)
        var result: [Excerpted] = []
        var hidden = 0
        for index in lines.indices {
            if shown.contains(index) {
                if hidden > 0 { result.append(.fold(hidden)) }
                hidden = 0
                result.append(.line(index))
            } else {
                hidden += 1
            }
        }
        if hidden > 0 { result.append(.fold(hidden)) }
        return result
    }

    /// The line standing for `count` lines left out, in the words of the tour's folds.
    static func foldLine(_ count: Int) -> String {
        "<span class=\"omitted\">⋯ \(count) unchanged line\(count == 1 ? "" : "s")</span>"
    }

    func beforeText(of name: String, step number: Int) -> (text: String, source: String)? {
        for earlier in stride(from: number - 1, through: 1, by: -1) {
            let path = ChainLayout.approvals + "\(earlier)/" + name
            if let text = states[number - 1].files[path] {
                return (text, "since step \(earlier)")
            }
        }
        let legacy = "Tests/Fixtures/Approved/" + name
        return shared.files[legacy].map { ($0, "the legacy app") }
    }
}
