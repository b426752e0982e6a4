import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// What a unit of an order costs, discount taken and rounded to cents: UnitPricing's price,
/// which the form's sensing variable showed before.
final class UnitPriceTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    let listed = Product(id: "P1", name: "Stapler", cost: 20)

    func test_tiers_takeFivePercentFromTen_tenAboveFifty_fifteenFromAHundred() throws {
        let prices = try [9, 10, 50, 51, 100].map { try unitPrice(of: listed, quantity: $0) }

        // 50 gets the 5 % tier, not the 10 % its label promises: the legacy's boundary, pinned.
        XCTAssertEqual(prices, [20, 19, 19, 18, 17])
    }

    func test_contract_fromItsMinimum_replacesTheListPriceAndTheTiers() throws {
        var contracted = listed
        contracted.contractPrice = 15
        contracted.contractMinimum = 12

        XCTAssertEqual(try unitPrice(of: contracted, quantity: 11), 19, "below: list less 5 %")
        XCTAssertEqual(try unitPrice(of: contracted, quantity: 12), 15)
        XCTAssertEqual(try unitPrice(of: contracted, quantity: 100), 15, "no tier on a contract")
    }

    func test_promotion_fromItsStartUntilTheEveOfItsEnd_whenItBeatsTheTier() throws {
        var promoted = listed
        promoted.promotion = Promotion(percentOff: 8, starts: "2019-04-01", ends: "2019-04-15")

        XCTAssertEqual(try unitPrice(of: promoted, quantity: 1, day: "03/31/2019"), 20)
        XCTAssertEqual(try unitPrice(of: promoted, quantity: 1, day: "04/01/2019"), 18.4)
        XCTAssertEqual(try unitPrice(of: promoted, quantity: 1, day: "04/15/2019"), 20, "its end")
        XCTAssertEqual(try unitPrice(of: promoted, quantity: 100, day: "04/01/2019"), 17, "tier")
    }

    func test_promotion_onAContract_takesItsShareOffTheContractPrice() throws {
        var both = listed
        both.contractPrice = 15
        both.contractMinimum = 1
        both.promotion = Promotion(percentOff: 10, starts: "2019-04-01", ends: "2019-04-15")

        XCTAssertEqual(try unitPrice(of: both, quantity: 1, day: "04/02/2019"), 13.5)
    }

    func test_unitPrice_isRoundedToCentsBeforeTheQuantityMultipliesIt() throws {
        let odd = Product(id: "P2", name: "Clip", cost: 24.99)

        XCTAssertEqual(try unitPrice(of: odd, quantity: 10), 23.74, "24.99 less 5 % is 23.7405")
        XCTAssertEqual(
            subtotal(of: odd, quantity: 10), "Subtotal: $237.40",
            "ten times 23.7405 would be 237.41")
    }

    /// The price of one unit when `quantity` of `product` are delivered on `day`.
    private func unitPrice(of product: Product, quantity: Int, day: String = "03/01/2019")
        throws -> Double
    {
        var pricing = UnitPricing(product: product, quantity: quantity, day: try deliveryDay(day))
        pricing.run()
        return pricing.price
    }

    /// The subtotal the form shows for `quantity` of `product`.
    private func subtotal(
        of product: Product, quantity: Int, file: StaticString = #filePath, line: UInt = #line
    ) -> String? {
        let form = pricedForm(product, quantity: quantity)
        trackForMemoryLeaks(form, file: file, line: line)
        return form.formView.summary.subtotalLabel.text
    }
}
