import Foundation

/// `workbench room report`: a session, for the retrospective, as static HTML (the exercises,
/// then a page per learner with every check, its failures and its diff) and, with `--csv`, a
/// spreadsheet of every check.
struct RoomReport {
    let rows: [RoomStore.Row]

    /// The report's files, by name.
    func files(csv: Bool) -> [String: String] {
        let state = RoomState(
            rows: rows.map {
                var row = $0; row.diff = ""; return row
            },
            now: Date(timeIntervalSince1970: rows.last?.received ?? 0), movedTo: nil)
        let names = state.learners.map(\.name).sorted { $0.lowercased() < $1.lowercased() }
        var files = ["index.html": index(state, names: names)]
        for (number, name) in names.enumerated() {
            files["learner-\(number + 1).html"] = learner(name, state: state)
        }
        for (number, exercise) in state.exercises.enumerated() {
            files["exercise-\(number + 1).html"] = self.exercise(exercise, state: state)
        }
        if csv { files["checks.csv"] = spreadsheet(start: state.start ?? 0) }
        return files
    }

    private func index(_ state: RoomState, names: [String]) -> String {
        let exercises = state.exercises.enumerated().map { number, e in
            "<tr><td><a href=\"exercise-\(number + 1).html\">"
                + "\(HTML.escaped(e.exercise + (e.title.isEmpty ? "" : ": " + e.title)))</a></td>"
                + "<td>\(e.reached)</td><td>\(e.solved)</td>"
                + "<td>\(e.medianToGreen.map(Self.minutes) ?? "–")</td>"
                + "<td>\(e.predictions == 0 ? "–" : "\(e.predictionsTrue) of \(e.predictions)")</td></tr>"
        }
        let byName = Dictionary(state.learners.map { ($0.name, $0) }) { first, _ in first }
        let learners = names.enumerated().compactMap { number, name -> String? in
            guard let learner = byName[name] else { return nil }
            let greens = learner.lights.filter { $0.light == "green" }.count
            return
                "<li><a href=\"learner-\(number + 1).html\"><bdi>\(HTML.escaped(name))</bdi></a>: "
                + "\(learner.lights.count) check\(learner.lights.count == 1 ? "" : "s"), \(greens) green, last on "
                + "\(HTML.escaped(learner.exercise))</li>"
        }
        return page(
            "The session",
            """
            <h1>The session: \(rows.count) checks by \(names.count) learners</h1>
            <h2>Exercises</h2>
            <table class="steps"><thead><tr><th>Exercise</th><th>Reached</th><th>Solved</th>
            <th>Median time to green</th><th>Predictions that came true</th></tr></thead><tbody>
            \(exercises.joined(separator: "\n"))
            </tbody></table>
            <h2>Learners</h2>
            <ul>\(learners.joined(separator: "\n"))</ul>
            """)
    }

    private func learner(_ name: String, state: RoomState) -> String {
        let start = state.start ?? 0
        let checks = rows.filter { $0.name == name }.map { row in
            let detail = RoomState.Detail(row: row)
            let result = detail.result
            let failures = detail.failures
            return """
                <section><h2>\(Self.clock(row.received - start)) · \(HTML.escaped(row.exercise)) · \(detail.light)\(
                    row.predict.map { " (predicted \(HTML.escaped($0)))" } ?? "")</h2>
                <p>\(HTML.escaped(result?.left.map { "Not yet: " + $0 } ?? "Solved."))</p>
                <ul>\(failures.prefix(10).map { "<li>\(HTML.escaped($0))</li>" }.joined())</ul>
                \(detail.diffHTML)
                </section>
                """
        }
        return page(
            name,
            "<p><a href=\"index.html\">← The session</a></p><h1><bdi>\(HTML.escaped(name))</bdi></h1>\n"
                + checks.joined(separator: "\n"))
    }

    /// An exercise's page: each learner who reached it, their lights on it in order, and how
    /// long they took to green.
    private func exercise(_ summary: RoomState.Exercise, state: RoomState) -> String {
        let rows = state.learners.compactMap { learner -> String? in
            let lights = learner.lights.filter { $0.exercise == summary.exercise }
            guard let first = lights.first else { return nil }
            let green = lights.first { $0.light == "green" }
            return "<tr><td><bdi>\(HTML.escaped(learner.name))</bdi></td><td>"
                + lights.map(\.light).joined(separator: " ") + "</td><td>"
                + (green.map { Self.clock($0.at - first.at) } ?? "not yet") + "</td></tr>"
        }
        return page(
            summary.exercise,
            """
            <p><a href="index.html">← The session</a></p>
            <h1>\(HTML.escaped(summary.exercise + (summary.title.isEmpty ? "" : ": " + summary.title)))</h1>
            <p>\(summary.reached) reached it, \(summary.solved) solved it.</p>
            <table class="steps"><thead><tr><th>Learner</th><th>Checks, in order</th>
            <th>From the first check to green</th></tr></thead><tbody>
            \(rows.joined(separator: "\n"))
            </tbody></table>
            """)
    }

    private func spreadsheet(start: Double) -> String {
        let field = Self.csvField
        let header = "id,name,minute,exercise,step,light,predicted,left"
        let lines = rows.map { row in
            let left =
                (try? JSONDecoder().decode(CheckResult.self, from: Data(row.result.utf8)))?.left
                ?? ""
            return [
                "\(row.id)", field(row.name), String(format: "%.1f", (row.received - start) / 60),
                field(row.exercise), "\(row.step)", RoomState.light(row.status), row.predict ?? "",
                field(left),
            ].joined(separator: ",")
        }
        return ([header] + lines).joined(separator: "\n") + "\n"
    }

    /// `text` as one CSV field a spreadsheet shows and never runs: quoted when it holds a comma,
    /// a quote or a line break; and, as OWASP's advice on CSV injection says, a text that
    /// starts with what opens a formula (`=`, `+`, `-`, `@`, a tab or a carriage return) starts
    /// with a `'`, so `=HYPERLINK(…)` is shown as it was sent.
    static func csvField(_ text: String) -> String {
        // By Unicode scalars: "\r\n" is one Character in Swift, equal to neither "\r" nor "\n".
        let opensFormula = text.unicodeScalars.first.map { "=+-@\t\r".unicodeScalars.contains($0) }
        let inert = opensFormula == true ? "'" + text : text
        let quoted = inert.unicodeScalars.contains { ",\"\n\r".unicodeScalars.contains($0) }
        return quoted ? "\"" + inert.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : inert
    }

    /// A time to green in whole minutes, or "under a minute".
    static func minutes(_ seconds: Double) -> String {
        seconds < 60 ? "under a minute" : "\(Int((seconds / 60).rounded())) min"
    }

    /// `seconds` from the start as `h:mm:ss`.
    static func clock(_ seconds: Double) -> String {
        let whole = max(0, Int(seconds))
        return String(format: "%d:%02d:%02d", whole / 3600, whole / 60 % 60, whole % 60)
    }

    private func page(_ title: String, _ body: String) -> String {
        HTML.document(
            title: title, head: ["<style>\(TourAssets.css)\(RoomPages.sidesCSS)</style>"],
            body: "<main>\n\(body)\n</main>")
    }
}
