import Diffing
import Foundation
import Testing

@testable import WorkbenchKit

/// A mutant judged by the tests: they run on the mutant's build while the package's sources
/// hold the code it mutates, so a test that reads the sources and pins their text catches no
/// mutant. The runs here are of a stand-in for `swift` (`standIn`, in MutantRunStandIn.swift):
/// its build keeps the app's source as the "binary", and its run has five tests: what the built
/// code does, the text on disk, and three that tell one run from another by other means.
@Suite("A mutant's test run")
struct MutantRunTests {
    let api = "Sources/MyBiz/API.swift"
    /// A constant, outside any function body: a mutant of it is built apart, not chosen in a
    /// schema (`MutantSchema`), so these runs are of the stand-in's builds.
    let reference = "let answer = 42\n"
    let mutated = "let answer = 43\n"
    /// The package's code: the reference's.
    var tree: SourceTree { SourceTree(files: [api: reference]) }

    @Test("the tests run on the mutant's build, with the reference's text in the package")
    func textHidden() throws {
        let (package, folder) = try standIn(crashingOnce: false)
        defer { try? FileManager.default.removeItem(at: folder) }

        let outcomes = try #require(
            try package.test(mutant: SourceTree(files: [api: mutated]), showing: tree, filter: nil))

        #expect(outcomes.outcome(of: "MyBizTests.ATests/test_behaviour") == .failed("failed"))
        #expect(outcomes.outcome(of: "MyBizTests.ATests/test_text") == .passed)
        #expect(try text(api, in: folder) == reference)
        #expect(try text(".build/built.swift", in: folder) == mutated, "the mutant was built")
    }

    @Test("a run built again after a crash is of the mutant again, its text hidden again")
    func textHiddenAfterACrash() throws {
        let (package, folder) = try standIn(crashingOnce: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let outcomes = try #require(
            try package.test(mutant: SourceTree(files: [api: mutated]), showing: tree, filter: nil))

        #expect(outcomes.crashedBefore != nil)
        #expect(outcomes.outcome(of: "MyBizTests.ATests/test_behaviour") == .failed("failed"))
        #expect(outcomes.outcome(of: "MyBizTests.ATests/test_text") == .passed)
        #expect(try text(api, in: folder) == reference)
    }

    @Test("a run cannot read what the run before it printed, which would tell it a mutant's run")
    func earlierOutputGone() throws {
        let (package, folder) = try standIn(crashingOnce: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try firstRun(package)

        let outcomes = try #require(
            try package.test(mutant: SourceTree(files: [api: mutated]), showing: tree, filter: nil))

        #expect(first.outcome(of: "MyBizTests.ATests/test_firstRun") == .passed)
        #expect(outcomes.outcome(of: "MyBizTests.ATests/test_firstRun") == .passed)
        #expect(try text(JudgedPackage.testOutput, in: folder).contains("test_behaviour"))
    }

    @Test("a mutant that does not compile runs no test, and the package holds the reference")
    func doesNotCompile() throws {
        let (package, folder) = try standIn(crashingOnce: false)
        defer { try? FileManager.default.removeItem(at: folder) }

        let outcomes = try package.test(
            mutant: SourceTree(files: [api: "does not compile\n"]), showing: tree, filter: nil)

        #expect(outcomes == nil)
        #expect(try text(api, in: folder) == reference)
    }

    @Test(
        "tests catch the mutants that change what the code does, the reference run again among them",
        arguments: 0...2)
    func catches(again: Int) throws {
        let (package, folder) = try standIn(crashingOnce: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = ["MyBizTests.ATests/test_behaviour", "MyBizTests.ATests/test_text"]

        var runs: [JudgedPackage.Run] = [.mutant(0), .mutant(1)]
        runs.insert(.reference, at: again)

        let caught = try package.catches(
            [mutant("the same", reference), mutant("forty-three", mutated)], of: tree,
            expected: expected, filter: nil, runs: runs)

        #expect(caught == .mutants(.init(caught: 1, total: 2, missed: ["the same"])))
        #expect(try SourceTree(directory: folder) == tree, "no received text is left")
    }

    @Test(
        "tests that tell a mutant's run by anything but what the code does fail on the reference run again",
        arguments: ["test_onlyOnce", "test_pinnedBuild"])
    func unsteady(test: String) throws {
        let (package, folder) = try standIn(crashingOnce: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try firstRun(package)

        let caught = try package.catches(
            [mutant("forty-three", mutated)], of: tree, expected: ["MyBizTests.ATests/\(test)"],
            filter: nil, runs: [.mutant(0), .reference])

        #expect(first.outcome(of: "MyBizTests.ATests/\(test)") == .passed)
        #expect(caught.unsteady?.failing.map(\.name) == ["ATests/\(test)"])
        #expect(try SourceTree(directory: folder) == tree, "no received text is left")
    }

    @Test("after the mutants, the files they change are newer than any build saw them")
    func markedChanged() throws {
        let (package, folder) = try standIn(crashingOnce: false)
        defer { try? FileManager.default.removeItem(at: folder) }

        _ = try package.catches(
            [mutant("forty-three", mutated)], of: tree,
            expected: ["MyBizTests.ATests/test_behaviour"], filter: nil, runs: [.mutant(0)])

        let seen = try #require(
            try modified(".build/seen.swift", in: folder), "the last run's copy")
        #expect(try text(api, in: folder) == reference)
        #expect(
            try #require(try modified(api, in: folder)) > seen,
            "the next build takes it for changed")
    }

    @Test("the mutants run in order, the reference three times among them")
    func schedule() {
        let runs = JudgedPackage.schedule(mutants: 10)

        #expect(runs.count == 13)
        #expect(runs.filter { $0 == .reference }.count == 3)
        #expect(runs.filter { $0 != .reference } == (0..<10).map(JudgedPackage.Run.mutant))
        #expect(JudgedPackage.schedule(mutants: 0, references: 2) == [.reference, .reference])
    }

    @Test("the reference's harmless variant adds blank lines at the head of a mutated file")
    func harmless() {
        let other = "Sources/MyBiz/Other.swift"
        let tree = SourceTree(files: [api: reference, other: "let x = 1\n"])

        let variant = JudgedPackage.harmless(tree, among: [mutant("forty-three", mutated)])

        let added = variant.files[api]?.dropLast(reference.count)
        #expect(variant.files[api]?.hasSuffix(reference) == true)
        #expect((1...9).contains(added?.count ?? 0))
        #expect(added?.allSatisfy { $0 == "\n" } == true)
        #expect(variant.files.count == 2)
        #expect(variant.files[other] == tree.files[other])
        #expect(JudgedPackage.harmless(tree, among: []) == tree)
    }

    /// The reference code written, built and tested, as a check's first run is.
    private func firstRun(_ package: JudgedPackage) throws -> TestOutcomes {
        try package.write(tree)
        _ = try package.build()
        return try package.test()
    }

    /// A mutant that puts `text` in the app's one file.
    private func mutant(_ what: String, _ text: String) -> Mutant {
        Mutant(
            name: what, what: what, patches: [FilePatch(path: api, old: reference, new: text)],
            origin: "Judge/x/\(what).mutant")
    }

    private func text(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }
}
