import Foundation
import MiniUIKit
import Testing

@testable import AppTerminal

/// A small app of two tabs: a form in a navigation stack, whose button opens a list and whose
/// bar button asks a question in an alert; and a plain second tab.
final class SampleApp {
    let window = UIWindow()
    let form = FormScreen()
    let tabs = UITabBarController()
    var selected: [String] = []
    var answers: [String] = []

    init() {
        let navigation = UINavigationController(rootViewController: form)
        navigation.tabBarItem.title = "Form"
        let other = UIViewController()
        other.title = "Other"
        other.tabBarItem.title = "Other"
        tabs.viewControllers = [navigation, other]
        form.app = self
        window.rootViewController = tabs
        window.makeKeyAndVisible()
    }

    final class FormScreen: UIViewController {
        weak var app: SampleApp?
        let name = UITextField()
        let greet = UIButton()

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Form"
            name.placeholder = "Name"
            greet.setTitle("Greet", for: .normal)
            greet.addAction(UIAction { [weak self] _ in self?.openList() }, for: .touchUpInside)
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Ask", primaryAction: UIAction { [weak self] _ in self?.ask() })
            view.addSubview(name)
            view.addSubview(greet)
        }

        func openList() {
            let list = ListScreen(rows: ["one", "two"])
            list.title = "Hello " + (name.text ?? "")
            list.onSelect = { [weak self] in self?.app?.selected.append($0) }
            navigationController?.pushViewController(list, animated: true)
        }

        func ask() {
            let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
            for (title, style) in [("Yes", UIAlertAction.Style.default), ("No", .cancel)] {
                alert.addAction(
                    UIAlertAction(title: title, style: style) { [weak self] _ in
                        self?.app?.answers.append(title)
                    })
            }
            present(alert, animated: true)
        }
    }

    final class ListScreen: UITableViewController {
        let rows: [String]
        var onSelect: (String) -> Void = { _ in }

        init(rows: [String]) {
            self.rows = rows
            super.init()
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
        {
            rows.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
            -> UITableViewCell
        {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            onSelect(rows[indexPath.row])
        }
    }
}

@Suite("AppTerminal: driving an app from the keyboard") @MainActor
struct AppDriverTests {
    let app = SampleApp()
    let driver: AppDriver

    init() {
        driver = AppDriver(window: app.window, header: "Sample")
    }

    func press(_ keys: Key...) {
        for key in keys { driver.handle(key) }
    }

    @Test("draws the screen as the golden masters do, the focus marked, the keys listed")
    func frame() {
        #expect(
            driver.frame() == """
                Sample
                \(String(repeating: "─", count: 72))
                  Tab bar: [Form] | Other
                ▶ Navigation bar: Form  [Ask]
                  Screen: Form
                    Field: <Name>
                    Button: [Greet]
                \(String(repeating: "─", count: 72))
                focus: bar button [Ask]
                Tab/↓ next · ↑ previous · Enter press · ←/→ or 1-2 tabs · r reload · q quit

                """)
    }

    @Test("moves the focus with Tab and the arrows, round the screen's controls")
    func focus() {
        press(.tab)
        #expect(driver.frame().contains("▶   Field: <Name>"))
        press(.down)
        #expect(driver.frame().contains("focus: button [Greet]"))
        press(.tab)
        #expect(driver.frame().contains("focus: bar button [Ask]"))
        press(.up, .backTab)
        #expect(driver.frame().contains("focus: field \"Name\" (type to edit)"))
    }

    @Test("types into the focused field, q included, and Backspace deletes")
    func typing() {
        press(.tab, .character("Q"), .character("u"), .character("x"), .backspace, .character("q"))

        #expect(app.form.name.text == "Quq")
        #expect(!driver.quitRequested)
        #expect(driver.frame().contains("▶   Field \"Name\": Quq"))
        #expect(
            driver.frame().hasSuffix(
                "type to edit, Backspace deletes · ←/→ tabs · Ctrl-C quit\n"))
    }

    @Test("presses a button, which opens a screen focused on its first control; Esc goes back")
    func openAndBack() {
        press(.tab, .character("A"), .character("l"), .tab, .enter)

        #expect(driver.frame().contains("Navigation bar: Hello Al"))
        #expect(driver.frame().contains("focus: back to Form"))
        press(.down, .down, .enter)
        #expect(app.selected == ["two"])
        press(.escape)
        #expect(driver.frame().contains("Screen: Form"))
    }

    @Test("moves through an alert's buttons, presses one, or dismisses with its cancel on Esc")
    func alert() {
        press(.enter)
        #expect(driver.frame().contains("▶     Buttons: [Yes] [No]"))
        press(.tab, .enter)
        press(.enter, .escape)

        #expect(app.answers == ["No", "No"])
        #expect(!driver.frame().contains("Alert:"))
    }

    @Test("switches tabs with the digits and the arrows, and quits on q or Ctrl-C")
    func tabsAndQuit() {
        press(.character("2"))
        #expect(app.tabs.selectedIndex == 1)
        press(.right, .right)
        #expect(app.tabs.selectedIndex == 1)
        press(.character("9"))
        #expect(app.tabs.selectedIndex == 1)
        #expect(driver.frame().contains("focus: nothing to press here"))
        press(.character("q"))
        #expect(driver.quitRequested)
    }
}
