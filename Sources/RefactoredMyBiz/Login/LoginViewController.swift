import Foundation
import MiniUIKit

class LoginViewController: UIViewController {
    let welcomeLabel = UILabel()
    let emailField = UITextField()
    let passwordField = UITextField()
    let loginButton = UIButton()

    let loginAPI: LoginAPI
    /// Where a successful login leads: the home of the user it names.
    let showHome: (_ userId: String) -> Void

    init(loginAPI: LoginAPI, showHome: @escaping (_ userId: String) -> Void) {
        self.loginAPI = loginAPI
        self.showHome = showHome
        super.init()
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
            UIAction { [weak self] _ in
                self?.loginTapped()
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
        loginAPI.login(username: username, password: password) { [weak self] result in
            self?.handle(result)
        }
    }

    func handle(_ result: Result<Token, Error>) {
        switch result {
        case .success(let token):
            showHome(token.userID)
        case .failure(let error):
            let reason = (error as? APIError)?.reason ?? "Could not reach the server."
            showAlert(title: "Login Failed", message: reason)
        }
    }

    func showAlert(title: String, message: String) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
