import Foundation
import MiniUIKit

/// What a user looks at, layer by layer: the tab bar, the navigation stack of the selected tab,
/// the screen on top, and an alert presented over it.
struct Layers {
    var tabs: UITabBarController?
    var navigation: UINavigationController?
    var screen: UIViewController
    var alert: UIAlertController?

    init(root: UIViewController) {
        var current = root
        var tabs: UITabBarController?
        var navigation: UINavigationController?
        var alert: UIAlertController?
        while alert == nil {
            if let presented = current.presentedViewController {
                if let shown = presented as? UIAlertController {
                    alert = shown
                } else {
                    current = presented
                }
            } else if let bar = current as? UITabBarController,
                let selected = bar.selectedViewController
            {
                tabs = bar
                current = selected
            } else if let stack = current as? UINavigationController,
                let top = stack.topViewController
            {
                navigation = stack
                current = top
            } else {
                break
            }
        }
        self.tabs = tabs
        self.navigation = navigation
        self.alert = alert
        screen = current
    }

    /// The object whose change means a new screen: the alert, or else the screen.
    var top: ObjectIdentifier { alert.map(ObjectIdentifier.init) ?? ObjectIdentifier(screen) }

    /// What can be pressed or typed into, in the order Tab moves through them.
    var controls: [Control] {
        if let alert { return alert.actions.compactMap(\.title).map { .action(alert, $0) } }
        var controls: [Control] = []
        if let navigation, navigation.viewControllers.count > 1 {
            controls.append(.back(navigation))
        }
        let item = screen.navigationItem
        controls += [item.leftBarButtonItem, item.rightBarButtonItem].compactMap { $0 }
            .filter(\.isEnabled).map(Control.bar)
        collect(in: screen.view, into: &controls)
        return controls
    }

    /// The visible fields, enabled buttons and table rows of `view`, depth first.
    private func collect(in view: UIView, into controls: inout [Control]) {
        switch view {
        case let field as UITextField: controls.append(.field(field))
        case let button as UIButton: if button.isEnabled { controls.append(.button(button)) }
        case let table as UITableView:
            for (section, rows) in table.visibleSections.enumerated() {
                for (row, cell) in rows.cells.enumerated() where !cell.isHidden {
                    controls.append(.row(table, IndexPath(row: row, section: section)))
                }
            }
        default:
            for subview in view.subviews where !subview.isHidden {
                collect(in: subview, into: &controls)
            }
        }
    }
}

/// One thing on screen a user can press or type into.
enum Control {
    case back(UINavigationController)
    case bar(UIBarButtonItem)
    case field(UITextField)
    case button(UIButton)
    case row(UITableView, IndexPath)
    case action(UIAlertController, String)

    /// What the focus line calls it.
    var name: String {
        switch self {
        case .back(let navigation):
            let previous = navigation.viewControllers.dropLast().last
            return "back to "
                + (previous?.navigationItem.title ?? previous?.title ?? "the previous screen")
        case .bar(let item): return "bar button [\(item.title ?? "")]"
        case .field(let field): return "field \"\(field.placeholder ?? "")\" (type to edit)"
        case .button(let button): return "button [\(button.title(for: .normal) ?? "")]"
        case .row(let table, let indexPath): return "row \"\(Self.text(of: table, at: indexPath))\""
        case .action(_, let title): return "alert button [\(title)]"
        }
    }

    var field: UITextField? {
        if case .field(let field) = self { field } else { nil }
    }

    /// Presses it as a finger would; a field takes typing instead, so pressing does nothing.
    @MainActor
    func press() {
        switch self {
        case .back(let navigation): _ = navigation.popViewController(animated: true)
        case .bar(let item): item.tap()
        case .field: break
        case .button(let button): button.sendActions(for: .touchUpInside)
        case .row(let table, let indexPath): table.selectRow(at: indexPath)
        case .action(let alert, let title): _ = alert.tapAction(titled: title)
        }
    }

    /// Whether `line`, a line of the rendered screen (`ScreenRenderer`), draws this control;
    /// `row` is how many table rows came before the line.
    func isDrawn(by line: Substring, row: Int) -> Bool {
        switch self {
        case .back, .bar: return line.hasPrefix("Navigation bar: ")
        case .field(let field):
            let placeholder = field.placeholder ?? ""
            return line.hasPrefix("Field \"\(placeholder)\": ") || line == "Field: <\(placeholder)>"
        case .button(let button):
            return line.hasPrefix("Button: [\(button.title(for: .normal) ?? "")]")
        case .row(let table, let indexPath):
            let before = table.visibleSections.prefix(indexPath.section).map { $0.cells.count }
                .reduce(0, +)
            return line.hasPrefix("- ") && row == before + indexPath.row
        case .action: return line.hasPrefix("Buttons: ")
        }
    }

    private static func text(of table: UITableView, at indexPath: IndexPath) -> String {
        let cell = table.visibleSections[indexPath.section].cells[indexPath.row]
        func labels(_ view: UIView) -> [String?] {
            view.subviews.filter { !$0.isHidden }.flatMap {
                ($0 as? UILabel).map { [$0.text] } ?? labels($0)
            }
        }
        return ([cell.textLabel?.text, cell.detailTextLabel?.text] + labels(cell.contentView))
            .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " | ")
    }
}
