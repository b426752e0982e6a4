import Foundation

/// Tabs of screens; only the selected one is on screen.
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? {
        didSet {
            oldValue?.forEach { $0.parent = nil }
            viewControllers?.forEach { $0.parent = self }
            selectedIndexStorage = 0
        }
    }

    private var selectedIndexStorage = 0

    open var selectedIndex: Int {
        get { selectedIndexStorage }
        set {
            guard let children = viewControllers, children.indices.contains(newValue),
                newValue != selectedIndexStorage
            else { return }
            let wasOnScreen = isOnScreen
            selectedViewController?.endAppearance()
            selectedIndexStorage = newValue
            if wasOnScreen { selectedViewController?.beginAppearance() }
        }
    }

    open var selectedViewController: UIViewController? {
        guard let children = viewControllers, children.indices.contains(selectedIndexStorage)
        else { return nil }
        return children[selectedIndexStorage]
    }

    override var appearingChildren: [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }
}
