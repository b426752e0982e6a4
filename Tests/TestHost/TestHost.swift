import Fixtures
import Foundation
import MiniUIKit

@testable import RefactoredMyBiz

/// Xcode's test host, for SwiftPM. On iOS the app is launched before the first test, so a test
/// may instantiate the storyboard or make `MockAPI()` (whose API reads the app delegate) without
/// setting anything up. Here `Tests/TestHostLoader` calls this function as the test binary
/// loads, and MiniUIKit launches the app the first time a test needs it, and again after a
/// test terminated it. A test that installs an app delegate of its own still gets its own.
///
/// It also starts the `HangWatch`: a test that keeps the main thread busy for good (a loop that
/// never ends, in a broken app) ends the run with a message, instead of leaving it waiting.
///
/// The file is shared with MyBizTests through a link, as `MockAPI` is, so it is compiled with
/// the app's tests and not into any other module.
@_cdecl("mybiz_test_host_install")
public func installTestHost() {
    UIApplication.testHost = { AppDelegate() }
    HangWatch.startForTestRun(environment: ProcessInfo.processInfo.environment)
    #if os(Linux)
        beatMainRunLoop()
    #endif
}

#if os(Linux)
    /// Gives the main run loop a beat while it runs, as an app's display gives it one on iOS.
    ///
    /// XCTest on Linux runs every test's `setUp() async` and `tearDown() async` as tasks and
    /// waits for them on the main run loop. Now and then the main queue's wake-up is lost as
    /// that wait begins, and the run loop sleeps until libdispatch's next timer, a tenth of a
    /// second later: in a suite of 150 tests, about ten of them took 0.1 s where they need
    /// 1 ms, most of the suite's time. Each beat puts an empty block on the main queue, which
    /// wakes the run loop and so runs what was waiting there. The timer fires only while the
    /// main run loop runs, that is while a test waits, and costs nothing while a test runs.
    private func beatMainRunLoop() {
        let beat = Timer(timeInterval: 0.002, repeats: true) { _ in
            DispatchQueue.main.async {}
        }
        RunLoop.main.add(beat, forMode: .default)
    }
#endif
