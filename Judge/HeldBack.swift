import Foundation
import XCTest

/// The judge's own way to compare what the held-back cases get with what they expect: by a
/// rendering of what each value holds, read by reflection, never by the app's `==`, its
/// `description` or any conformance it declares. An answer whose `==` says yes to anything
/// fails here as it should; one whose types order, compare or print themselves their own way
/// passes, since only what the values hold is read. `check` puts this file beside every step's
/// held-back cases; no exercise holds it, and the app module cannot reach or change a type of
/// the test module.
enum HeldBack {
    /// Fails the test when `actual` and `expected` do not hold the same, showing both.
    static func assertSame<T>(
        _ actual: @autoclosure () throws -> T, _ expected: @autoclosure () throws -> T,
        _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
        line: UInt = #line
    ) {
        do {
            let (got, wanted) = (rendering(try actual()), rendering(try expected()))
            if got != wanted {
                let said = message()
                XCTFail(
                    "held back: got \(got), expected \(wanted)" + (said.isEmpty ? "" : ": \(said)"),
                    file: file, line: line)
            }
        } catch {
            XCTFail("held back: threw \(error)", file: file, line: line)
        }
    }

    /// What `value` holds, as text: Swift's and Foundation's plain values as themselves, an
    /// enum by its case's name (the runtime's, not its description), anything else by its
    /// type and stored properties, in order. A type of the app that replaces its own
    /// reflection (`CustomReflectable`) fails the test: what it shows is not what it holds.
    static func rendering(_ value: Any, depth: Int = 0) -> String {
        guard depth < 12 else { return "…" }
        switch value {
        case let text as String: return quoted(text)
        case let text as Substring: return quoted(String(text))
        case let date as Date: return "Date(\(date.timeIntervalSinceReferenceDate))"
        case let url as URL: return "URL(\(quoted(url.absoluteString)))"
        case let data as Data: return "Data(\(data.base64EncodedString()))"
        case let id as UUID: return "UUID(\(id.uuidString))"
        case let number as Decimal:
            return "Decimal(\(NSDecimalNumber(decimal: number).stringValue))"
        case is Bool, is Int, is Int8, is Int16, is Int32, is Int64, is UInt, is UInt8, is UInt16,
            is UInt32, is UInt64, is Double, is Float, is Character:
            return "\(value)"
        default: break
        }
        let type = type(of: value)
        let typeName = String(reflecting: type)
        if value is CustomReflectable, typeName.hasPrefix("MyBiz.") {
            XCTFail(
                "held back: \(typeName) replaces its own reflection (CustomReflectable), so what "
                    + "its values hold cannot be read; the held-back cases compare what values "
                    + "hold")
            return "\(typeName)(unreadable)"
        }
        let mirror = Mirror(reflecting: value)
        func children(_ mirror: Mirror) -> [String] {
            (mirror.superclassMirror.map(children) ?? [])
                + mirror.children.map { child in
                    (child.label.map { $0 + ": " } ?? "") + rendering(child.value, depth: depth + 1)
                }
        }
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { rendering($0.value, depth: depth + 1) } ?? "nil"
        case .collection:
            return "[" + children(mirror).joined(separator: ", ") + "]"
        case .set:
            return "Set[" + children(mirror).sorted().joined(separator: ", ") + "]"
        case .dictionary:
            let pairs = mirror.children.map { pair in
                Mirror(reflecting: pair.value).children.map {
                    rendering($0.value, depth: depth + 1)
                }
                .joined(separator: ": ")
            }
            return "[" + pairs.sorted().joined(separator: ", ") + "]"
        case .tuple:
            return "(" + children(mirror).joined(separator: ", ") + ")"
        case .enum:
            let name = caseName(of: value).map { "." + $0 } ?? ".?"
            let payload = mirror.children.first.map {
                "(" + rendering($0.value, depth: depth + 1) + ")"
            }
            return typeName + name + (payload ?? "")
        default:
            return typeName + "(" + children(mirror).joined(separator: ", ") + ")"
        }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0.escaped(asASCII: false) }.joined() + "\""
    }

    /// The name of `value`'s case, as the Swift runtime keeps it (what `print` shows of an enum
    /// that does not describe itself).
    private static func caseName<T>(of value: T) -> String? {
        swiftEnumCaseName(value).map { String(cString: $0) }
    }
}

@_silgen_name("swift_EnumCaseName")
private func swiftEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?
