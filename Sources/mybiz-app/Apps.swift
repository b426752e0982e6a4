import MiniUIKit

/// The apps this program runs: the option that picks one, what the header calls it, and its
/// launch. `workbench app --step N` writes this file anew for the app at step N.
@MainActor
let apps: [(option: String, name: String, launch: @MainActor (String) -> (AnyObject, UIWindow))] = [
    ("--legacy", "the legacy app", launchLegacy),
    ("--refactored", "the refactored app", launchRefactored),
]
