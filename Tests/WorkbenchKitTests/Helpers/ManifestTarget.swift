import Foundation

/// A target of a manifest, as its text declares it.
struct ManifestTarget: Equatable, CustomStringConvertible {
    var kind: String
    var name: String
    var dependencies: [String]
    var path: String?
    var resources: String?
    var settings: String?

    var description: String {
        "\(kind) \(name) \(dependencies) path: \(path ?? "-") resources: \(resources ?? "-") "
            + "settings: \(settings ?? "-")"
    }

    /// Every `.target`, `.testTarget`, `.executableTarget` and `.systemLibrary` of `manifest`.
    static func all(in manifest: String) -> [String: ManifestTarget] {
        var targets: [String: ManifestTarget] = [:]
        let text = Array(manifest)
        let kinds = [".target(", ".testTarget(", ".executableTarget(", ".systemLibrary("]
        var index = 0
        while index < text.count {
            guard let kind = kinds.first(where: { text[index...].starts(with: $0) }) else {
                index += 1
                continue
            }
            let open = index + kind.count - 1
            let close = Self.closing(text, from: open)
            let call = String(text[(open + 1)..<close])
            if let name = Self.argument("name", in: call).map(Self.unquoted) {
                targets[name] = ManifestTarget(
                    kind: String(kind.dropFirst().dropLast()), name: name,
                    dependencies: Self.argument("dependencies", in: call).map(Self.strings) ?? [],
                    path: Self.argument("path", in: call).map(Self.unquoted),
                    resources: Self.argument("resources", in: call).map(Self.squeezed),
                    settings: Self.argument("swiftSettings", in: call).map(Self.squeezed))
            }
            index = close
        }
        return targets
    }

    /// Walks `text` from `start`, skipping string literals, and calls `visit` with the index of
    /// each character outside a string and the depth of brackets it stands at (a closing bracket
    /// at its opening one's); stops where `visit` returns true. Returns that index, or the end.
    private static func scan(_ text: [Character], from start: Int, _ visit: (Int, Int) -> Bool)
        -> Int
    {
        var depth = 0
        var inString = false
        var index = start
        while index < text.count {
            let character = text[index]
            if inString {
                if character == "\\" { index += 1 } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else {
                if ")]".contains(character) { depth -= 1 }
                if visit(index, depth) { return index }
                if "([".contains(character) { depth += 1 }
            }
            index += 1
        }
        return text.count
    }

    /// The index of the bracket that closes the one at `open`.
    private static func closing(_ text: [Character], from open: Int) -> Int {
        scan(text, from: open) { index, depth in
            index > open && depth == 0 && ")]".contains(text[index])
        }
    }

    /// The text of argument `label` of a call's arguments, at the top level: from its label to
    /// the next comma outside brackets and strings.
    private static func argument(_ label: String, in call: String) -> String? {
        let text = Array(call)
        let start = scan(text, from: 0) { index, depth in
            depth == 0 && text[index...].starts(with: label + ":")
                && (index == 0 || ", \n(".contains(text[index - 1]))
        }
        guard start < text.count else { return nil }
        let begin = start + label.count + 1
        let end = scan(text, from: begin) { index, depth in depth == 0 && text[index] == "," }
        return String(text[begin..<end]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func unquoted(_ text: String) -> String {
        text.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
    }

    private static func strings(_ text: String) -> [String] {
        text.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map {
            String($0.element)
        }
    }

    /// `text` without its spaces, line breaks, comments and trailing commas.
    private static func squeezed(_ text: String) -> String {
        text.split(separator: "\n").map { line in
            line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }.joined().filter { !$0.isWhitespace }.replacingOccurrences(of: ",]", with: "]")
            .replacingOccurrences(of: ",)", with: ")")
    }
}
