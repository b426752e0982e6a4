import Foundation
import Testing

@testable import WorkbenchKit

@Suite("The HTML tour")
struct TourSiteTests {
    /// The chain and its tour, made once for every test of the suite.
    static let site: (chain: Chain, pages: [String: String])? = {
        guard let workspace = try? Workspace(root: packageRoot, searchingFrom: packageRoot),
            let chain = try? workspace.chain(),
            let site = try? TourSite(workspace: workspace, chain: chain)
        else { return nil }
        return (chain, site.pages())
    }()

    let chain: Chain
    let pages: [String: String]

    init() throws {
        let site = try #require(Self.site, "the package's chain could not be read")
        chain = site.chain
        pages = site.pages
    }

    @Test("a long approved text is shown only near its changed lines, each run left out counted")
    func excerpt() {
        let long = (1...100).map { "line \($0)" }
        let short = Array(long.prefix(TourSite.wholeTextLines))

        #expect(TourSite.excerpt(short, near: [3]) == short.indices.map(TourSite.Excerpted.line))
        #expect(
            TourSite.excerpt(long, near: [50, 51, 99]) == [
                .fold(50), .line(50), .line(51), .fold(47), .line(99),
            ])
        #expect(TourSite.excerpt(long, near: []) == [.fold(100)])
        let page = pages["step-84.html"] ?? ""
        #expect(page.contains("unchanged lines</span>"), "step 84's 315-line approval is folded")
        #expect(page.contains("[NY, Web cartridges, 1, 03/24/2019]"), "a line it changes shows")
        #expect(!page.contains("[FL, Vibranium shield, 51, 04/14/2019]"), "one far away does not")
    }

    @Test("source text is escaped: generics, &&, and strings holding markup")
    func escaping() {
        let line = #"let r: Result<Token, Error> = a && b ? "<b>" : "'x'""#
        var colours = SwiftLexer()

        let html = SideBySide.code(line, classes: colours.classes(of: line), changed: [])

        #expect(html.contains("Result&lt;Token, Error&gt;"))
        #expect(html.contains("&amp;&amp;"))
        #expect(html.contains(#"<span class="s">&quot;&lt;b&gt;&quot;</span>"#))
        #expect(!html.contains("<b>") && !html.contains("<Token"))
        let login = pages["step-12.html"] ?? ""
        #expect(login.contains("Result&lt;Token, Error&gt;"))
        #expect(!login.contains("Result<Token"))
    }

    @Test("keywords, strings, comments and numbers are coloured, across lines too")
    func highlighting() {
        var colours = SwiftLexer()
        let line = #"let x = 42 // "not a string""#
        let classes = colours.classes(of: line)

        #expect(classes[0] == "k")
        #expect(classes[8] == "n")
        #expect(classes[line.count - 1] == "c")
        _ = colours.classes(of: "/* a block")
        #expect(colours.classes(of: "still a comment */ let").first == "c")
        #expect(colours.classes(of: "let").first == "k")
    }

    @Test("a changed line marks only the words that differ")
    func wordHighlights() {
        let (old, new) = SideBySide.changedCharacters(
            "    var api: API {", "    var api: API = UIApplication.appDelegate.api")

        #expect(old == [17])
        #expect(!new.contains(4) && !new.contains(8), "var and api are the same")
        #expect(new.contains(17) && new.contains(20))
    }

    @Test("long unchanged runs fold, keeping three lines of context; short ones do not")
    func folding() {
        let old = (1...30).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 15\n", with: "line fifteen\n")

        let rows = SideBySide(old: old, new: new).rows

        let folds = rows.compactMap { row -> Int? in
            if case .fold(let hidden) = row { return hidden.count }
            return nil
        }
        #expect(folds == [11, 12])
        #expect(rows.contains(.line(old: 15, new: 15, kind: .changed)))
        let short = SideBySide(old: "a\nb\nc\n", new: "a\nB\nc\n").rows
        #expect(short.count == 3)
        let html = SideBySide(old: old, new: new).html(swift: false)
        #expect(html.contains("<span class=\"verb\">Show </span>11 unchanged lines"))
        #expect(html.contains(#"<tbody class="folded" hidden>"#))
    }

    @Test("a behaviour step shows its screens before and after, against what was in force")
    func beforeAndAfter() throws {
        let seven = try #require(pages["step-07.html"])
        #expect(seven.contains("<code>screens/calendar.failed</code>"))
        #expect(seven.contains("Before: the legacy app"))
        #expect(seven.contains(#"<span class="new">    Section: Thursday, July 4, 2019</span>"#))
        let allDay = try #require(pages["step-36.html"])
        #expect(allDay.contains("Before: since step 7"))
        #expect(allDay.contains("All day"))
        let refactoring = try #require(pages["step-01.html"])
        #expect(!refactoring.contains("What changes for the user"))
    }

    @Test(
        "the learner's view leaves out each step's solution, and keeps its task, tests and screens")
    func learnerView() throws {
        let workspace = try Workspace(root: packageRoot, searchingFrom: packageRoot)
        let learner = try TourSite(workspace: workspace, chain: chain, learner: true).pages()
        let full = try #require(pages["step-07.html"])
        let seven = try #require(learner["step-07.html"])
        let app = "Sources/MyBiz/Calendar/CalendarViewController.swift"

        #expect(full.contains("<h3><code>\(app)</code>"))
        #expect(!seven.contains("<h3><code>\(app)</code>"), "the app code's diff")
        #expect(seven.contains("<li><code>\(app)</code> (changed)</li>"))
        #expect(
            seven.contains("Tests/MyBizTests/Calendar/CalendarViewControllerTests.swift</code>"))
        #expect(seven.contains("<code>screens/calendar.failed</code>"))
        #expect(seven.contains("(the legacy app)") && !seven.contains("After step 7"))
        #expect(seven.contains("<body class=\"learner\""))
        #expect(!seven.contains("workbench materialize"), "the reference package")
        // A step that writes tests: the tests are the solution.
        let spy = try #require(chain.steps.first { $0.appPatches.isEmpty })
        let page = try #require(learner[TourSite.pageName(spy.number)])
        for patch in spy.testPatches where ChainLayout.approvalStep(of: patch.path) == nil {
            #expect(page.contains("<li><code>\(patch.path)</code>"))
            #expect(!page.contains("<h3><code>\(patch.path)</code>"), "\(patch.path)'s code")
        }
        #expect(try #require(learner["index.html"]).contains("The learner's view"))
    }

    @Test("the index links every step and names every technique; each page links its neighbours")
    func links() throws {
        let index = try #require(pages["index.html"])
        for step in chain.steps {
            #expect(index.contains(#"<a href="\#(TourSite.pageName(step.number))">"#))
            let page = try #require(pages[TourSite.pageName(step.number)])
            #expect(page.contains("<h1><span class=\"num\">Step \(step.number) of"))
            if step.number < chain.steps.count {
                #expect(page.contains(#"data-next="\#(TourSite.pageName(step.number + 1))""#))
            }
        }
        for technique in Techniques.catalogue {
            #expect(index.contains("<strong>\(HTML.escaped(technique.name))</strong>"))
        }
    }

    @Test("every page is an HTML5 document whose elements are closed in order")
    func wellFormed() {
        let voids: Set<String> = ["meta", "link", "col", "br", "img", "input", "hr"]
        for (name, page) in pages where name.hasSuffix(".html") {
            #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"), "\(name)")
            var open: [String] = []
            var problem: String?
            for (closing, tag) in Self.tags(of: page) {
                if voids.contains(tag) { continue }
                if !closing {
                    open.append(tag)
                } else if open.last == tag {
                    open.removeLast()
                } else {
                    problem = "</\(tag)> closes <\(open.last ?? "nothing")>"
                    break
                }
            }
            #expect(problem == nil && open.isEmpty, "\(name): \(problem ?? "unclosed \(open)")")
        }
    }

    /// The element tags of an HTML text in order, each with whether it closes an element: a
    /// `<` followed by a lower-case letter, or by `/` and one, up to the end of its name.
    static func tags(of page: String) -> [(closing: Bool, name: String)] {
        let bytes = Array(page.utf8)
        func isName(_ byte: UInt8, first: Bool) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (!first && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte))
        }
        var tags: [(Bool, String)] = []
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count else { continue }
            let closing = bytes[index + 1] == UInt8(ascii: "/")
            let start = index + (closing ? 2 : 1)
            var end = start
            while end < bytes.count, isName(bytes[end], first: end == start) { end += 1 }
            guard end > start else { continue }
            tags.append((closing, String(decoding: bytes[start..<end], as: UTF8.self)))
            index = end - 1
        }
        return tags
    }
}
