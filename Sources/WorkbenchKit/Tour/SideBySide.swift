import Diffing

/// Swift source coloured as HTML, a line at a time: keywords, strings, comments and numbers get
/// a class each. A block comment or a multi-line string carries over from line to line.
struct SwiftHighlighter: Hashable {
    private enum Carry { case none, blockComment, multilineString }
    private var carry = Carry.none

    static let keywords: Set<String> = [
        "associatedtype", "as", "async", "await", "break", "case", "catch", "class", "continue",
        "default", "defer", "didSet", "do", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "final", "for", "func", "get", "guard", "if", "import", "in", "init",
        "inout", "internal", "is", "lazy", "let", "mutating", "nil", "open", "override",
        "private", "protocol", "public", "repeat", "required", "rethrows", "return", "self",
        "Self", "set", "static", "struct", "subscript", "super", "switch", "throw", "throws",
        "true", "try", "typealias", "var", "weak", "where", "while", "willSet", "unowned",
    ]

    /// One class name (or nil) for each character of `line`.
    mutating func classes(of line: String) -> [String?] {
        let characters = Array(line)
        var classes = [String?](repeating: nil, count: characters.count)
        var index = 0
        func starts(_ text: String, at position: Int) -> Bool {
            var offset = position
            for character in text {
                guard offset < characters.count, characters[offset] == character else {
                    return false
                }
                offset += 1
            }
            return true
        }
        while index < characters.count {
            let open: (end: String, colour: String)? =
                switch carry {
                case .blockComment: ("*/", "c")
                case .multilineString: ("\"\"\"", "s")
                case .none: nil
                }
            if let open {
                // Inside a comment or string that began on an earlier line: colour up to its end.
                let length = starts(open.end, at: index) ? open.end.count : 1
                for position in index..<index + length { classes[position] = open.colour }
                if length > 1 { carry = .none }
                index += length
                continue
            }
            let character = characters[index]
            if starts("//", at: index) {
                for position in index..<characters.count { classes[position] = "c" }
                return classes
            } else if starts("/*", at: index) {
                carry = .blockComment
                classes[index] = "c"
                classes[index + 1] = "c"
                index += 2
            } else if starts("\"\"\"", at: index) {
                carry = .multilineString
                for position in index..<index + 3 { classes[position] = "s" }
                index += 3
            } else if character == "\"" {
                classes[index] = "s"
                index += 1
                while index < characters.count {
                    classes[index] = "s"
                    if characters[index] == "\\" {
                        if index + 1 < characters.count { classes[index + 1] = "s" }
                        index += 2
                        continue
                    }
                    index += 1
                    if characters[index - 1] == "\"" { break }
                }
            } else if character.isLetter || character == "_" {
                let start = index
                while index < characters.count,
                    characters[index].isLetter || characters[index].isNumber
                        || characters[index] == "_"
                {
                    index += 1
                }
                if Self.keywords.contains(String(characters[start..<index])) {
                    for position in start..<index { classes[position] = "k" }
                }
            } else if character.isNumber {
                while index < characters.count,
                    characters[index].isNumber || characters[index] == "."
                        || characters[index] == "_"
                {
                    classes[index] = "n"
                    index += 1
                }
            } else {
                index += 1
            }
        }
        return classes
    }
}

/// The cells of unchanged lines, coloured once: the same line, met in the same colouring state,
/// gives the same cell on every page of the tour that shows it, so a site colours each such line
/// once rather than once a side and a page.
final class CodeCells {
    private struct Key: Hashable {
        let line: String
        let colours: SwiftHighlighter
    }
    private var cells: [Key: (html: String, after: SwiftHighlighter)] = [:]

    /// `line` as a coloured cell, `colours` moved past it.
    func cell(_ line: String, colours: inout SwiftHighlighter) -> String {
        let key = Key(line: line, colours: colours)
        if let known = cells[key] {
            colours = known.after
            return known.html
        }
        let html = SideBySide.code(line, classes: colours.classes(of: line), changed: [])
        cells[key] = (html, colours)
        return html
    }
}

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
    /// through `cells`, which a site shares between its pages.
    func html(swift: Bool, cells: CodeCells = CodeCells()) -> String {
        var oldColours = SwiftHighlighter()
        var newColours = SwiftHighlighter()
        var body =
            "<table class=\"diff\">\n<colgroup><col class=\"ln\"><col class=\"code\">"
            + "<col class=\"ln\"><col class=\"code\"></colgroup>\n"
        func render(_ row: Row) -> String {
            guard case .line(let old, let new, let kind) = row else { return "" }
            let oldText = old.map { oldLines[$0 - 1] }
            let newText = new.map { newLines[$0 - 1] }
            var oldChanged: Set<Int> = []
            var newChanged: Set<Int> = []
            if kind == .changed, let oldText, let newText {
                (oldChanged, newChanged) = Self.changedCharacters(oldText, newText)
            }
            func cell(_ text: String?, _ colours: inout SwiftHighlighter, _ changed: Set<Int>)
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
                + "<td class=\"ln\">\(old.map(String.init) ?? "")</td>"
                + "<td class=\"\(oldSide)\">" + cell(oldText, &oldColours, oldChanged) + "</td>"
                + "<td class=\"ln\">\(new.map(String.init) ?? "")</td>"
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

    /// The positions of the characters that belong to words that differ between two lines.
    static func changedCharacters(_ old: String, _ new: String) -> (Set<Int>, Set<Int>) {
        let oldWords = words(old)
        let newWords = words(new)
        var oldChanged: Set<Int> = []
        var newChanged: Set<Int> = []
        for step in Alignment.of(oldWords.map(\.text), newWords.map(\.text)) {
            switch step {
            case .same: continue
            case .removed(let index): oldChanged.formUnion(oldWords[index].range)
            case .added(let index): newChanged.formUnion(newWords[index].range)
            }
        }
        return (oldChanged, newChanged)
    }

    /// A line cut into words: runs of letters and digits, runs of spaces, single other marks.
    static func words(_ line: String) -> [(text: String, range: Range<Int>)] {
        let characters = Array(line)
        var result: [(String, Range<Int>)] = []
        var index = 0
        func kind(_ character: Character) -> Int {
            character.isLetter || character.isNumber || character == "_"
                ? 0 : character == " " ? 1 : 2
        }
        while index < characters.count {
            let start = index
            let first = kind(characters[index])
            index += 1
            if first != 2 {
                while index < characters.count, kind(characters[index]) == first { index += 1 }
            }
            result.append((String(characters[start..<index]), start..<index))
        }
        return result
    }

    /// `line` as escaped HTML, each run of characters with the same colour and mark in a span.
    static func code(_ line: String, classes: [String?], changed: Set<Int>) -> String {
        let characters = Array(line)
        var html = ""
        var index = 0
        while index < characters.count {
            let colour = index < classes.count ? classes[index] : nil
            let marked = changed.contains(index)
            var end = index + 1
            while end < characters.count,
                (end < classes.count ? classes[end] : nil) == colour,
                changed.contains(end) == marked
            {
                end += 1
            }
            let text = HTML.escaped(String(characters[index..<end]))
            let names = [colour, marked ? "wd" : nil].compactMap { $0 }
            html +=
                names.isEmpty
                ? text : "<span class=\"\(names.joined(separator: " "))\">\(text)</span>"
            index = end
        }
        return html
    }
}
