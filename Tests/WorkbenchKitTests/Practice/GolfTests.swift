import Foundation
import Testing

@testable import WorkbenchKit

/// Refactoring golf's card: strokes and the score against par.
@Suite("Golf: strokes against par")
struct GolfTests {
    let green = Light(colour: .green, summary: "", seconds: 1)
    let red = Light(colour: .red, summary: "", seconds: 1)
    let amber = Light(colour: .amber, summary: "", seconds: 1)

    @Test("a save that changes the code is a stroke; a red or amber run one more")
    func strokes() {
        var golf = Golf(par: 2)

        golf.count(green, codeChanged: true)
        golf.count(red, codeChanged: true)
        golf.count(amber, codeChanged: false)
        golf.count(green, codeChanged: false)

        #expect(golf.strokes == 4)
    }

    @Test("the score: on par, over or under, in words")
    func score() {
        var golf = Golf(par: 2)
        #expect(golf.score == "0 strokes, par 2: two under")
        golf.count(green, codeChanged: true)
        #expect(golf.score == "1 stroke, par 2: one under")
        golf.count(green, codeChanged: true)
        #expect(golf.score == "2 strokes, par 2: on par")
        for _ in 0..<10 { golf.count(red, codeChanged: false) }
        #expect(golf.score == "12 strokes, par 2: 10 over")
    }

    @Test("the code a stroke changes is under Sources, by its path in the folder")
    func code() {
        let state = FolderState(
            files: ["Sources/MyBiz/A.swift": "1", "Tests/Sources/T.swift": "2"])

        #expect(state.code == ["Sources/MyBiz/A.swift": "1"])
    }
}
