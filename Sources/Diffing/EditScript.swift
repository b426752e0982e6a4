/// The lines two texts share and the ones that differ, in order, deletions before insertions.
/// Lines come in as numbers, equal lines having equal numbers, so comparing them is cheap.
struct EditScript {
    enum Operation: Equatable {
        case keep(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)

        var isChange: Bool {
            if case .keep = self { return false }
            return true
        }
    }

    let operations: [Operation]

    init(old: [Int], new: [Int]) {
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var operations: [Operation] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count, removed.contains(oldIndex) {
                operations.append(.delete(old: oldIndex))
                oldIndex += 1
            } else if newIndex < new.count, inserted.contains(newIndex) {
                operations.append(.insert(new: newIndex))
                newIndex += 1
            } else {
                operations.append(.keep(old: oldIndex, new: newIndex))
                oldIndex += 1
                newIndex += 1
            }
        }
        self.operations = operations
    }
}
