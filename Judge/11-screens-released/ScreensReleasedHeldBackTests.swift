import Foundation
import MiniUIKit
import XCTest

@testable import MyBiz

/// Held back from step 11's exercise: the same screens let go after other taps, and one never
/// tapped.
final class ScreensReleasedHeldBackTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_loginScreen_afterAnAddressWithoutAnAt_isReleased() throws {
        let sut: LoginViewController = try loadedScreen("login")
        sut.emailField.text = "nick.fury"

        sut.loginButton.sendActions(for: .touchUpInside)

        HeldBack.assertSame(alertTitle(of: sut), "Invalid Email")
    }

    func test_loginScreen_afterAShortPassword_isReleased() throws {
        let sut: LoginViewController = try loadedScreen("login")
        sut.passwordField.text = "hydra"

        sut.loginButton.sendActions(for: .touchUpInside)

        HeldBack.assertSame(alertTitle(of: sut), "Invalid Password")
    }

    func test_newPurchaseOrderScreen_afterABadQuantity_isReleased() throws {
        let sut: NewPurchaseOrderViewController = try loadedScreen("newPurchaseOrder")
        sut.selectedProduct = Product(id: "P9", name: "Helicarrier", cost: 9.5)
        sut.quantityField.text = "-2"

        sut.submitButton.sendActions(for: .touchUpInside)

        HeldBack.assertSame(alertTitle(of: sut), "Invalid Quantity")
    }

    func test_purchaseOrdersScreen_neverTapped_isReleased() throws {
        let sut: PurchaseOrdersTableViewController = try loadedScreen("purchaseOrders")

        HeldBack.assertSame(sut.title, "Purchase Orders")
    }
}
