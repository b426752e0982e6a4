import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// The unit price the form's recalculate() settles on, read through its sensing variable: each
/// rule that a characterization test sees only mixed into the labels, tested on its own.
final class UnitPriceTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    let listed = Product(id: "P1", name: "Stapler", cost: 20)

    func test_tiers_takeFivePercentFromTen_tenAboveFifty_fifteenFromAHundred() {
        let prices = [9, 10, 50, 51, 100].map { unitPrice(of: listed, quantity: $0) }

        // 50 gets the 5 % tier, not the 10 % its label promises: the legacy's boundary, pinned.
        XCTAssertEqual(prices, [20, 19, 19, 18, 17])
    }

    func test_contract_fromItsMinimum_replacesTheListPriceAndTheTiers() {
        var contracted = listed
        contracted.contractPrice = 15
        contracted.contractMinimum = 12

        XCTAssertEqual(unitPrice(of: contracted, quantity: 11), 19, "below: list less 5 %")
        XCTAssertEqual(unitPrice(of: contracted, quantity: 12), 15)
        XCTAssertEqual(unitPrice(of: contracted, quantity: 100), 15, "no tier on a contract")
    }

    func test_promotion_fromItsStartUntilTheEveOfItsEnd_whenItBeatsTheTier() {
        var promoted = listed
        promoted.promotion = Promotion(percentOff: 8, starts: "2019-04-01", ends: "2019-04-15")

        XCTAssertEqual(unitPrice(of: promoted, quantity: 1, day: "03/31/2019"), 20)
        XCTAssertEqual(unitPrice(of: promoted, quantity: 1, day: "04/01/2019"), 18.4)
        XCTAssertEqual(unitPrice(of: promoted, quantity: 1, day: "04/15/2019"), 20, "its end")
        XCTAssertEqual(unitPrice(of: promoted, quantity: 100, day: "04/01/2019"), 17, "the tier")
    }

    func test_promotion_onAContract_takesItsShareOffTheContractPrice() {
        var both = listed
        both.contractPrice = 15
        both.contractMinimum = 1
        both.promotion = Promotion(percentOff: 10, starts: "2019-04-01", ends: "2019-04-15")

        XCTAssertEqual(unitPrice(of: both, quantity: 1, day: "04/02/2019"), 13.5)
    }

    func test_unitPrice_isRoundedToCentsBeforeTheQuantityMultipliesIt() {
        let odd = Product(id: "P2", name: "Clip", cost: 24.99)
        var subtotal: String?

        let price = unitPrice(of: odd, quantity: 10) { subtotal = $0.subtotalLabel.text }

        XCTAssertEqual(price, 23.74, "24.99 less 5 % is 23.7405")
        XCTAssertEqual(subtotal, "Subtotal: $237.40", "ten times 23.7405 would be 237.41")
    }

    /// What the form settles on for `quantity` of `product`, delivered on `day`; `then` sees
    /// the form afterwards.
    private func unitPrice(
        of product: Product, quantity: Int, day: String = "03/01/2019",
        file: StaticString = #filePath, line: UInt = #line,
        then: (NewPurchaseOrderViewController) -> Void = { _ in }
    ) -> Double? {
        _ = installAppDelegate()
        let sut =
            UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "newPurchaseOrder")
            as! NewPurchaseOrderViewController
        sut.products = [product]
        sut.loadViewIfNeeded()
        sut.selectedProduct = product
        sut.quantityField.text = String(quantity)
        sut.deliveryField.text = day
        sut.recalculate()
        then(sut)
        trackForMemoryLeaks(sut, file: file, line: line)
        return sut.sensedUnitPrice
    }
}
