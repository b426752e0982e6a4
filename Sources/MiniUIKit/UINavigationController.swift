import Foundation

/// A stack of screens; only the top one is on screen.
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []

    public init(rootViewController: UIViewController) {
        super.init()
        adopt(rootViewController)
        viewControllers = [rootViewController]
    }

    public var topViewController: UIViewController? { viewControllers.last }

    override var appearingChildren: [UIViewController] { topViewController.map { [$0] } ?? [] }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let wasOnScreen = isOnScreen
        topViewController?.endAppearance()
        adopt(viewController)
        viewControllers.append(viewController)
        if wasOnScreen { viewController.beginAppearance() }
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        top.endAppearance()
        top.parent = nil
        if isOnScreen { topViewController?.beginAppearance() }
        return top
    }

    private func adopt(_ child: UIViewController) {
        child.parent = self
    }
}
