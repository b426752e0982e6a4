import Diffing
import Fixtures
import Testing

@Suite("Patches")
struct PatchTests {
    @Test("applying the diff of a and b to a gives b, for random pairs", arguments: 0..<200)
    func roundTrip(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed))
        let old = randomText(using: &random)
        let new = randomText(using: &random)

        let patch = FilePatch(path: "f.txt", old: old, new: new)
        let parsed = try PatchParser.parse(patch.text)

        #expect(parsed == [patch] || patch.hunks.isEmpty)
        #expect(try patch.apply(to: old) == new)
    }

    @Test("a new file is made from /dev/null, and a deleted one goes to it")
    func addedAndDeleted() throws {
        let added = FilePatch(path: "New.swift", old: nil, new: "let a = 1\n")
        let deleted = FilePatch(path: "Old.swift", old: "let b = 2", new: nil)

        #expect(added.text == "--- /dev/null\n+++ b/New.swift\n@@ -0,0 +1 @@\n+let a = 1\n")
        #expect(try PatchParser.parse(deleted.text) == [deleted])
        #expect(try added.apply(to: nil) == "let a = 1\n")
        #expect(try deleted.apply(to: "let b = 2") == nil)
        #expect(throws: PatchError.fileExists(path: "New.swift")) { try added.apply(to: "") }
        #expect(throws: PatchError.fileMissing(path: "Old.swift")) { try deleted.apply(to: nil) }
    }

    @Test("a hunk that does not apply is named, with its line and what differs")
    func hunkDoesNotApply() throws {
        let patch = FilePatch(path: "f.txt", old: "a\nb\nc\n", new: "a\nB\nc\n")

        #expect(
            throws: PatchError.hunkDoesNotApply(
                path: "f.txt", hunk: 1, line: 2, expected: "b", found: "x")
        ) {
            try patch.apply(to: "a\nx\nc\n")
        }
    }

    @Test("reads GNU diff's timestamps and several files; refuses a broken hunk header")
    func parsing() throws {
        let text = """
            diff -u a/x b/x
            --- a/x\t2026-11-29 10:00:00.000000000 +0000
            +++ b/x\t2026-11-29 10:00:01.000000000 +0000
            @@ -1 +1 @@
            -1
            +2
            --- a/y
            +++ b/y
            @@ -1,2 +1 @@
             keep
            -drop

            """
        let patches = try PatchParser.parse(text)

        #expect(patches.map(\.path) == ["x", "y"])
        #expect(try patches[1].apply(to: "keep\ndrop\n") == "keep\n")
        #expect(throws: PatchError.self) { try PatchParser.parse("--- a/x\n+++ b/x\n@@ bad @@\n") }
    }

    @Test("lines are cut where split cuts them, for any text without a \"\\r\"", arguments: 0..<50)
    func lines(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let pieces = ["a", "é", "e\u{301}", "👩‍💻", "\n", "\n\n", " ", "\t", "<", ""]
        let text = (0..<Int.random(in: 0...30, using: &random)).map { _ in
            pieces.randomElement(using: &random)!
        }.joined()

        let tail = text.dropFirst()

        #expect(text.lines() == text.split(separator: "\n", omittingEmptySubsequences: false))
        #expect(tail.lines() == tail.split(separator: "\n", omittingEmptySubsequences: false))
    }

    @Test(
        "trimmed cuts the white space a character at a time would, ASCII's or Unicode's",
        arguments: 0..<50)
    func trimmed(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let pieces = [
            "a", " ", "\t", "\r\n", "\n", "\u{A0}", "\u{3000}", "\u{301}", "e\u{301}", "é",
            "\u{1C}",
        ]
        let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in
            pieces.randomElement(using: &random)!
        }.joined()
        var expected = text[...]
        while expected.first?.isWhitespace == true { expected.removeFirst() }
        while expected.last?.isWhitespace == true { expected.removeLast() }

        #expect(text[...].trimmed == expected, "\(Array(text.unicodeScalars))")
        #expect(text[...].trimmed.unicodeScalars.elementsEqual(expected.unicodeScalars))
    }

    @Test("a Windows line end is cut too, its \"\\r\" kept with the line, as GNU diff keeps it")
    func windowsLines() throws {
        #expect("a\r\nb\r\n".lines() == ["a\r", "b\r", ""])
        let patch = FilePatch(path: "w.txt", old: "a\r\nb\r\nc\r\n", new: "a\r\nB\r\nc\r\n")

        #expect(patch.changedLines == 2)
        #expect(try PatchParser.parse(patch.text) == [patch])
        #expect(try patch.apply(to: "a\r\nb\r\nc\r\n") == "a\r\nB\r\nc\r\n")
    }

    private func randomText(using random: inout SeededGenerator) -> String {
        let lines = (0..<Int.random(in: 0...12, using: &random)).map { _ in
            ["a", "b", "c", ""].randomElement(using: &random)!
        }
        let newline = Bool.random(using: &random) || lines.isEmpty
        return lines.joined(separator: "\n") + (newline && !lines.isEmpty ? "\n" : "")
    }
}
