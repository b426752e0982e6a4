import Foundation
import MiniUIKit

/// Finds what a user would look at or touch on screen, the way a UI test would: by what is
/// visible (a button's title, a field's placeholder), not by the app's types.
extension UIViewController {
    /// The screen the user is looking at: follows presented screens, selected tabs and the tops
    /// of navigation stacks.
    public var visibleScreen: UIViewController {
        if let presented = presentedViewController { return presented.visibleScreen }
        if let tabs = self as? UITabBarController, let selected = tabs.selectedViewController {
            return selected.visibleScreen
        }
        if let navigation = self as? UINavigationController, let top = navigation.topViewController
        {
            return top.visibleScreen
        }
        return self
    }

    public func button(titled title: String) -> UIButton? {
        view.descendants.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == title }
    }

    public func field(placeholder: String) -> UITextField? {
        view.descendants.compactMap { $0 as? UITextField }.first { $0.placeholder == placeholder }
    }

    public var firstTable: UITableView? {
        view as? UITableView ?? view.descendants.compactMap { $0 as? UITableView }.first
    }
}

extension UIView {
    /// Every view below this one, depth first, visible or not.
    public var descendants: [UIView] {
        subviews.flatMap { [$0] + $0.descendants }
    }
}

extension UITableView {
    /// The index path of the first row whose text contains `text`.
    public func indexPath(ofRowContaining text: String) -> IndexPath? {
        for (sectionIndex, section) in visibleSections.enumerated() {
            for (row, cell) in section.cells.enumerated() {
                let texts = ([cell.textLabel, cell.detailTextLabel] + cell.contentView.descendants)
                    .compactMap { ($0 as? UILabel)?.text }
                if texts.contains(where: { $0.contains(text) }) {
                    return IndexPath(row: row, section: sectionIndex)
                }
            }
        }
        return nil
    }
}
