import Foundation
import MiniUIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    lazy var configuration = AppConfiguration.load()
    lazy var api = API(server: configuration.server)
    lazy var eventStore = EventStore(path: configuration.eventStorePath)
    var userId: String?

    /// The screens, made on this app's objects.
    var screens: Screens {
        Screens(
            api: api, eventStore: eventStore, userId: userId,
            showHome: { [weak self] in self?.handleLogin(userId: $0) },
            showLogin: { [weak self] in self?.showLogin() })
    }

    var rootController: UIViewController? {
        get { window?.rootViewController }
        set { window?.rootViewController = newValue }
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        MainStoryboard.register()
        window = UIWindow()
        showLogin()
        window?.makeKeyAndVisible()
        return true
    }

    func showLogin() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        rootController = storyboard.instantiateViewController(withIdentifier: "login")
    }

    func handleLogin(userId: String) {
        self.userId = userId

        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let tabController =
            storyboard
            .instantiateViewController(withIdentifier: "tabController") as! UITabBarController

        tabController.viewControllers?
            .compactMap { $0 as? ReportSending }
            .forEach { $0.analytics = api }

        rootController = tabController
    }
}

extension UIApplication {
    static var appDelegate: AppDelegate {
        UIApplication.shared.delegate as! AppDelegate
    }
}
