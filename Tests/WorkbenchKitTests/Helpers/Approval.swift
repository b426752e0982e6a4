import Fixtures
import Foundation
import Testing

/// The approved texts of the workbench's own outputs, in `Tests/WorkbenchKitTests/Approved`:
/// what a person reads (`show`, the tour, `EXERCISE.md`, a step's README and manifest, `check`'s
/// report) is compared whole, so any change to it is seen and approved on purpose
/// (`Scripts/approve`), as the app's screens are.
let workbenchOutputs = GoldenMaster(
    directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Approved"))

/// Records an issue, with the diff and how to approve, when `text` is not the approved `name`.
func expectApproved(
    _ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    if let mismatch = workbenchOutputs.mismatch(text, name: name, copy: "workbench") {
        Issue.record(Comment(rawValue: mismatch), sourceLocation: sourceLocation)
    }
}
