import Foundation
import Testing

@testable import WorkbenchKit

/// What a person reads from the workbench, compared whole with its approved text (see
/// `expectApproved`): the tour, a step shown, an exercise's instructions, a step's package and
/// a check's report. A change to any of them fails here with the diff until it is approved.
/// The workbench runs with an empty environment, so no terminal setting changes what it prints.
@Suite("The workbench's outputs, approved whole")
struct OutputsTests {
    let chain: Chain
    let workspace: Workspace

    init() throws {
        (workspace, chain) = try thisPackage.get()
    }

    @Test("the tour, and a step shown: the same for a number, an id or a prefix")
    func tourAndShow() {
        let tour = run([], environment: [:])
        #expect(tour.status == 0)
        expectApproved(tour.output, "tour")
        for name in ["1", "01-extract-load-events", "01-ext"] {
            let shown = run(["show", name], environment: [:])
            #expect(shown.status == 0)
            expectApproved(shown.output, "show-01")
        }
    }

    /// The pages `html` writes, as `TourSiteTests` makes them once for its suite too
    /// (`TourCommandTests` has the command write a small chain's tour to disk).
    @Test("the HTML tour: its index and step 1's page")
    func htmlTour() throws {
        let pages = try #require(TourSiteTests.site?.pages, "the package's tour could not be made")
        for (page, approved) in [("index.html", "html-index"), ("step-01.html", "html-step-01")] {
            let text = try #require(pages[page], "the tour has no \(page)")
            expectApproved(text, approved)
        }
    }

    @Test("EXERCISE.md of a change step, a test-writing step and a characterization exercise")
    func instructions() throws {
        for (number, approved) in [(5, "exercise-05"), (40, "exercise-40")] {
            let step = chain.steps[number - 1]
            expectApproved(
                Exercise(step: number, id: step.id, chain: nil)
                    .instructions(step: step, of: chain.steps.count), approved)
        }
        let legacy = try StepPackage.tree(workspace: workspace, chain: chain, through: 0)
        let login = try #require(try Characterizing.named("login", in: workspace))
            .exercise(legacy: legacy, chainFingerprint: "")
        expectApproved(try #require(login.files["EXERCISE.md"]), "exercise-login")
    }

    @Test("a step's package: its README and its manifest")
    func stepPackage() throws {
        let package = try StepPackage.tree(workspace: workspace, chain: chain, through: 5)
        expectApproved(try #require(package.files["README.md"]), "package-05-readme")
        expectApproved(try #require(package.files["Package.swift"]), "package-05-manifest")
    }

    @Test("check's report and its JSON, for a result with every part")
    func checkReport() {
        var result = CheckResult(step: 33, id: "33-health-answers-once", title: "A step")
        result.buildWarnings = [
            "Sources/MyBiz/A.swift:4:9: warning: variable 'url' was never mutated"
        ]
        result.stepTests = .init(
            passed: 3, total: 4,
            failing: [.init(name: "HealthTests/test_once", message: "XCTAssertEqual failed")])
        result.heldBack = .init(
            passed: 0, total: 1, failing: [.init(name: "any error is answered once", message: "")])
        result.earlierTests = .init(passed: 85, total: 85)
        result.characterization = .init(passed: 59, total: 59)
        result.declaredChanges = [3, 7]
        result.editsIgnored = ["Tests/MyBizTests/HealthTests.swift (changed)"]
        result.left = "some tests fail"
        result.elapsedSeconds = 2.5
        expectApproved(result.text, "check-report")
        expectApproved(result.json, "check-report-json")

        var written = CheckResult(step: 32, id: "32-health-store-spy", title: "Tests to write")
        written.buildWarnings = []
        written.yourTests = .init(passed: 2, total: 2)
        written.mutants = .init(caught: 7, total: 9, missed: ["the completion is called twice"])
        written.left = "write tests that catch every bug listed"
        expectApproved(written.text, "check-report-mutants")
    }
}
