import MiniUIKit

@testable import RefactoredMyBiz

/// Launches the refactored app as its tests do, its configuration pointed at `server`: the app
/// delegate, which the caller keeps, and its window.
@MainActor
func launchRefactored(server: String) -> (AnyObject, UIWindow) {
    MainStoryboard.register()
    let delegate = AppDelegate()
    delegate.configuration = AppConfiguration(server: server)
    UIApplication.shared.delegate = delegate
    _ = UIApplication.shared.launch(with: delegate)
    return (delegate, delegate.window!)
}
