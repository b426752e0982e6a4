/// How two sequences line up: the elements they share, in order, and the ones only one of them
/// has, removals before additions. The same edit script as a unified diff's, for any elements.
public enum Alignment: Equatable, Sendable {
    case same(old: Int, new: Int)
    case removed(old: Int)
    case added(new: Int)

    /// The alignment of `old` and `new`, by index into each.
    public static func of<Element: Hashable>(_ old: [Element], _ new: [Element]) -> [Alignment] {
        var numbers: [Element: Int] = [:]
        func number(_ element: Element) -> Int {
            if let known = numbers[element] { return known }
            numbers[element] = numbers.count
            return numbers.count - 1
        }
        let script = EditScript(old: old.map(number), new: new.map(number))
        return script.operations.map { operation in
            switch operation {
            case .keep(let old, let new): .same(old: old, new: new)
            case .delete(let old): .removed(old: old)
            case .insert(let new): .added(new: new)
            }
        }
    }
}
