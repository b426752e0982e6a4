import Foundation
import MiniUIKit

// Main.storyboard: the scenes by identifier, and the tab bar's relationships.
enum MainStoryboard {
    static func register() {
        UIStoryboard.register(
            name: "Main",
            scenes: [
                "login": { LoginViewController() },
                "announcements": { AnnouncementsTableViewController() },
                "Calendar": { CalendarViewController() },
                "org": { OrgTableViewController() },
                "purchaseOrders": { PurchaseOrdersTableViewController() },
                "newPurchaseOrder": { NewPurchaseOrderViewController() },
                "settings": { SettingsTableViewController() },
                "tabController": { makeTabController() },
            ])
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
