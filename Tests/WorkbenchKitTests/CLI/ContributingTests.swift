import Foundation
import Testing

@testable import WorkbenchKit

/// CONTRIBUTING.md, the newcomer's map, kept true to the package it maps.
@Suite("CONTRIBUTING.md")
struct ContributingTests {
    @Test("its table of WorkbenchKit's folders names each folder there is, and no other")
    func folders() throws {
        let text = try packageText("CONTRIBUTING.md")
        let mapped = Set(
            text.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { row in
                row.dropFirst(3).split(separator: "`").first.map(String.init)
            }
            .filter { !$0.contains(" ") })
        let kit = packageRoot.appendingPathComponent("Sources/WorkbenchKit")
        let folders = Set(
            try FileManager.default.contentsOfDirectory(atPath: kit.path).filter { name in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(
                    atPath: kit.appendingPathComponent(name).path, isDirectory: &isFolder)
                    && isFolder.boolValue
            })
        #expect(folders.count > 5)
        #expect(
            mapped == folders,
            "only mapped: \(mapped.subtracting(folders)); unmapped: \(folders.subtracting(mapped))")
    }
}
