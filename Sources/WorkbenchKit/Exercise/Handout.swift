import Foundation

/// The pack's `handout.html`: a printed page per exercise, with the task, the change points,
/// the technique, the hint and the commands, and never the solution. Every text from the chain
/// is escaped.
enum Handout {
    struct Page {
        /// Paragraphs and lists, in order: (label, text) or (label, items).
        enum Block {
            case paragraph(label: String, text: String)
            case list(label: String, items: [String])
            case commands([String])
        }

        let blocks: [Block]

        init(step: Step) {
            let writesTests = step.appPatches.isEmpty
            let files = (writesTests ? step.testPatches : step.appPatches).filter {
                ChainLayout.approvalStep(of: $0.path) == nil
            }
            let points = files.map { patch in
                "\(patch.path) ("
                    + (patch.oldPath == nil
                        ? (writesTests ? "to write" : "a new file")
                        : patch.newPath == nil ? "to be removed" : "to change") + ")"
            }
            blocks = [
                .paragraph(label: "Why", text: step.why),
                .list(
                    label: writesTests ? "Your tests go in" : "Change points (Sources/MyBiz only)",
                    items: points),
                .paragraph(
                    label: "Technique: \(step.technique)",
                    text: Techniques.explanation(of: step.technique)),
                .paragraph(label: "Hint", text: step.hint),
                .paragraph(
                    label: "Judged by",
                    text: writesTests
                        ? "the bugs your tests catch: small deliberate bugs in the code under test."
                        : "the reference tests and held-back cases on your Sources/MyBiz; edits to "
                            + "tests are ignored."),
                .commands([step.testCommand, "workbench check"]),
            ]
        }

        init(characterizing task: Characterizing) {
            blocks = [
                .paragraph(
                    label: "Task",
                    text: "Write characterization tests in \(task.tests): what the legacy app "
                        + "does now, right or wrong."),
                .paragraph(label: "Cover", text: task.covers + "."),
                .paragraph(label: "Hint", text: task.hint),
                .list(
                    label: "The harness",
                    items: [
                        "MyBizApp.launch(), .loggedIn(), .onTab(_:): the app on a fake server; "
                            + "routes: answers as you need",
                        "expectScreen(app, matches: \"name\"): a golden master; approve a received "
                            + "text by renaming it to name.approved.txt",
                        "app.tap, app.type(_:into:), app.selectRow(containing:), "
                            + "app.server.requests, app.alert",
                    ]),
                .paragraph(
                    label: "Judged by",
                    text: "your tests pass on the legacy code, then catch at least "
                        + "\(task.needed) of the \(task.mutants.count) small bugs (mutants) of "
                        + "this area."),
                .commands(["swift test --filter \(task.suite)", "workbench check"]),
            ]
        }
    }

    /// The handout of `pack`'s items.
    static func html(_ pack: Pack) -> String {
        let pages = pack.items.enumerated().map { index, item in
            section(number: index + 1, of: pack.items.count, item)
        }
        return HTML.document(
            title: "MyBiz Workbench: the session's exercises", head: ["<style>\(css)</style>"],
            body: "<!-- Written by `workbench pack`. -->\n" + pages.joined(separator: "\n"))
    }

    private static func section(number: Int, of total: Int, _ item: Pack.Item) -> String {
        let blocks = item.page.blocks.map { block in
            switch block {
            case .paragraph(let label, let text):
                return "<p><b>\(HTML.escaped(label)):</b> \(HTML.escaped(text))</p>"
            case .list(let label, let items):
                return "<p><b>\(HTML.escaped(label)):</b></p>\n<ul>"
                    + items.map { "<li><code>\(breakable($0))</code></li>" }.joined() + "</ul>"
            case .commands(let lines):
                let all = ["cd \(item.folder)"] + lines
                return "<pre>" + breakable(all.joined(separator: "\n")) + "</pre>"
            }
        }
        return """
            <section class="exercise" id="\(HTML.escaped(item.folder))">
            <p class="meta">Exercise \(number) of \(total) · level \(item.level) of 3 · about \(
                item.minutes) minutes · folder <code>\(HTML.escaped(item.folder))/</code></p>
            <h1>\(HTML.escaped(item.title))</h1>
            \(blocks.joined(separator: "\n"))
            </section>
            """
    }

    /// `text` escaped, with a place to break a line after each `|`, `/` and `.` inside a long
    /// word (an opportunity a copy does not keep), so a `--filter` of several names breaks
    /// between them, never inside one.
    static func breakable(_ text: String) -> String {
        var html = ""
        for character in text {
            html += HTML.escaped(String(character))
            if "|/.".contains(character) { html += "<wbr>" }
        }
        return html
    }

    static let css = """
        @page { margin: 14mm; }
        body { font: 11pt/1.4 -apple-system, "Segoe UI", "Noto Sans", sans-serif; color: #111;
          max-width: 48rem; margin: 0 auto; padding: 1rem; }
        .exercise { break-after: page; padding-bottom: 2rem; }
        .exercise:last-child { break-after: auto; }
        h1 { font-size: 17pt; margin: 0.2rem 0 0.8rem; }
        .meta { color: #444; margin: 0; font-size: 10pt; }
        p, ul { margin: 0.45rem 0; }
        ul { padding-left: 1.2rem; }
        code, pre { font: 9.5pt/1.35 ui-monospace, "SF Mono", "DejaVu Sans Mono", monospace;
          overflow-wrap: normal; }
        pre { background: #f3f3f3; padding: 0.5rem 0.7rem; white-space: pre-wrap; }
        @media screen { .exercise { border-bottom: 1px solid #ccc; margin-bottom: 2rem; } }
        """
}
