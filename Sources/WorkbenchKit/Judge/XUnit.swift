import Foundation

/// The test cases of an xUnit report as Swift Testing writes it.
enum XUnit {
    struct Case {
        let id: String
        let outcome: TestOutcomes.Outcome
    }

    static func cases(in xml: String) -> [Case] {
        var cases: [Case] = []
        var rest = xml[...]
        while let start = rest.range(of: "<testcase ") {
            let tail = rest[start.upperBound...]
            guard let close = tail.firstIndex(of: ">") else { break }
            let attributes = " " + tail[..<close]
            let selfClosing = attributes.hasSuffix("/")
            let body: Substring
            if selfClosing {
                body = ""
                rest = tail[close...]
            } else {
                let end = tail.range(of: "</testcase>")?.lowerBound ?? tail.endIndex
                body = tail[close..<end]
                rest = tail[end...]
            }
            let id =
                value(of: "classname", in: attributes[...]) + "."
                + value(of: "name", in: attributes[...])
            let outcome: TestOutcomes.Outcome =
                body.contains("<failure")
                ? .failed(value(of: "message", in: body))
                : body.contains("<skipped") ? .skipped : .passed
            cases.append(Case(id: id, outcome: outcome))
        }
        return cases
    }

    /// The unescaped value of attribute `name` in `text`, or "".
    private static func value(of name: String, in text: Substring) -> String {
        guard let start = text.range(of: " \(name)=\""),
            let end = text[start.upperBound...].firstIndex(of: "\"")
        else { return "" }
        return unescaped(text[start.upperBound..<end])
    }

    private static func unescaped(_ text: Substring) -> String {
        var result = ""
        var rest = text
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: amp)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number =
                    entity.hasPrefix("#x")
                    ? UInt32(entity.dropFirst(2), radix: 16) : UInt32(entity.dropFirst())
                result += number.flatMap(Unicode.Scalar.init).map(String.init) ?? "&\(entity);"
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
