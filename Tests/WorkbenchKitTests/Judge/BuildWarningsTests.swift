import Foundation
import Testing

@testable import WorkbenchKit

/// The warnings of a judged package's build, with a stand-in `swift` whose build compiles (and
/// warns of) a file only when its text changed since the last build, as an incremental build does.
@Suite("A check's build warnings")
struct BuildWarningsTests {
    let api = "Sources/MyBiz/API.swift"
    let other = "Sources/MyBiz/Other.swift"
    let warned = "var unused = 1\n"
    let clean = "let used = 1\n"

    @Test("a file's warnings stay in the report while its text stays, compiled again or not")
    func remembered() throws {
        let (package, folder) = try standIn()
        defer { try? FileManager.default.removeItem(at: folder) }
        let warning = "\(api):1:5: warning: variable 'unused' was never mutated"

        try package.write(SourceTree(files: [api: warned, other: clean]))
        let first = try package.build()
        try package.write(SourceTree(files: [api: warned, other: clean + "\n"]))
        let second = try package.build()
        try package.write(SourceTree(files: [api: clean, other: clean]))
        let fixed = try package.build()
        try package.write(SourceTree(files: [api: warned, other: clean]))
        let again = try package.build()

        #expect(first.warnings == [warning])
        #expect(second.warnings == [warning], "the file was not compiled again, and still warns")
        #expect(fixed.warnings == [])
        #expect(again.warnings == [warning])
    }

    @Test("a warning names its file; one of no file, or of one outside the package, none")
    func paths() {
        #expect(JudgedPackage.path(of: "\(api):3:9: warning: x") == api)
        #expect(JudgedPackage.path(of: "warning: 'x.swift:1' is odd") == nil)
        #expect(JudgedPackage.path(of: "/usr/lib/swift/A.swift:1:1: warning: x") == nil)
    }

    /// The stand-in: `build` compiles each app file whose text differs from its copy in
    /// .build/compiled, and warns of a `var unused` in it.
    private func standIn() throws -> (JudgedPackage, URL) {
        try judgedPackage(
            swift: """
                #!/bin/sh
                here="$(dirname "$0")/../.."
                cd "$here" || exit 1
                for file in Sources/MyBiz/*.swift; do
                  mkdir -p .build/compiled
                  copy=".build/compiled/$(basename "$file")"
                  cmp -s "$file" "$copy" && continue
                  cp "$file" "$copy"
                  if grep -q 'var unused' "$file"; then
                    echo "$(pwd)/$file:1:5: warning: variable 'unused' was never mutated"
                  fi
                done
                exit 0

                """)
    }
}
