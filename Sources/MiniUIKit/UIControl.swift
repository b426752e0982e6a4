import Foundation

/// A closure-based action, as UIKit's `UIAction`.
public final class UIAction {
    public let title: String
    let handler: (UIAction) -> Void

    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}

/// A view that sends actions for events, as UIKit's `UIControl`.
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
    }

    open var isEnabled = true
    private var actions: [(event: Event, action: UIAction)] = []

    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((controlEvents, action))
    }

    /// Runs every action registered for `controlEvents`, as a tap on the device would.
    open func sendActions(for controlEvents: Event) {
        guard isEnabled, !isHidden else { return }
        for entry in actions where entry.event.contains(controlEvents) {
            entry.action.handler(entry.action)
        }
    }
}

/// A button with a title per state; only `.normal` is drawn.
open class UIButton: UIControl {
    public enum State: Sendable { case normal, highlighted, disabled }

    private var titles: [State: String] = [:]

    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
    }

    open func title(for state: State) -> String? {
        titles[state] ?? titles[.normal]
    }

    open var currentTitle: String? { title(for: isEnabled ? .normal : .disabled) }
}
