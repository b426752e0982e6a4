import Foundation
import MiniUIKit
import Testing

@Suite("Screen renderer") @MainActor
struct ScreenRendererTests {
    @Test("draws bars, labels, fields (secure ones masked), buttons, tables and a presented alert")
    func rendersEverything() {
        let form = FormScreen()
        let tabs = UITabBarController()
        let other = UIViewController()
        other.title = "Other"
        let navigation = UINavigationController(rootViewController: form)
        navigation.tabBarItem.title = "Form"
        tabs.viewControllers = [navigation, other]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let alert = UIAlertController(title: "Oops", message: "Try again.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        form.present(alert, animated: false)

        #expect(
            ScreenRenderer.render(window) == """
                Tab bar: [Form] | Other
                Navigation bar: Form  [+]
                Screen: Form
                  Label: Hello
                  Field "Name": Ada
                  Field "Secret": •••
                  Field: <Empty>
                  Button: [Go]
                  Button: [Stop] (disabled)
                  Table:
                    Section: Letters
                      - a | first ✓
                      - b >
                Presented:
                  Alert: Oops
                    Try again.
                    Buttons: [OK] [Cancel]

                """)
    }

    @Test("a window without a root draws as no screen")
    func noScreen() {
        #expect(ScreenRenderer.render(UIWindow()) == "(no screen)\n")
    }
}

final class FormScreen: UIViewController, UITableViewDataSource {
    override func viewDidLoad() {
        title = "Form"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
        let hidden = UILabel()
        hidden.text = "invisible"
        hidden.isHidden = true
        let table = UITableView()
        table.dataSource = self
        let views: [UIView] = [
            label("Hello"), label(""), hidden, field("Name", "Ada"),
            field("Secret", "abc", secure: true),
            field("Empty", ""), button("Go", enabled: true), button("Stop", enabled: false),
            table,
        ]
        views.forEach(view.addSubview)
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Letters"
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = indexPath.row == 0 ? "a" : "b"
        cell.detailTextLabel?.text = indexPath.row == 0 ? "first" : nil
        cell.accessoryType = indexPath.row == 0 ? .checkmark : .disclosureIndicator
        return cell
    }

    private func label(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        return label
    }

    private func field(_ placeholder: String, _ text: String, secure: Bool = false) -> UITextField {
        let field = UITextField()
        field.placeholder = placeholder
        field.text = text
        field.isSecureTextEntry = secure
        return field
    }

    private func button(_ title: String, enabled: Bool) -> UIButton {
        let button = UIButton()
        button.setTitle(title, for: .normal)
        button.isEnabled = enabled
        return button
    }
}
