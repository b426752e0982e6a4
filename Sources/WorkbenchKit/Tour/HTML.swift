/// HTML text: every character taken from a source is escaped, and every page the workbench
/// writes (the tour, the comparison, the handout, the room's pages) has one head.
enum HTML {
    static func escaped(_ text: some StringProtocol) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A whole page: `title` (escaped here) and the `head` lines (a signature, the color
    /// scheme, styles, scripts) in its head, and `body` in a body with `bodyAttributes` (each
    /// written with its leading space).
    static func document(
        title: String, head: [String], bodyAttributes: String = "", body: String
    ) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escaped(title))</title>
        \(head.joined(separator: "\n"))
        </head>
        <body\(bodyAttributes)>
        \(body)
        </body>
        </html>

        """
    }
}
