/// Where a command writes, and whether it may colour its output.
public struct Console: Sendable {
    public let write: @Sendable (String) -> Void
    public let writeError: @Sendable (String) -> Void
    public let colored: Bool

    public init(
        colored: Bool, write: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void
    ) {
        self.colored = colored
        self.write = write
        self.writeError = writeError
    }

    /// Colours only a terminal, and never when `NO_COLOR` is set.
    public static func colors(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }

    func paint(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// A unified diff, coloured: headers bold, hunk lines cyan, removals red, additions green.
    func diff(_ text: String) -> String {
        guard colored else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if line.hasPrefix("---") || line.hasPrefix("+++") { return paint(String(line), "1") }
            if line.hasPrefix("@@") { return paint(String(line), "36") }
            if line.hasPrefix("-") { return paint(String(line), "31") }
            if line.hasPrefix("+") { return paint(String(line), "32") }
            return String(line)
        }.joined(separator: "\n")
    }
}
