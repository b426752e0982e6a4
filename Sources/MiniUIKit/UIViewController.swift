import Foundation

/// A screen's controller with UIKit's life cycle: the view loads once, on first use, and
/// `viewWillAppear(_:)` / `viewDidAppear(_:)` run each time the screen comes on screen.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    open var title: String?
    public let navigationItem = UINavigationItem()
    public let tabBarItem = UITabBarItem(title: nil)
    public internal(set) weak var parent: UIViewController?
    public private(set) var presentedViewController: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?
    public private(set) var isOnScreen = false

    override public init() {
        super.init()
    }

    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    open func loadView() {
        loadedView = UIView()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView() }
        viewDidLoad()
    }

    public var navigationController: UINavigationController? { ancestor() }
    public var tabBarController: UITabBarController? { ancestor() }

    private func ancestor<T: UIViewController>() -> T? {
        var current = parent
        while let candidate = current {
            if let match = candidate as? T { return match }
            current = candidate.parent
        }
        return nil
    }

    /// Presents `viewControllerToPresent` over this screen. As in UIKit, a screen that already
    /// presents something ignores the request.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        guard presentedViewController == nil else { return }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.beginAppearance()
        completion?()
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.endAppearance()
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenter = presentingViewController {
            presenter.dismiss(animated: flag)
        }
        completion?()
    }

    var appearingChildren: [UIViewController] { [] }

    func beginAppearance() {
        loadViewIfNeeded()
        viewWillAppear(false)
        layOutTables(in: view)
        isOnScreen = true
        for child in appearingChildren { child.beginAppearance() }
        viewDidAppear(false)
    }

    private func layOutTables(in view: UIView) {
        (view as? UITableView)?.loadIfNeeded()
        for subview in view.subviews { layOutTables(in: subview) }
    }

    func endAppearance() {
        guard isOnScreen else { return }
        presentedViewController?.endAppearance()
        viewWillDisappear(false)
        for child in appearingChildren { child.endAppearance() }
        isOnScreen = false
    }
}

/// The title a screen shows in a tab bar.
public final class UITabBarItem {
    public var title: String?

    public init(title: String?) {
        self.title = title
    }
}
