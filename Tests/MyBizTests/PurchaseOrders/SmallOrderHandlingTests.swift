import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// The form charges SmallOrderFee's handling with the shipping: what the screen shows, for an
/// order under the threshold, one at it, and one on contract.
final class SmallOrderHandlingTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    let clip = Product(id: "P1", name: "Clip", cost: 20)

    func test_recalculate_anOrderUnderAHundred_paysHandlingWithItsShipping() {
        XCTAssertEqual(shipping(of: clip, quantity: 4), "Shipping: $40.00", "4 × $20: $25 + $15")
        XCTAssertEqual(shipping(of: clip, quantity: 5), "Shipping: $25.00", "5 × $20 is $100")
    }

    func test_recalculate_anOrderOnContract_paysNoHandling() {
        var contracted = clip
        contracted.contractPrice = 10
        contracted.contractMinimum = 1

        XCTAssertEqual(shipping(of: contracted, quantity: 2), "Shipping: $25.00")
    }

    /// The shipping line the form shows for `quantity` of `product`, in New York.
    private func shipping(
        of product: Product, quantity: Int, file: StaticString = #filePath, line: UInt = #line
    ) -> String? {
        let form = pricedForm(product, quantity: quantity)
        trackForMemoryLeaks(form, file: file, line: line)
        return form.formView.summary.shippingLabel.text
    }
}
