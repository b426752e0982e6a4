import Diffing
import Foundation
import Testing

@testable import WorkbenchKit

/// What the judge keeps beside the chain, in `Judge/`: the mutants of each test-writing step and
/// the held-back cases of each feature and fix step, read and checked against the chain.
@Suite("The judge's files")
struct JudgeFilesTests {
    let chain: Chain
    let workspace: Workspace

    init() throws {
        (workspace, chain) = try thisPackage.get()
    }

    @Test(
        "a test-writing step keeps at least five mutants, each a bug in the code under test, the generator's among them"
    )
    func mutants() throws {
        for step in chain.steps where step.appPatches.isEmpty {
            let reference = try StepPackage.tree(
                workspace: workspace, chain: chain, through: step.number)
            let judging = try StepJudging(workspace: workspace, step: step, reference: reference)
            #expect(judging.mutants.count >= 5, "\(step.id)")
            let generated = judging.mutants.filter { $0.origin.contains("/generated.txt:") }
            #expect(!generated.isEmpty, "\(step.id) lists none of the generator's mutants")
            let schema = MutantSchema(reference, mutants: judging.mutants, key: .random())
            #expect(schema.apart.isEmpty, "\(step.id): \(schema.apart) need builds of their own")
            var seen: Set<String> = []
            for mutant in judging.mutants {
                let mutated = try mutant.apply(to: reference)
                #expect(mutated != reference, "\(mutant.name) changes nothing")
                #expect(seen.insert(mutant.what).inserted, "\(mutant.name) repeats a bug")
            }
        }
    }

    @Test("every feature and fix step keeps held-back cases, each a test class of its own")
    func heldBack() throws {
        let states = try thisPackageStates.get()
        let shared = try workspace.sharedFiles()
        // The test classes of each file, by its text: most test files are the same from one
        // state to the next, and a file's classes depend on its text alone.
        let classesOfText = Memo<String, Set<String>>()
        func classes(of text: String) -> Set<String> {
            classesOfText.value(for: text) { Set(TestGroups.testClasses(in: [text]).keys) }
        }
        for step in chain.steps where ["feature", "fix"].contains(step.kind) {
            let visible = StepPackage.assemble(
                shared: shared, state: states[step.number], readme: "")
            let judging = try StepJudging(workspace: workspace, step: step, reference: visible)
            let heldBack = TestGroups.testClasses(in: Array(judging.heldBack.values))
            #expect(!heldBack.isEmpty, "\(step.id) has no held-back cases")
            let names = visible.files.filter { $0.key.hasPrefix("Tests/") }.values
                .reduce(into: Set<String>()) { $0.formUnion(classes(of: $1)) }
            #expect(!names.isEmpty, "\(step.id): no visible test class was found")
            #expect(Set(heldBack.keys).isDisjoint(with: names), "\(step.id)")
        }
    }

    @Test("a step's generated list is read against the app after the step; a moved id is refused")
    func generatedList() throws {
        let step = try #require(chain.steps.first { $0.appPatches.isEmpty })
        let reference = try StepPackage.tree(
            workspace: workspace, chain: chain, through: step.number)
        let judging = try StepJudging(workspace: workspace, step: step, reference: reference)
        let listed = try #require(judging.mutants.first { $0.origin.contains("generated.txt") })
        let file = try #require(listed.patches.first?.path)

        var moved = reference
        moved.files[file] = "\n" + (reference.files[file] ?? "")
        let error = thrownError(WorkbenchError.self) {
            try StepJudging(workspace: workspace, step: step, reference: moved)
        }
        let text = String(describing: error)
        #expect(text.contains("\(listed.name) is no mutant of the app after step \(step.number)"))
        #expect(text.contains("workbench mutate --step \(step.number) --list"))
    }

    @Test("a mutant file names its bug and changes only the app module")
    func mutantFormat() throws {
        let patch = FilePatch(path: "Sources/MyBiz/A.swift", old: "a\n", new: "b\n").text
        let mutant = try Mutant(parsing: "what: says b\n\n" + patch, path: "Judge/x/one.mutant")
        #expect(mutant.what == "says b" && mutant.name == "one")
        #expect(mutant.origin == "Judge/x/one.mutant")
        #expect(
            try mutant.apply(to: SourceTree(files: ["Sources/MyBiz/A.swift": "a\n"])).files
                == ["Sources/MyBiz/A.swift": "b\n"])
        let outside = FilePatch(path: "Tests/A.swift", old: "a\n", new: "b\n").text
        for text in ["no header\n\n" + patch, "what: x\n\n" + outside, "what: x\n\n"] {
            #expect(throws: WorkbenchError.self) {
                try Mutant(parsing: text, path: "Judge/x/bad.mutant")
            }
        }
    }
}
