/// The cells of unchanged lines, coloured once: the same line, met in the same colouring state,
/// gives the same cell on every page of the tour that shows it, so a site colours each such line
/// once rather than once a side and a page.
final class CodeCells {
    private struct Key: Hashable {
        let line: String
        let colours: SwiftLexer
    }
    private var cells: [Key: (html: String, after: SwiftLexer)] = [:]

    /// `line` as a coloured cell, `colours` moved past it.
    func cell(_ line: String, colours: inout SwiftLexer) -> String {
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
