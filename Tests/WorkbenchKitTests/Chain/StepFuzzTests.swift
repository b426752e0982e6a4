import Diffing
import Fixtures
import Foundation
import Testing

@testable import WorkbenchKit

/// Damaged copies of the real step files: reading one either gives a step or throws the
/// workbench's error, and applying a step that reads either gives a tree or throws it. Nothing
/// traps, whatever the damage.
@Suite("Damaged step files")
struct StepFuzzTests {
    /// The step files, each with the chain's files as they stand before it.
    struct Original: Sendable {
        let name: String
        let lines: [Substring]
        let before: SourceTree
    }

    static let originals: [Original] = {
        guard let chain = try? thisPackage.get().1, let states = try? thisPackageStates.get()
        else { return [] }
        return zip(chain.steps, states).map { step, before in
            Original(
                name: step.id + ".step",
                lines: step.text.split(separator: "\n", omittingEmptySubsequences: false),
                before: before)
        }
    }()

    /// Four batches of 500, run side by side: 2,000 damaged copies in all.
    @Test(
        "2,000 damaged copies of the steps are read and applied without a trap",
        arguments: 0..<4)
    func damagedSteps(batch: UInt64) throws {
        try #require(Self.originals.count > 10, "the steps could not be read")
        var random = SeededGenerator(seed: 20_261_130 + batch)
        var outcomes = (read: 0, refused: 0, applied: 0, didNotApply: 0)
        for _ in 0..<500 {
            let original = Self.originals.randomElement(using: &random)!
            var lines = original.lines
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                Damage.allCases.randomElement(using: &random)!.apply(to: &lines, using: &random)
            }
            let damaged = lines.joined(separator: "\n")
            let step: Step
            do {
                step = try Step(parsing: damaged, fileName: original.name)
                outcomes.read += 1
            } catch {
                #expect(!error.description.isEmpty)
                outcomes.refused += 1
                continue
            }
            do {
                _ = try Chain.apply(step.patches, of: step, to: original.before)
                outcomes.applied += 1
            } catch {
                #expect(error.description.contains(step.id))
                outcomes.didNotApply += 1
            }
        }
        #expect(outcomes.refused > 100, "\(outcomes)")
        #expect(outcomes.didNotApply > 0, "\(outcomes)")
    }
}

/// One kind of damage to a step file's text.
enum Damage: CaseIterable {
    case truncate, dropLine, repeatLine, swapCharacters, breakHunkHeader, dropHeaderLine
    case escapePath, insertLine

    func apply(to lines: inout [Substring], using random: inout SeededGenerator) {
        guard !lines.isEmpty else { return }
        let index = Int.random(in: 0..<lines.count, using: &random)
        switch self {
        case .truncate:
            lines.removeSubrange(index...)
            if let last = lines.popLast() {
                lines.append(last.prefix(Int.random(in: 0...last.count, using: &random)))
            }
        case .dropLine:
            lines.remove(at: index)
        case .repeatLine:
            lines.insert(lines[index], at: index)
        case .swapCharacters:
            var characters = Array(lines[index])
            if characters.count > 1 {
                characters.swapAt(
                    Int.random(in: 0..<characters.count, using: &random),
                    Int.random(in: 0..<characters.count, using: &random))
            }
            lines[index] = Substring(String(characters))
        case .breakHunkHeader:
            let headers = lines.indices.filter { lines[$0].utf8.starts(with: "@@".utf8) }
            guard let header = headers.randomElement(using: &random) else { return }
            let numbers = ["-1", "0", "", "x", "99999999999", "-9223372036854775808", "3,-2", ","]
            lines[header] =
                [
                    "@@ - + @@", "@@ -\(numbers.randomElement(using: &random)!) +1 @@",
                    "@@ -1,\(numbers.randomElement(using: &random)!) +\(numbers.randomElement(using: &random)!) @@",
                    "@@", "@@ -1,2", "@@ -0,0 +0,0 @@",
                ].randomElement(using: &random)![...]
        case .dropHeaderLine:
            let header = lines.prefix { !$0.isEmpty }.indices
            guard let line = header.randomElement(using: &random) else { return }
            lines.remove(at: line)
        case .escapePath:
            let paths = lines.indices.filter {
                lines[$0].utf8.starts(with: "+++ ".utf8) || lines[$0].utf8.starts(with: "--- ".utf8)
            }
            guard let path = paths.randomElement(using: &random) else { return }
            let prefix = String(lines[path].prefix(4))
            lines[path] = Substring(
                prefix + [
                    "b/../../outside.swift", "/etc/passwd", "b/Sources/MyBiz/../../../x",
                    "/dev/null",
                    "b/", "b/Sources/MiniUIKit/UIView.swift",
                ].randomElement(using: &random)!)
        case .insertLine:
            lines.insert(
                ["\\ No newline at end of file", "@@ -1 +1 @@", "+", "-", " ", "--- a/x", "weird"]
                    .randomElement(using: &random)![...], at: index)
        }
    }
}
