import Foundation
import MiniUIKit
import XCTest

@testable import MyBiz

/// Held back from step 84's exercise: goods a cent under the threshold and exactly at it, on
/// the form, whose shipping line carries the handling.
final class SmallOrderHandlingHeldBackTests: XCTestCase {
    override func setUp() {
        super.setUp()
        UserDefaults.standard.removeObject(forKey: "userRegion")
    }

    override func tearDown() {
        UserDefaults.standard.removeObject(forKey: "poDraft")
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_shipping_aCentUnderAHundred_andAtAHundred() {
        let under = Product(id: "P7", name: "Lamp", cost: 49.99)
        let at = Product(id: "P8", name: "Desk", cost: 50)

        HeldBack.assertSame(shipping(of: under, quantity: 2), "Shipping: $40.00")
        HeldBack.assertSame(shipping(of: at, quantity: 2), "Shipping: $25.00")
    }

    private func shipping(of product: Product, quantity: Int) -> String? {
        pricedForm(product, quantity: quantity).shippingLabel.text
    }
}
