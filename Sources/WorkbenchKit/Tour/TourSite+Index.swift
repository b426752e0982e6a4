import Diffing
import Foundation

/// The tour's first page: the chain's steps, techniques and the way in.
extension TourSite {
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
            let steps = chain.showing(technique.name)
            guard !steps.isEmpty || technique.isCatalogue else { continue }
            let links =
                steps.isEmpty
                ? "<span class=\"none\">not in the chain</span>"
                : steps.enumerated().map { index, step in
                    "<a href=\"\(Self.pageName(step.number))\">\(step.number)</a>"
                        + (index == 0 && steps.count > 1 ? " (to project)" : "")
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
        ).page(stepName: SuiteComparison.name(of: last, in: chain), ran: false)
    }
}
