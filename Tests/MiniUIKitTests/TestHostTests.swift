import Foundation
import MiniUIKit
import XCTest

/// The test host: with one set, the app is launched the first time a test needs it, as Xcode
/// launches the host app before the first test. XCTest runs these one at a time, before the
/// Swift Testing suites, and each puts the process's host and app back as they were.
final class TestHostTests: XCTestCase {
    private var savedHost: (() -> UIApplicationDelegate)?

    override func setUp() {
        super.setUp()
        savedHost = UIApplication.testHost
        UIApplication.shared.terminate()
    }

    override func tearDown() {
        UIApplication.shared.terminate()
        UIApplication.testHost = savedHost
        super.tearDown()
    }

    func test_delegate_withAHostAndNoneInstalled_launchesTheHostsAppOnce() {
        var launched: [HostApp] = []
        UIApplication.testHost = {
            let app = HostApp()
            launched.append(app)
            return app
        }

        let first = UIApplication.shared.delegate
        let second = UIApplication.shared.delegate

        XCTAssertEqual(launched.count, 1)
        XCTAssertTrue(first === launched.first && second === launched.first)
        XCTAssertEqual(launched.first?.launches, 1, "didFinishLaunching was called")
    }

    func test_delegate_afterTerminate_launchesTheHostsAppAgain() {
        var launches = 0
        UIApplication.testHost = {
            launches += 1
            return HostApp()
        }
        _ = UIApplication.shared.delegate

        UIApplication.shared.terminate()
        _ = UIApplication.shared.delegate

        XCTAssertEqual(launches, 2)
    }

    func test_delegate_installedByATest_isThatOneAndTheHostIsNotLaunched() {
        var launches = 0
        UIApplication.testHost = {
            launches += 1
            return HostApp()
        }
        let own = HostApp()

        UIApplication.shared.launch(with: own)

        XCTAssertTrue(UIApplication.shared.delegate === own)
        XCTAssertEqual(launches, 0)
    }

    func test_delegate_withoutAHost_isNil() {
        UIApplication.testHost = nil

        XCTAssertNil(UIApplication.shared.delegate)
    }

    func test_storyboard_underAHost_isTheOneTheHostsAppRegistersAtLaunch() {
        UIApplication.testHost = { HostApp() }

        let screen = UIStoryboard(name: HostApp.storyboard, bundle: nil)
            .instantiateViewController(withIdentifier: "first")

        XCTAssertEqual(screen.title, "First")
        XCTAssertTrue(UIApplication.shared.delegate is HostApp)
    }

    func test_storyboard_unregistered_isRegisteredAgainByTheHostsNextLaunch() {
        var launches = 0
        UIApplication.testHost = {
            launches += 1
            return HostApp()
        }
        let storyboard = UIStoryboard(name: HostApp.storyboard, bundle: nil)
        _ = UIApplication.shared.delegate
        UIApplication.shared.terminate()
        _ = storyboard.instantiateViewController(withIdentifier: "first")
        XCTAssertEqual(launches, 1, "still registered: no launch needed")
        UIApplication.shared.terminate()

        UIStoryboard.unregister(name: HostApp.storyboard)
        let screen = storyboard.instantiateViewController(withIdentifier: "first")

        XCTAssertEqual(screen.title, "First")
        XCTAssertEqual(launches, 2, "the storyboard was gone, so the app launched to register it")
    }
}

/// An app that registers a storyboard of its own when it finishes launching.
private final class HostApp: UIResponder, UIApplicationDelegate {
    static let storyboard = "TestHostTests-\(UUID().uuidString)"
    var window: UIWindow?
    private(set) var launches = 0

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        launches += 1
        UIStoryboard.register(
            name: Self.storyboard,
            scenes: [
                "first": {
                    let screen = UIViewController()
                    screen.title = "First"
                    return screen
                }
            ])
        return true
    }
}
