import Diffing
import Foundation
import Testing

@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test("equal texts have no diff")
    func equal() {
        let diff = UnifiedDiff(old: "a\nb\n", new: "a\nb\n", oldName: "a", newName: "b")
        #expect(diff.isEmpty)
        #expect(diff.text == "")
    }

    @Test("a changed line in the middle: three lines of context each side")
    func changedLine() {
        let old = (1...9).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")

        let diff = UnifiedDiff(old: old, new: new, oldName: "old.txt", newName: "new.txt")

        #expect(
            diff.text == """
                --- old.txt
                +++ new.txt
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """)
    }

    @Test("an added file diffs from -0,0 and a deleted one to +0,0")
    func addedAndDeleted() {
        let added = UnifiedDiff(old: "", new: "x\ny\n", oldName: "/dev/null", newName: "b/f")
        let deleted = UnifiedDiff(old: "x\n", new: "", oldName: "a/f", newName: "/dev/null")

        #expect(added.text == "--- /dev/null\n+++ b/f\n@@ -0,0 +1,2 @@\n+x\n+y\n")
        #expect(deleted.text == "--- a/f\n+++ /dev/null\n@@ -1 +0,0 @@\n-x\n")
    }

    @Test("a last line without a newline is marked, and differs from the same line with one")
    func noFinalNewline() {
        let diff = UnifiedDiff(old: "a\nb", new: "a\nb\n", oldName: "a", newName: "b")

        #expect(
            diff.text
                == "--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
    }

    @Test("changes more than six lines apart make two hunks; closer ones, one")
    func hunkGrouping() {
        let old = (1...20).map { "\($0)\n" }.joined()
        let twoHunks = old.replacingOccurrences(of: "\n3\n", with: "\nthree\n")
            .replacingOccurrences(of: "\n11\n", with: "\neleven\n")
        let oneHunk = old.replacingOccurrences(of: "\n3\n", with: "\nthree\n")
            .replacingOccurrences(of: "\n10\n", with: "\nten\n")

        #expect(UnifiedDiff(old: old, new: twoHunks, oldName: "a", newName: "b").hunks.count == 2)
        #expect(UnifiedDiff(old: old, new: oneHunk, oldName: "a", newName: "b").hunks.count == 1)
    }

    @Test("with repeated lines, keeps the earliest copies and removes the later ones")
    func repeatedLines() {
        let diff = UnifiedDiff(old: "a\nb\nb\na\n", new: "a\nb\na\n", oldName: "a", newName: "b")

        #expect(diff.text == "--- a\n+++ b\n@@ -1,4 +1,3 @@\n a\n b\n-b\n a\n")
    }

    @Test(
        "matches GNU diff -u on varied pairs",
        .enabled(
            if: GNUDiffCase.gnuDiff != nil,
            "no GNU diff here (a Mac's /usr/bin/diff is Apple's; brew install diffutils gives gdiff); the fixed cases above still run"
        ),
        arguments: GNUDiffCase.all)
    func matchesGNUDiff(pair: GNUDiffCase) throws {
        let expected = try #require(try pair.gnuDiff())
        let ours = UnifiedDiff(old: pair.old, new: pair.new, oldName: "a", newName: "b").text
        #expect(ours == expected)
    }
}
