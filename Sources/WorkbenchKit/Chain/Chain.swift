import Diffing
import Foundation

/// The steps in order, from the legacy module (step 0) to the refactored one.
public struct Chain: Sendable {
    public let steps: [Step]

    public init(steps: [Step]) {
        self.steps = steps
    }

    /// The steps parsed in this process, by file name and text: a process that reads the chain
    /// again (the tests' commands run in-process, the room) parses only a file that changed.
    private static let parsed = Memo<String, Step>()

    /// Reads every `*.step` file of `directory`, checking they are numbered 1, 2, 3, … in order.
    public init(directory: URL) throws(WorkbenchError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".step") && !SourceTree.isLitter($0) }
                .sorted { (Self.leadingNumber($0), $0) < (Self.leadingNumber($1), $1) }
        } catch {
            throw .noSteps(directory: directory.path)
        }
        guard !names.isEmpty else { throw .noSteps(directory: directory.path) }
        var steps: [Step] = []
        for name in names {
            guard
                let data = FileManager.default.contents(
                    atPath: directory.appendingPathComponent(name).path),
                let text = String(data: data, encoding: .utf8)
            else { throw .unreadable(path: "Steps/" + name, reason: "not a UTF-8 text file") }
            let step = try Self.parsed.value(for: name + "\n" + text) {
                () throws(WorkbenchError) -> Step in try Step(parsing: text, fileName: name)
            }
            guard step.number == steps.count + 1 else {
                throw .malformedStep(
                    file: name, reason: "expected step number \(steps.count + 1) here")
            }
            steps.append(step)
        }
        self.init(steps: steps)
    }

    /// The number a step's file name starts with, so that step 100 comes after step 99 and not
    /// after step 10; a name without one sorts first, for its step to be refused by number.
    private static func leadingNumber(_ name: String) -> Int {
        Int(name.prefix { $0.isNumber }) ?? 0
    }

    /// The steps labelled `technique`, the one to project first: the fewest lines of app code
    /// changed (of tests, for a step that writes only tests), then the earliest. A facilitator
    /// who shows one step per technique shows that one.
    public func showing(_ technique: String) -> [Step] {
        steps.filter { $0.technique == technique }.sorted {
            ($0.linesToWrite, $0.number) < ($1.linesToWrite, $1.number)
        }
    }

    /// The step named by `name`: a number (0 is the legacy code, and has no step), an id, or a
    /// unique prefix of an id. Returns the step's number.
    public func resolve(_ name: String) throws(WorkbenchError) -> Int {
        guard let number = Self.number(of: name, ids: steps.map(\.id)) else {
            throw .unknownStep(name, known: "\(steps.count)")
        }
        return number
    }

    /// The number of the step `name` names among steps with `ids` (step n has `ids[n - 1]`):
    /// a number from 0, an id, or a prefix that fits one id; nil when it names none.
    static func number(of name: String, ids: [String]) -> Int? {
        if let number = Int(name) { return (0...ids.count).contains(number) ? number : nil }
        if let exact = ids.firstIndex(of: name) { return exact + 1 }
        // Ids begin with their step's number, so a prefix that is not a number fits one id at most.
        let matches = ids.indices.filter { ids[$0].hasPrefix(name) }
        return !name.isEmpty && matches.count == 1 ? matches[0] + 1 : nil
    }

    /// The chain's files as they stand after step `number`, made from the start state.
    public func apply(to start: SourceTree, through number: Int) throws(WorkbenchError)
        -> SourceTree
    {
        var hash = FNV1a()
        for path in start.files.keys.sorted() {
            hash.add(path)
            hash.add(start.files[path]!)
        }
        for path in start.links.keys.sorted() {
            hash.add(path)
            hash.add(start.links[path]!)
        }
        // The key of each state: the start's hash, then the hash of each step's diff.
        var keys: [String] = []
        var key = "\(hash.value)"
        for step in steps.prefix(number) {
            key += "-\(step.diffHash)"
            keys.append(key)
        }
        var tree = start
        var done = 0
        for level in stride(from: keys.count, to: 0, by: -1) {
            if let kept = Self.states.kept(for: keys[level - 1]) {
                tree = kept
                done = level
                break
            }
        }
        for level in done..<keys.count {
            let step = steps[level]
            let before = tree
            tree = try Self.states.value(for: keys[level]) { () throws(WorkbenchError) in
                try Self.apply(step.patches, of: step, to: before)
            }
        }
        return tree
    }

    /// The states made in this process, by the hash of the start state and of the steps'
    /// texts applied to it: a check reads the state before its step and after it, and its room
    /// diff and `--diff` the state after it again, and each is made once.
    private static let states = Memo<String, SourceTree>()

    /// The chain's files at every state, made from the start state: `start` itself (step 0),
    /// then as each step leaves them.
    public func states(from start: SourceTree) throws(WorkbenchError) -> [SourceTree] {
        var states = [start]
        for step in steps {
            states.append(try Self.apply(step.patches, of: step, to: states[states.count - 1]))
        }
        return states
    }

    /// `patches` (all or some of `step`'s) applied to `tree`.
    static func apply(_ patches: [FilePatch], of step: Step, to tree: SourceTree)
        throws(WorkbenchError) -> SourceTree
    {
        var tree = tree
        for patch in patches {
            do {
                let old = patch.oldPath.flatMap { tree.files[$0] }
                if let oldPath = patch.oldPath { tree.files[oldPath] = nil }
                let new = try patch.apply(to: patch.oldPath == nil ? nil : old ?? nil)
                if let newPath = patch.newPath { tree.files[newPath] = new }
            } catch {
                throw .stepDoesNotApply(step: step.id, reason: error)
            }
        }
        return tree
    }

    /// Applies the whole chain to `start` and returns the first difference from `final`, or nil
    /// when the chain gives it byte for byte.
    public func verify(start: SourceTree, final: SourceTree) throws(WorkbenchError) -> String? {
        try apply(to: start, through: steps.count).firstDifference(from: final)
    }
}
