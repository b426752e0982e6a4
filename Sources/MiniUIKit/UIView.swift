import Foundation

/// A rectangle on screen that holds other views, as in UIKit.
open class UIView {
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    open var isHidden = false
    open var accessibilityIdentifier: String?

    public init() {}

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
}

/// A view that shows one line of read-only text.
open class UILabel: UIView {
    open var text: String?
}

/// An editable text field; `isSecureTextEntry` hides what was typed.
open class UITextField: UIView {
    open var text: String? = ""
    open var placeholder: String?
    open var isSecureTextEntry = false
}
