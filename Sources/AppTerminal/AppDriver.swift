import MiniUIKit

/// An app's window driven from a keyboard and drawn as text: Tab and the arrows move a focus
/// through what can be pressed or typed into, Enter presses, typing goes into a focused field,
/// and each frame is the screen as the golden masters draw it, the focused line marked, with
/// the keys listed at the bottom.
@MainActor
public final class AppDriver {
    public let window: UIWindow
    /// The first line of every frame: which app, against which server.
    public var header: String
    /// A line under the screen (the reports the server received, say), or nil.
    public var sideLine: String?
    public private(set) var quitRequested = false
    private var focus = 0
    private var shown: ObjectIdentifier?

    public init(window: UIWindow, header: String) {
        self.window = window
        self.header = header
    }

    private var layers: Layers? { window.rootViewController.map(Layers.init) }

    /// The controls of the screen on top, with the focus kept inside them; a new screen
    /// starts with the focus on its first control.
    private func current() -> (layers: Layers, controls: [Control])? {
        guard let layers else { return nil }
        if layers.top != shown {
            shown = layers.top
            focus = 0
        }
        let controls = layers.controls
        focus = controls.isEmpty ? 0 : min(max(focus, 0), controls.count - 1)
        return (layers, controls)
    }

    public func handle(_ key: Key) {
        guard let (layers, controls) = current() else {
            quitRequested = quitRequested || key == .interrupt || key == .character("q")
            return
        }
        let focused = controls.indices.contains(focus) ? controls[focus] : nil
        if let field = focused?.field {
            switch key {
            case .character(let character):
                field.text = (field.text ?? "") + String(character)
                return
            case .backspace:
                field.text = String((field.text ?? "").dropLast())
                return
            default: break
            }
        }
        switch key {
        case .tab, .down: focus = controls.isEmpty ? 0 : (focus + 1) % controls.count
        case .backTab, .up:
            focus = controls.isEmpty ? 0 : (focus + controls.count - 1) % controls.count
        case .enter: focused?.press()
        case .left, .right:
            guard layers.alert == nil, let tabs = layers.tabs else { return }
            let count = tabs.viewControllers?.count ?? 0
            guard count > 0 else { return }
            tabs.selectedIndex = (tabs.selectedIndex + (key == .right ? 1 : count - 1)) % count
        case .escape:
            if let alert = layers.alert {
                let cancel = alert.actions.first { $0.style == .cancel } ?? alert.actions.first
                _ = alert.tapAction(titled: cancel?.title ?? "")
            } else if let navigation = layers.navigation, navigation.viewControllers.count > 1 {
                _ = navigation.popViewController(animated: true)
            }
        case .interrupt, .character("q"): quitRequested = true
        case .character("r"):
            guard layers.alert == nil else { return }
            layers.screen.viewWillAppear(false)
            layers.screen.viewDidAppear(false)
        case .character(let digit):
            guard layers.alert == nil, let tabs = layers.tabs, let number = digit.wholeNumberValue,
                (1...(tabs.viewControllers?.count ?? 0)).contains(number)
            else { return }
            tabs.selectedIndex = number - 1
        case .backspace: break
        }
    }

    /// What the terminal shows now.
    public func frame() -> String {
        let rule = String(repeating: "─", count: 72)
        guard let (layers, controls) = current() else {
            return [header, rule, "(no screen)", rule, "q quit"].joined(separator: "\n") + "\n"
        }
        let focused = controls.indices.contains(focus) ? controls[focus] : nil
        var rows = 0
        var marked = false
        let screen = ScreenRenderer.render(window).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .dropLast().map { line -> String in
            let text = line.drop { $0 == " " }
            defer { if text.hasPrefix("- ") { rows += 1 } }
            guard !marked, let focused, focused.isDrawn(by: text, row: rows) else {
                return "  " + line
            }
            marked = true
            return "▶ " + line
        }
        var lines = [header, rule] + screen + [rule]
        lines.append("focus: " + (focused?.name ?? "nothing to press here"))
        if let sideLine { lines.append(sideLine) }
        lines.append(keys(layers, typing: focused?.field != nil))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The bottom line: the keys that do something on this screen.
    private func keys(_ layers: Layers, typing: Bool) -> String {
        var keys = ["Tab/↓ next", "↑ previous", "Enter press"]
        if typing { keys.append("type to edit, Backspace deletes") }
        if layers.alert != nil {
            keys.append("Esc dismiss")
        } else {
            if let tabs = layers.tabs, let count = tabs.viewControllers?.count {
                keys.append(typing ? "←/→ tabs" : "←/→ or 1-\(count) tabs")
            }
            if let navigation = layers.navigation, navigation.viewControllers.count > 1 {
                keys.append("Esc back")
            }
            if !typing { keys.append("r reload") }
        }
        keys.append(typing ? "Ctrl-C quit" : "q quit")
        return keys.joined(separator: " · ")
    }
}
