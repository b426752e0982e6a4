import Diffing
import Foundation
import Testing
import WorkbenchKit

@Suite("The step chain")
struct ChainTests {
    let workspace: Workspace

    init() throws {
        workspace = try Workspace(root: packageRoot, searchingFrom: packageRoot)
    }

    @Test(
        "applying every step to LegacyMyBiz gives RefactoredMyBiz, MyBizTests, the seams and the approvals byte for byte"
    )
    func chainReproducesThePackage() throws {
        let final = try workspace.finalState()
        let difference = try workspace.chain().verify(start: workspace.startState(), final: final)

        #expect(difference == nil, "\(difference ?? "")")
        #expect(final.files.keys.contains { $0.hasPrefix("Tests/MyBizTests/") })
        #expect(final.files.keys.contains { $0.hasPrefix("Tests/Fixtures/Approved/since-") })
        #expect(final.files.keys.contains { $0.hasPrefix("Tests/CharacterizationTests/Seams/") })
    }

    @Test("every step has a header, a diff, and numbers 1, 2, 3, … with unique ids")
    func stepsAreWellFormed() throws {
        let chain = try workspace.chain()

        #expect(chain.steps.map(\.number) == Array(1...chain.steps.count))
        #expect(Set(chain.steps.map(\.id)).count == chain.steps.count)
        #expect(chain.steps.count >= 14)
    }

    @Test("a step is named by number, id or unique prefix; 0 is the legacy code")
    func resolving() throws {
        let chain = try workspace.chain()
        let first = try #require(chain.steps.first)

        #expect(try chain.resolve("0") == 0)
        #expect(try chain.resolve("1") == 1)
        #expect(try chain.resolve(first.id) == 1)
        #expect(try chain.resolve(String(first.id.prefix(4))) == 1)
        #expect(throws: WorkbenchError.unknownStep("6a", known: "\(chain.steps.count)")) {
            try chain.resolve("6a")
        }
        let past = String(chain.steps.count + 1)
        #expect(throws: WorkbenchError.unknownStep(past, known: "\(chain.steps.count)")) {
            try chain.resolve(past)
        }
        #expect(throws: WorkbenchError.unknownStep("nope", known: "\(chain.steps.count)")) {
            try chain.resolve("nope")
        }
    }
}

@Suite("A step file")
struct StepFileTests {
    @Test("a chain of more than 99 steps reads step 100 after step 99, not after step 10")
    func hundredthStep() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("chain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for number in 1...100 {
            let id = (number < 10 ? "0" : "") + "\(number)-sample"
            let text =
                Self.header.replacingOccurrences(of: "id: 03-sample", with: "id: " + id)
                + FilePatch(path: "Sources/MyBiz/S\(number).swift", old: nil, new: "a line\n").text
            try Data(text.utf8).write(to: folder.appendingPathComponent(id + ".step"))
        }

        let chain = try Chain(directory: folder)

        #expect(chain.steps.map(\.number) == Array(1...100))
        #expect(chain.steps.last?.id == "100-sample")
    }

    static let header = """
        id: 03-sample
        title: A sample
        chapter: 11
        technique: Sprout Method
        kind: feature
        pinned by: Characterization/Models
        driven by: SampleTests
        hint: Start from the test.
        why: To be read back.


        """

    func parse(_ diff: String) throws(WorkbenchError) -> Step {
        try Step(parsing: Self.header + diff, fileName: "03-sample.step")
    }

    func patch(_ path: String) -> String {
        FilePatch(path: path, old: nil, new: "a line\n").text
    }

    @Test("reads back to the same text, and counts app lines apart from tests and approvals")
    func roundTrip() throws {
        let text =
            Self.header + patch("Sources/MyBiz/A.swift") + patch("Tests/MyBizTests/ATests.swift")
            + patch("Tests/Fixtures/Approved/since-3/screens/a.approved.txt")
        let step = try Step(parsing: text, fileName: "03-sample.step")

        #expect(step.text == text)
        #expect(step.changedLines == 1)
        #expect(step.changedTestLines == 2)
        #expect(step.appPatches.map(\.path) == ["Sources/MyBiz/A.swift"])
    }

    @Test(
        "refuses a path outside the chain, one that leaves the package, and another step's approvals",
        arguments: [
            ("Sources/MiniUIKit/UIView.swift", "outside the chain"),
            ("Sources/MyBiz/../../etc/passwd", "leaves the package"),
            ("/etc/passwd", "leaves the package"),
            ("Tests/Fixtures/Approved/since-4/screens/a.approved.txt", "belongs to step 4"),
        ])
    func refusesPaths(path: String, reason: String) {
        #expect {
            try parse(patch(path))
        } throws: { error in
            "\(error)".contains(reason) && "\(error)".contains("Steps/03-sample.step")
        }
    }

    @Test("refuses an unknown header field, naming it")
    func unknownField() {
        #expect {
            try Step(
                parsing: "change: 5a\n" + Self.header + patch("Sources/MyBiz/A.swift"),
                fileName: "03-sample.step")
        } throws: { error in
            "\(error)".contains("unknown header field 'change'")
        }
    }
}
