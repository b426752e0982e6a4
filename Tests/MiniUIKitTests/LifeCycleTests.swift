import MiniUIKit
import Testing

@Suite("View controller life cycle") @MainActor
struct LifeCycleTests {
    @Test("the view loads once, on first use, and viewDidLoad runs once")
    func loadsOnce() {
        let screen = RecordingScreen()
        #expect(!screen.isViewLoaded)

        screen.loadViewIfNeeded()
        _ = screen.view
        screen.loadViewIfNeeded()

        #expect(screen.isViewLoaded)
        #expect(screen.log == ["viewDidLoad"])
    }

    @Test("a root set on a visible window appears; the old root disappears")
    func windowRoot() {
        let window = UIWindow()
        let first = RecordingScreen()
        let second = RecordingScreen()
        window.rootViewController = first
        #expect(first.log.isEmpty)

        window.makeKeyAndVisible()
        window.rootViewController = second

        #expect(
            first.log == ["viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear"])
        #expect(second.log == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        #expect(!first.isOnScreen && second.isOnScreen)
    }

    @Test("tabs: only the selected screen appears, and selecting another swaps them")
    func tabs() {
        let (window, first, second) = (UIWindow(), RecordingScreen(), RecordingScreen())
        let tabs = UITabBarController()
        tabs.viewControllers = [first, UINavigationController(rootViewController: second)]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(second.log.isEmpty)

        tabs.selectedIndex = 1
        tabs.selectedIndex = 1
        tabs.selectedIndex = 7

        #expect(first.log.last == "viewWillDisappear")
        #expect(second.log == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        #expect(second.tabBarController === tabs)
        #expect(second.navigationController != nil)
    }

    @Test("navigation: push hides the top, pop shows it again; the root cannot be popped")
    func navigation() {
        let (window, root, pushed) = (UIWindow(), RecordingScreen(), RecordingScreen())
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        navigation.pushViewController(pushed, animated: true)
        #expect(navigation.popViewController(animated: true) === pushed)
        #expect(navigation.popViewController(animated: true) == nil)

        #expect(root.log.filter { $0 == "viewWillAppear" }.count == 2)
        #expect(
            pushed.log == ["viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear"])
    }

    @Test("present shows a screen; a second present while one shows is ignored, as in UIKit")
    func presentTwice() {
        let screen = RecordingScreen()
        let first = UIAlertController(title: "First", message: nil, preferredStyle: .alert)
        let second = UIAlertController(title: "Second", message: nil, preferredStyle: .alert)
        var completions = 0

        screen.present(first, animated: true) { completions += 1 }
        screen.present(second, animated: true) { completions += 1 }

        #expect(screen.presentedViewController === first)
        #expect(first.presentingViewController === screen)
        #expect(completions == 1)
    }

    @Test("tapping an alert button dismisses the alert, then runs the button's handler")
    func alertTap() {
        let screen = RecordingScreen()
        let alert = UIAlertController(title: "Sure?", message: "Really", preferredStyle: .alert)
        var presentedDuringHandler: UIViewController?
        alert.addAction(
            UIAlertAction(title: "Yes", style: .default) { _ in
                presentedDuringHandler = screen.presentedViewController
            })
        screen.present(alert, animated: true)

        #expect(!alert.tapAction(titled: "No"))
        #expect(screen.presentedViewController === alert)
        #expect(alert.tapAction(titled: "Yes"))
        #expect(screen.presentedViewController == nil)
        #expect(presentedDuringHandler == nil)
    }
}

final class RecordingScreen: UIViewController {
    var log: [String] = []

    override func viewDidLoad() { log.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
}
