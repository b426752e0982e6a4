import MiniUIKit

@testable import RefactoredMyBiz

/// Xcode's test host, for SwiftPM. On iOS the app is launched before the first test, so a test
/// may instantiate the storyboard or make `MockAPI()` (whose API reads the app delegate) without
/// setting anything up. Here `Tests/TestHostLoader` calls this function as the test binary
/// loads, and MiniUIKit launches the app the first time a test needs it, and again after a
/// test terminated it. A test that installs an app delegate of its own still gets its own.
///
/// The file is shared with MyBizTests through a link, as `MockAPI` is, so it is compiled with
/// the app's tests and not into any other module.
@_cdecl("mybiz_test_host_install")
public func installTestHost() {
    UIApplication.testHost = { AppDelegate() }
}
