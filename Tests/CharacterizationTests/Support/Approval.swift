import Fixtures
import Testing

/// All characterization suites hang below this one: `.serialized` applies to every nested
/// suite, since the legacy app lives in process-wide globals (the app, its delegate, the time
/// zone, the user defaults) and two tests must never share them.
@Suite(.serialized) @MainActor
enum Characterization {}

/// Fails, with a unified diff, unless `text` matches the approved file `name`.
func expectApproved(
    _ text: String, as name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    if let mismatch = GoldenMaster.approved.mismatch(text, name: name) {
        Issue.record(Comment(rawValue: mismatch), sourceLocation: sourceLocation)
    }
}

/// Fails unless what the app shows now matches the approved screen `name`.
@MainActor
func expectScreen(
    _ app: LegacyApp, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectApproved(app.screen, as: "screens/" + name, sourceLocation: sourceLocation)
}
