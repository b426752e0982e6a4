import Foundation

/// A button in a navigation bar.
open class UIBarButtonItem {
    public enum SystemItem: Sendable { case add, done, cancel, save }

    open var title: String?
    open var primaryAction: UIAction?
    open var isEnabled = true

    public init(title: String? = nil, primaryAction: UIAction? = nil) {
        self.title = title
        self.primaryAction = primaryAction
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        let titles: [SystemItem: String] = [
            .add: "+", .done: "Done", .cancel: "Cancel", .save: "Save",
        ]
        self.init(title: titles[systemItem], primaryAction: primaryAction)
    }

    /// Runs the item's action, as a tap on the device would.
    public func tap() {
        guard isEnabled, let action = primaryAction else { return }
        action.handler(action)
    }
}

/// What a view controller shows in the navigation bar when it is on top.
public final class UINavigationItem {
    public var title: String?
    public var leftBarButtonItem: UIBarButtonItem?
    public var rightBarButtonItem: UIBarButtonItem?

    public init() {}
}
