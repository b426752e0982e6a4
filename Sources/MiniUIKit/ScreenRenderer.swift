import Foundation

/// Draws what a user sees of a screen as plain text lines: bars and titles, labels, fields,
/// buttons, table rows by section, and whatever is presented on top (an alert, say).
/// Hidden views and empty labels are left out, as they are invisible on a device.
public enum ScreenRenderer {
    public static func render(_ window: UIWindow) -> String {
        guard let root = window.rootViewController else { return "(no screen)\n" }
        return render(root)
    }

    public static func render(_ viewController: UIViewController) -> String {
        var lines: [String] = []
        draw(viewController, into: &lines, indent: "")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func draw(
        _ controller: UIViewController, into lines: inout [String], indent: String
    ) {
        switch controller {
        case let tabs as UITabBarController:
            let titles = (tabs.viewControllers ?? []).enumerated().map { index, child in
                let title = tabTitle(child)
                return index == tabs.selectedIndex ? "[\(title)]" : title
            }
            lines.append(indent + "Tab bar: " + titles.joined(separator: " | "))
            if let selected = tabs.selectedViewController {
                draw(selected, into: &lines, indent: indent)
            }
        case let navigation as UINavigationController:
            if let top = navigation.topViewController {
                lines.append(indent + "Navigation bar: " + barText(top))
                draw(top, into: &lines, indent: indent)
            }
        case let alert as UIAlertController:
            lines.append(indent + "Alert: " + (alert.title ?? ""))
            if let message = alert.message, !message.isEmpty {
                lines.append(indent + "  " + message)
            }
            let buttons = alert.actions.map { "[\($0.title ?? "")]" }.joined(separator: " ")
            lines.append(indent + "  Buttons: " + buttons)
        default:
            lines.append(indent + "Screen: " + (controller.title ?? ""))
            drawSubviews(of: controller.view, into: &lines, indent: indent + "  ")
        }
        if let presented = controller.presentedViewController {
            lines.append(indent + "Presented:")
            draw(presented, into: &lines, indent: indent + "  ")
        }
    }

    private static func tabTitle(_ controller: UIViewController) -> String {
        if let title = controller.tabBarItem.title ?? controller.title { return title }
        if let navigation = controller as? UINavigationController,
            let top = navigation.topViewController
        {
            return tabTitle(top)
        }
        return "?"
    }

    private static func barText(_ top: UIViewController) -> String {
        let item = top.navigationItem
        return [
            item.leftBarButtonItem.map(buttonText), item.title ?? top.title,
            item.rightBarButtonItem.map(buttonText),
        ].compactMap { $0 }.joined(separator: "  ")
    }

    private static func buttonText(_ item: UIBarButtonItem) -> String {
        "[\(item.title ?? "")]" + (item.isEnabled ? "" : " (disabled)")
    }

    private static func drawSubviews(of view: UIView, into lines: inout [String], indent: String) {
        if view is UITableView || view is UIControl {
            drawView(view, into: &lines, indent: indent)
            return
        }
        for subview in view.subviews where !subview.isHidden {
            drawView(subview, into: &lines, indent: indent)
        }
    }

    private static func drawView(_ view: UIView, into lines: inout [String], indent: String) {
        switch view {
        case let label as UILabel:
            if let text = label.text, !text.isEmpty { lines.append(indent + "Label: " + text) }
        case let field as UITextField:
            lines.append(indent + fieldText(field))
        case let button as UIButton:
            lines.append(
                indent + "Button: [\(button.title(for: .normal) ?? "")]"
                    + (button.isEnabled ? "" : " (disabled)"))
        case let table as UITableView:
            drawTable(table, into: &lines, indent: indent)
        default:
            drawSubviews(of: view, into: &lines, indent: indent)
        }
    }

    private static func fieldText(_ field: UITextField) -> String {
        let placeholder = field.placeholder ?? ""
        guard let text = field.text, !text.isEmpty else { return "Field: <\(placeholder)>" }
        let shown = field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
        return "Field \"\(placeholder)\": \(shown)"
    }

    private static func drawTable(_ table: UITableView, into lines: inout [String], indent: String)
    {
        lines.append(indent + "Table:")
        let sections = table.visibleSections
        if sections.allSatisfy({ $0.cells.isEmpty && $0.header == nil }) {
            lines.append(indent + "  (no rows)")
            return
        }
        for section in sections {
            var rowIndent = indent + "  "
            if let header = section.header {
                lines.append(indent + "  Section: " + header)
                rowIndent += "  "
            }
            for cell in section.cells where !cell.isHidden {
                lines.append(rowIndent + "- " + cellText(cell))
            }
        }
    }

    private static func cellText(_ cell: UITableViewCell) -> String {
        var texts = [cell.textLabel?.text, cell.detailTextLabel?.text]
        texts += labels(in: cell.contentView).map(\.text)
        let visible = texts.compactMap { $0 }.filter { !$0.isEmpty }
        let accessory: String
        switch cell.accessoryType {
        case .none: accessory = ""
        case .disclosureIndicator: accessory = " >"
        case .checkmark: accessory = " ✓"
        }
        return visible.joined(separator: " | ") + accessory
    }

    private static func labels(in view: UIView) -> [UILabel] {
        view.subviews.filter { !$0.isHidden }.flatMap { subview -> [UILabel] in
            if let label = subview as? UILabel { return [label] }
            return labels(in: subview)
        }
    }
}
