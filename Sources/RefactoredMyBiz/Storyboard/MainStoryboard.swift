import Foundation
import MiniUIKit

// Main.storyboard: the scenes by identifier, and the tab bar's relationships. A scene is made
// when it is instantiated, by the app's Screens where a screen depends on the app's objects.
enum MainStoryboard {
    static func register() {
        UIStoryboard.register(
            name: "Main",
            scenes: [
                "login": { screens.login() },
                "announcements": { screens.announcements() },
                "Calendar": { screens.calendar() },
                "org": { screens.orgChart() },
                "purchaseOrders": { screens.purchaseOrders() },
                "newPurchaseOrder": { screens.newPurchaseOrder() },
                "settings": { screens.settings() },
                "tabController": { makeTabController() },
            ])
    }

    private static var screens: Screens {
        UIApplication.appDelegate.screens
    }

    private static func makeTabController() -> UITabBarController {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let tabs: [(identifier: String, title: String, embedded: Bool)] = [
            ("announcements", "Announcements", false),
            ("Calendar", "Calendar", true),
            ("org", "Org Chart", false),
            ("purchaseOrders", "Purchase Orders", true),
            ("settings", "Settings", true),
        ]
        let tabController = UITabBarController()
        tabController.viewControllers = tabs.map { tab in
            let screen = storyboard.instantiateViewController(withIdentifier: tab.identifier)
            let child = tab.embedded ? UINavigationController(rootViewController: screen) : screen
            child.tabBarItem.title = tab.title
            return child
        }
        return tabController
    }
}
