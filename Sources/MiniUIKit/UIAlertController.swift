import Foundation

/// A button of an alert.
public final class UIAlertAction {
    public enum Style: Sendable { case `default`, cancel, destructive }

    public let title: String?
    public let style: Style
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// An alert with a title, a message and buttons, shown with `present`.
open class UIAlertController: UIViewController {
    public enum Style: Sendable { case alert, actionSheet }

    open var message: String?
    public let preferredStyle: Style
    public private(set) var actions: [UIAlertAction] = []

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }

    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Taps the button titled `title`, as a user would: the alert is dismissed, then the
    /// button's handler runs. Returns false, doing nothing, when no button has that title.
    @discardableResult
    public func tapAction(titled title: String) -> Bool {
        guard let action = actions.first(where: { $0.title == title }) else { return false }
        dismiss(animated: true)
        action.handler?(action)
        return true
    }
}
