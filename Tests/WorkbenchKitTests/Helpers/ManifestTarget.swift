import Foundation
import Testing

@testable import WorkbenchKit

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

    /// The index of the bracket that closes the one at `open`, skipping string literals.
    private static func closing(_ text: [Character], from open: Int) -> Int {
        var depth = 0
        var inString = false
        var index = open
        while index < text.count {
            let character = text[index]
            if inString {
                if character == "\\" { index += 1 } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if "([".contains(character) {
                depth += 1
            } else if ")]".contains(character) {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return text.count
    }

    /// The text of argument `label` of a call's arguments, at the top level.
    private static func argument(_ label: String, in call: String) -> String? {
        let text = Array(call)
        var depth = 0
        var inString = false
        var index = 0
        var start: Int?
        while index < text.count {
            let character = text[index]
            if inString {
                if character == "\\" { index += 1 } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if "([".contains(character) {
                depth += 1
            } else if ")]".contains(character) {
                depth -= 1
            } else if depth == 0, character == "," || index == text.count - 1 {
                if let begin = start {
                    return String(text[begin..<(character == "," ? index : index + 1)])
                        .trimmingCharacters(in: .whitespacesAndNewlines)
                }
            }
            if start == nil, depth == 0, !inString, text[index...].starts(with: label + ":"),
                index == 0 || ", \n(".contains(text[index - 1])
            {
                index += label.count + 1
                start = index
                continue
            }
            index += 1
        }
        return start.map {
            String(text[$0...]).trimmingCharacters(
                in: .whitespacesAndNewlines.union(.init(charactersIn: ",")))
        }
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
