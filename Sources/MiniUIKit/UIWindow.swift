import Foundation

/// The window the app's screens live in. Setting `rootViewController` on a visible window puts
/// the new screen on screen and takes the old one off.
open class UIWindow: UIView {
    public private(set) var isKeyWindow = false

    open var rootViewController: UIViewController? {
        didSet {
            guard isKeyWindow, oldValue !== rootViewController else { return }
            oldValue?.endAppearance()
            rootViewController?.beginAppearance()
        }
    }

    open func makeKeyAndVisible() {
        guard !isKeyWindow else { return }
        isKeyWindow = true
        rootViewController?.beginAppearance()
    }
}
