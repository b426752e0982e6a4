import Diffing

/// One file's change as the rows of a side-by-side table: lines on both sides, a removed line
/// beside the line that replaced it (with the words that differ marked), and long runs of
/// unchanged lines folded, to be opened on click.
struct SideBySide {
    enum Row: Equatable {
        /// `old` and `new` are line numbers from 1; nil on the side that has no line.
        case line(old: Int?, new: Int?, kind: Kind)
        /// Unchanged lines hidden until the reader asks: the rows they stand for.
        case fold([Row])
    }

    enum Kind: String { case same, removed, added, changed }

    let oldLines: [String]
    let newLines: [String]
    let rows: [Row]

    /// The kind of every line, folded ones included.
    var kinds: [Kind] {
        func kinds(_ row: Row) -> [Kind] {
            switch row {
            case .line(_, _, let kind): [kind]
            case .fold(let rows): rows.flatMap(kinds)
            }
        }
        return rows.flatMap(kinds)
    }

    /// Unchanged lines kept on each side of a change; a longer unchanged run is folded.
    static let context = 3
    /// The fewest unchanged lines worth folding: fewer are shown as they are.
    static let minimumFold = 4

    init(old: String?, new: String?) {
        oldLines = Self.lines(old)
        newLines = Self.lines(new)
        var flat: [Row] = []
        var removed: [Int] = []
        var added: [Int] = []
        func flush() {
            for index in 0..<max(removed.count, added.count) {
                let old = index < removed.count ? removed[index] + 1 : nil
                let new = index < added.count ? added[index] + 1 : nil
                let kind: Kind = old == nil ? .added : new == nil ? .removed : .changed
                flat.append(.line(old: old, new: new, kind: kind))
            }
            removed = []
            added = []
        }
        for step in Alignment.of(oldLines, newLines) {
            switch step {
            case .same(let old, let new):
                flush()
                flat.append(.line(old: old + 1, new: new + 1, kind: .same))
            case .removed(let old): removed.append(old)
            case .added(let new): added.append(new)
            }
        }
        flush()
        rows = Self.folding(flat)
    }

    /// The lines of `text`, without the empty one after a final newline.
    static func lines(_ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        var lines = text.lines().map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    /// A run of unchanged rows, less the context kept beside each change, becomes a fold when
    /// it hides at least `minimumFold` lines.
    static func folding(_ rows: [Row]) -> [Row] {
        var result: [Row] = []
        var index = 0
        func isSame(_ row: Row) -> Bool {
            if case .line(_, _, .same) = row { return true }
            return false
        }
        while index < rows.count {
            guard isSame(rows[index]) else {
                result.append(rows[index])
                index += 1
                continue
            }
            var end = index
            while end < rows.count, isSame(rows[end]) { end += 1 }
            let lead = index == 0 ? 0 : context
            let trail = end == rows.count ? 0 : context
            if end - index - lead - trail >= minimumFold {
                result += rows[index..<index + lead]
                result.append(.fold(Array(rows[(index + lead)..<(end - trail)])))
                result += rows[(end - trail)..<end]
            } else {
                result += rows[index..<end]
            }
            index = end
        }
        return result
    }

    /// The table, its code coloured as Swift when `swift` is true; unchanged lines are coloured
    /// through `cells`, which a site shares between its pages. `sides` heads the two columns
    /// (escaped here); `first` numbers the first line of each side, for a part of a file.
    func html(
        swift: Bool, cells: CodeCells = CodeCells(), sides: (old: String, new: String)? = nil,
        first: (old: Int, new: Int) = (1, 1)
    ) -> String {
        var oldColours = SwiftLexer()
        var newColours = SwiftLexer()
        var body =
            "<table class=\"diff\">\n<colgroup><col class=\"ln\"><col class=\"code\">"
            + "<col class=\"ln\"><col class=\"code\"></colgroup>\n"
        if let sides {
            body +=
                "<thead><tr><th colspan=\"2\">\(HTML.escaped(sides.old))</th>"
                + "<th colspan=\"2\">\(HTML.escaped(sides.new))</th></tr></thead>\n"
        }
        func render(_ row: Row) -> String {
            guard case .line(let old, let new, let kind) = row else { return "" }
            let oldNumber = old.map { String($0 + first.old - 1) } ?? ""
            let newNumber = new.map { String($0 + first.new - 1) } ?? ""
            let oldText = old.map { oldLines[$0 - 1] }
            let newText = new.map { newLines[$0 - 1] }
            var oldChanged: Set<Int> = []
            var newChanged: Set<Int> = []
            if kind == .changed, let oldText, let newText {
                (oldChanged, newChanged) = Self.changedCharacters(oldText, newText)
            }
            func cell(_ text: String?, _ colours: inout SwiftLexer, _ changed: Set<Int>)
                -> String
            {
                guard let text else { return "" }
                guard swift else { return Self.code(text, classes: [], changed: changed) }
                guard changed.isEmpty else {
                    return Self.code(text, classes: colours.classes(of: text), changed: changed)
                }
                return cells.cell(text, colours: &colours)
            }
            let oldSide = kind == .added ? "empty" : kind == .same ? "same" : "del"
            let newSide = kind == .removed ? "empty" : kind == .same ? "same" : "add"
            return "<tr class=\"\(kind.rawValue)\">"
                + "<td class=\"ln\">\(oldNumber)</td>"
                + "<td class=\"\(oldSide)\">" + cell(oldText, &oldColours, oldChanged) + "</td>"
                + "<td class=\"ln\">\(newNumber)</td>"
                + "<td class=\"\(newSide)\">" + cell(newText, &newColours, newChanged) + "</td>"
                + "</tr>\n"
        }
        var open = ""
        func closeOpenRows() {
            if !open.isEmpty { body += "<tbody>\n" + open + "</tbody>\n" }
            open = ""
        }
        for row in rows {
            switch row {
            case .line:
                open += render(row)
            case .fold(let hidden):
                closeOpenRows()
                let count = hidden.count
                body +=
                    "<tbody class=\"fold\"><tr><td colspan=\"4\">"
                    + "<button type=\"button\" class=\"unfold\"><span class=\"verb\">Show </span>"
                    + "\(count) unchanged line\(count == 1 ? "" : "s")</button></td></tr></tbody>\n"
                    + "<tbody class=\"folded\" hidden>\n" + hidden.map(render).joined()
                    + "</tbody>\n"
            }
        }
        closeOpenRows()
        return body + "</table>\n"
    }
}
