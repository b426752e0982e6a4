import Foundation
import XCTest

@testable import RefactoredMyBiz

/// The unit price broken out of recalculate(): made with what the method was given, run, and
/// read, with no screen, field or label in between.
final class UnitPricingTests: XCTestCase {
    let listed = Product(id: "P1", name: "Stapler", cost: 20, supplier: "Acme")

    func test_run_withNoRuleThatApplies_leavesTheListPrice() throws {
        let pricing = try run(listed, quantity: 1)

        XCTAssertEqual(pricing.unitPrice, 20)
        XCTAssertEqual(pricing.discount, 0)
        XCTAssertEqual(pricing.discountReason, "")
        XCTAssertFalse(pricing.onContract)
    }

    func test_run_onContract_takesTheContractPriceAndNamesTheSupplier() throws {
        var contracted = listed
        contracted.contractPrice = 15
        contracted.contractMinimum = 12

        let pricing = try run(contracted, quantity: 60)

        XCTAssertEqual(pricing.unitPrice, 15)
        XCTAssertEqual(pricing.discount, 0, "no tier on a contract")
        XCTAssertEqual(pricing.discountReason, "contract with Acme")
        XCTAssertTrue(pricing.onContract)
    }

    func test_run_aPromotionRunning_beatsASmallerTierAndLosesToABiggerOne() throws {
        var promoted = listed
        promoted.promotion = Promotion(percentOff: 8, starts: "2019-04-01", ends: "2019-04-15")

        let small = try run(promoted, quantity: 10, day: "04/02/2019")
        let big = try run(promoted, quantity: 100, day: "04/02/2019")

        XCTAssertEqual(small.discount, 8)
        XCTAssertEqual(small.discountReason, "promotion until 2019-04-15")
        XCTAssertEqual(small.unitPrice, 20, "a discount comes off later")
        XCTAssertEqual(big.discount, 15)
        XCTAssertEqual(big.discountReason, "100 or more")
    }

    func test_run_aPromotionOnAContract_comesOffTheContractPrice() throws {
        var both = listed
        both.contractPrice = 15
        both.contractMinimum = 1
        both.promotion = Promotion(percentOff: 10, starts: "2019-04-01", ends: "2019-04-15")

        let pricing = try run(both, quantity: 1, day: "04/02/2019")

        XCTAssertEqual(pricing.unitPrice, 13.5)
        XCTAssertEqual(pricing.discount, 10)
        XCTAssertEqual(pricing.discountReason, "promotion on contract price")
    }

    func test_discountLine_aTier_saysItsWholePercentAndWhy() throws {
        XCTAssertEqual(try run(listed, quantity: 60).discountLine, "Discount: 10% (50 or more)")
    }

    func test_discountLine_aPromotionWithADecimal_keepsIt() throws {
        var promoted = listed
        promoted.promotion = Promotion(percentOff: 7.5, starts: "2019-04-01", ends: "2019-04-30")

        XCTAssertEqual(
            try run(promoted, quantity: 1, day: "04/02/2019").discountLine,
            "Discount: 7.5% (promotion until 2019-04-30)")
    }

    func test_discountLine_onContract_namesTheContract_orItsPromotion() throws {
        var contracted = listed
        contracted.contractPrice = 15
        contracted.contractMinimum = 1
        var both = contracted
        both.promotion = Promotion(percentOff: 5, starts: "2019-04-01", ends: "2019-04-15")

        XCTAssertEqual(
            try run(contracted, quantity: 1).discountLine, "Discount: contract with Acme")
        XCTAssertEqual(
            try run(both, quantity: 1, day: "04/02/2019").discountLine,
            "Discount: 5% (promotion on contract price)")
    }

    func test_discountLine_noRuleThatApplies_isNone() throws {
        XCTAssertNil(try run(listed, quantity: 1).discountLine)
    }

    /// A UnitPricing of `quantity` units of `product` delivered on `day` (MM/dd/yyyy), run.
    private func run(_ product: Product, quantity: Int, day: String = "03/01/2019") throws
        -> UnitPricing
    {
        var pricing = UnitPricing(product: product, quantity: quantity, day: try deliveryDay(day))
        pricing.run()
        return pricing
    }
}
