import Diffing
import Foundation

/// The chain as a static site: an index, and a page per step with its header and every changed
/// file side by side, and the screens and requests it changes before and after. Everything is
/// generated from the chain, so the site cannot drift from it; it needs no network.
struct TourSite {
    /// The comment in every page that says the workbench wrote the folder.
    static let signature = "<!-- Written by `workbench html`: the MyBiz Workbench tour. -->"

    let chain: Chain
    /// The learner's view: each step's task, tests and screens, without its reference solution
    /// (the app code it changes, or on a test-writing step the tests it writes).
    let learner: Bool
    /// The package's state before the first step, then after each step.
    let states: [SourceTree]
    /// The files every state shares, the legacy approved texts among them.
    let shared: SourceTree
    /// Unchanged lines already coloured, for every page to reuse.
    let cells = CodeCells()

    init(workspace: Workspace, chain: Chain, learner: Bool = false) throws(WorkbenchError) {
        self.chain = chain
        self.learner = learner
        states = try chain.states(from: workspace.startState())
        shared = try workspace.sharedFiles()
    }

    /// Every file of the site, by name.
    func pages() -> [String: String] {
        var pages = ["index.html": index(), "tour.css": TourAssets.css, "tour.js": TourAssets.js]
        for step in chain.steps { pages[Self.pageName(step.number)] = page(step) }
        if !learner { pages["compare.html"] = comparison() }
        return pages
    }

    static func pageName(_ number: Int) -> String { String(format: "step-%02d.html", number) }

    // MARK: - The page around a body

    func document(title: String, body: String, previous: Int?, next: Int?) -> String {
        let previousPage = previous.map { $0 == 0 ? "index.html" : Self.pageName($0) }
        var attributes = ""
        if let previousPage { attributes += " data-prev=\"\(previousPage)\"" }
        if let next { attributes += " data-next=\"\(Self.pageName(next))\"" }
        return HTML.document(
            title: title,
            head: [
                Self.signature, #"<meta name="color-scheme" content="light dark">"#,
                #"<link rel="stylesheet" href="tour.css">"#,
                #"<script src="tour.js" defer></script>"#,
            ],
            bodyAttributes: (learner ? #" class="learner""# : "") + attributes, body: body)
    }
}
