import Foundation

/// The judge's own rendering of a value, by which `check` compares what the tests get with what
/// they expect (see `HeldBack.swift`): what each value holds, read by reflection, never by the
/// app's `==`, its `description` or any conformance it declares. `check` puts this file in the
/// Fixtures module of the package it judges, which does not import the app, so no extension the
/// app declares (an `Array.joined` of its own, say) is seen here.
public enum HeldBackRendering {
    /// Why `actual` and `expected` differ, after `heading`, with both as this reading shows
    /// them and `message`; nil when they hold the same. A value this reading cannot read is said
    /// to differ. The whole text is made here, where the app's declarations are not seen.
    public static func mismatch<T>(
        _ actual: T, _ expected: T, _ message: String = "", heading: String = ""
    ) -> String? {
        var reader = Reader()
        let got = reader.rendering(actual, depth: 0)
        let wanted = reader.rendering(expected, depth: 0)
        let said = message.isEmpty ? "" : ": \(message)"
        if let unreadable = reader.unreadable {
            return heading + "the judge cannot read what these values hold: \(unreadable)\(said)"
        }
        return got == wanted ? nil : heading + "got \(got), expected \(wanted)\(said)"
    }

    /// What `value` holds, as text (for tests of this reading).
    public static func rendering(_ value: Any) -> String {
        var reader = Reader()
        return reader.rendering(value, depth: 0)
    }

    /// One reading: what it found it cannot read, and the objects it is inside, so a cycle of
    /// references ends.
    private struct Reader {
        var unreadable: String?
        var inside: [ObjectIdentifier] = []

        /// Swift's and Foundation's plain values as themselves, an enum by its case's name (the
        /// runtime's, not its description), anything else by its type and stored properties, in
        /// order. A type of the app that replaces its own reflection (`CustomReflectable`), a
        /// class of the app whose instances hold nothing to read, or a closure is unreadable:
        /// what it shows is not what it holds.
        mutating func rendering(_ value: Any, depth: Int) -> String {
            switch value {
            case let text as String: return quoted(text)
            case let text as Substring: return quoted(String(text))
            case let date as Date: return "Date(\(date.timeIntervalSinceReferenceDate))"
            case let url as URL: return "URL(\(quoted(url.absoluteString)))"
            case let data as Data: return "Data(\(data.base64EncodedString()))"
            case let id as UUID: return "UUID(\(id.uuidString))"
            case let number as Decimal: return "Decimal(\(number))"
            case let number as Double: return number == 0 ? "0.0" : "\(number)"
            case let number as Float: return number == 0 ? "0.0" : "\(number)"
            case is Bool, is Int, is Int8, is Int16, is Int32, is Int64, is UInt, is UInt8,
                is UInt16, is UInt32, is UInt64, is Character:
                return "\(value)"
            default: break
            }
            guard depth < 64 else {
                unreadable = unreadable ?? "values nested more than 64 deep"
                return "…"
            }
            let typeName = String(reflecting: type(of: value))
            let ownType = typeName.hasPrefix("MyBiz.")
            if typeName.contains(" -> ") {
                unreadable =
                    unreadable
                    ?? "a closure (\(typeName)) holds what no reading can see; compare values "
                    + "that hold their data"
                return typeName
            }
            if ownType, value is CustomReflectable {
                unreadable =
                    unreadable
                    ?? "\(typeName) replaces its own reflection (CustomReflectable), so what its "
                    + "values hold cannot be read; let Swift reflect them"
                return typeName + "(?)"
            }
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .class {
                let object = ObjectIdentifier(value as AnyObject)
                if inside.contains(object) { return typeName + "(cycle)" }
                if ownType, holdsNothing(mirror) {
                    unreadable =
                        unreadable
                        ?? "\(typeName) is a class whose instances show nothing they hold, so "
                        + "two of them cannot be told apart by what they hold"
                }
                inside.append(object)
            }
            defer { if mirror.displayStyle == .class { inside.removeLast() } }
            switch mirror.displayStyle {
            case .optional:
                guard let some = mirror.children.first else { return "nil" }
                return rendering(some.value, depth: depth + 1)
            case .collection:
                return "[" + children(of: mirror, depth: depth).joined(separator: ", ") + "]"
            case .set:
                return "Set[" + children(of: mirror, depth: depth).sorted().joined(separator: ", ")
                    + "]"
            case .dictionary:
                var pairs: [String] = []
                for pair in mirror.children {
                    let parts = Mirror(reflecting: pair.value).children.map(\.value)
                    pairs.append(
                        parts.map { rendering($0, depth: depth + 1) }.joined(separator: ": "))
                }
                return "[" + pairs.sorted().joined(separator: ", ") + "]"
            case .tuple:
                return "(" + children(of: mirror, depth: depth).joined(separator: ", ") + ")"
            case .enum:
                let name = enumCaseName(value).map { "." + String(cString: $0) }
                if name == nil, ownType {
                    unreadable = unreadable ?? "\(typeName)'s cases have no name to read"
                }
                let payload = mirror.children.first.map {
                    "(" + rendering($0.value, depth: depth + 1) + ")"
                }
                return typeName + (name ?? ".?") + (payload ?? "")
            default:
                return typeName + "(" + children(of: mirror, depth: depth).joined(separator: ", ")
                    + ")"
            }
        }

        /// Whether a class's instances show no stored property, in the class or any superclass.
        private func holdsNothing(_ mirror: Mirror) -> Bool {
            mirror.children.isEmpty && (mirror.superclassMirror.map(holdsNothing) ?? true)
        }

        /// The labelled children of `mirror`, its superclasses' first.
        private mutating func children(of mirror: Mirror, depth: Int) -> [String] {
            var shown: [String] = []
            if let superclass = mirror.superclassMirror {
                shown += children(of: superclass, depth: depth)
            }
            // Lazy storage, read on one side and not yet on the other, is not what a value holds.
            for child in mirror.children where child.label?.hasPrefix("$__lazy_storage_$_") != true
            {
                shown.append(
                    (child.label.map { $0 + ": " } ?? "") + rendering(child.value, depth: depth + 1)
                )
            }
            return shown
        }

        private func quoted(_ text: String) -> String {
            "\"" + text.unicodeScalars.map { $0.escaped(asASCII: false) }.joined() + "\""
        }
    }
}

/// The name of a value's enum case, as the Swift runtime keeps it (what `print` shows of an enum
/// that does not describe itself); nil where the runtime has none.
@_silgen_name("swift_EnumCaseName")
private func enumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?
