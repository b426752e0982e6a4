import Foundation
import MiniUIKit

class LoginViewController: UIViewController {
    let welcomeLabel = UILabel()
    let emailField = UITextField()
    let passwordField = UITextField()
    let loginButton = UIButton()

    var api: API {
        return UIApplication.appDelegate.api
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "MyBiz"
        welcomeLabel.text = "Welcome to MyBiz"
        emailField.placeholder = "Email"
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        emailField.text = "agent@shield.org"
        passwordField.text = "hailHydra"
        loginButton.setTitle("Log In", for: .normal)
        loginButton.addAction(
            UIAction { _ in
                self.loginTapped()
            }, for: .touchUpInside)

        view.addSubview(welcomeLabel)
        view.addSubview(emailField)
        view.addSubview(passwordField)
        view.addSubview(loginButton)
    }

    func loginTapped() {
        guard let username = emailField.text, !username.isEmpty else {
            showAlert(title: "Missing Email", message: "Please enter your email address.")
            return
        }
        guard username.contains("@") else {
            showAlert(title: "Invalid Email", message: "\(username) is not an email address.")
            return
        }
        guard let password = passwordField.text, password.count >= 6 else {
            showAlert(title: "Invalid Password", message: "Passwords have at least 6 characters.")
            return
        }
        api.delegate = self
        api.login(username: username, password: password)
    }

    func showAlert(title: String, message: String) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

extension LoginViewController: APIDelegate {
    func loginFailed(error: Error) {
        if let error = error as? APIError {
            showAlert(title: "Login Failed", message: error.reason)
        } else {
            showAlert(title: "Login Failed", message: "Could not reach the server.")
        }
    }

    func loginSucceeded(userId: String) {
        UIApplication.appDelegate.handleLogin(userId: userId)
    }

    func announcementsFailed(error: Error) {}
    func announcementsLoaded(announcements: [Announcement]) {}
    func orgFailed(error: Error) {}
    func orgLoaded(org: [Employee]) {}
    func eventsFailed(error: Error) {}
    func eventsLoaded(events: [Event]) {}
    func productsFailed(error: Error) {}
    func productsLoaded(products: [Product]) {}
    func purchasesFailed(error: Error) {}
    func purchasesLoaded(purchases: [PurchaseOrder]) {}
    func userFailed(error: Error) {}
    func userLoaded(user: UserInfo) {}
}
