import Diffing

/// The words of a changed line that differ from the line it replaced, marked.
extension SideBySide {
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
