import XCTest

@testable import RefactoredMyBiz

/// Each screen adopts only the roles of the API whose answers it uses, so none writes an empty
/// method for an answer it never asked for.
final class ScreenRolesTests: XCTestCase {
    func test_eachScreen_adoptsOnlyTheRolesItUses() {
        let screens: [(screen: AnyClass, roles: Set<String>)] = [
            (AnnouncementsTableViewController.self, ["announcements"]),
            (OrgTableViewController.self, ["org chart"]),
            (PurchaseOrdersTableViewController.self, ["products", "purchases"]),
            (NewPurchaseOrderViewController.self, ["purchases"]),
            (SettingsTableViewController.self, ["user"]),
        ]

        for (screen, roles): (AnyClass, Set<String>) in screens {
            XCTAssertEqual(self.roles(of: screen), roles, "\(screen)")
        }
    }

    private func roles(of screen: AnyClass) -> Set<String> {
        let roles: [(name: String, adopted: Bool)] = [
            ("announcements", screen is AnnouncementsDelegate.Type),
            ("org chart", screen is OrgChartDelegate.Type),
            ("products", screen is ProductsDelegate.Type),
            ("purchases", screen is PurchasesDelegate.Type),
            ("user", screen is UserDelegate.Type),
        ]
        return Set(roles.filter(\.adopted).map(\.name))
    }
}
