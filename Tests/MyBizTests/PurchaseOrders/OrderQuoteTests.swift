import Foundation
import XCTest

@testable import RefactoredMyBiz

/// The pricing phase of recalculate(), split from the writing: what an order of a product costs
/// in the buyer's region, worked out whole with no form, field or label.
final class OrderQuoteTests: XCTestCase {
    let clip = Product(id: "P1", name: "Clip", cost: 20)

    func test_init_inNewYork_pricesTheUnitAndTaxesTheOrderInDollars() throws {
        let quote = try orderQuote(clip, quantity: 4)

        XCTAssertEqual(quote.pricing.price, 20)
        XCTAssertEqual(quote.currency.symbol, "$")
        XCTAssertEqual(quote.rate, 8.875)
        XCTAssertNil(quote.taxMessage)
        XCTAssertEqual(quote.totals.total, 80 + 40 + 10.65, accuracy: 1e-9, "8.875 % of 120.00")
    }

    func test_init_aTierOfTheQuantity_isInTheUnitsPriceAndTheTotal() throws {
        let quote = try orderQuote(clip, quantity: 10)

        XCTAssertEqual(quote.pricing.discountLine, "Discount: 5% (10 or more)")
        XCTAssertEqual(quote.pricing.price, 19)
        XCTAssertEqual(quote.totals.total, 190 + 25 + 19.08, accuracy: 1e-9, "8.875 % of 215.00")
    }

    func test_init_onContract_chargesNoSmallOrdersHandling() throws {
        var contracted = clip
        contracted.contractPrice = 15
        contracted.contractMinimum = 2

        let quote = try orderQuote(contracted, quantity: 4)

        XCTAssertTrue(quote.pricing.onContract)
        XCTAssertEqual(quote.totals.shipping, 25, "$60 of goods: shipping, no handling")
    }

    func test_init_aPromotion_runsOnTheDayItIsGiven() throws {
        var promoted = clip
        promoted.promotion = Promotion(percentOff: 8, starts: "2019-04-01", ends: "2019-04-15")

        let during = try orderQuote(promoted, quantity: 4, day: "04/02/2019")
        let before = try orderQuote(promoted, quantity: 4, day: "03/01/2019")

        XCTAssertEqual(during.pricing.price, 18.4, accuracy: 1e-9)
        XCTAssertEqual(before.pricing.price, 20)
    }

    func test_init_inARegionTheTableLacks_taxesNothingAndSaysSo() throws {
        let quote = try orderQuote(clip, quantity: 4, region: "QC")

        XCTAssertEqual(quote.rate, 0)
        XCTAssertEqual(quote.taxMessage, "No tax rate for QC; the total leaves out tax.")
        XCTAssertEqual(quote.totals.tax, 0)
    }

    func test_init_inOntario_givesTheTotalsInCanadianDollars() throws {
        let quote = try orderQuote(clip, quantity: 25, region: "ON")

        XCTAssertEqual(quote.currency.symbol, "C$")
        XCTAssertEqual(quote.rate, 13)
        let totals = quote.totals
        let amounts = [totals.subtotal, totals.shipping, totals.tax, totals.total]
        let dollars: [Double] = [475, 25, 65, 565]
        for (amount, dollar) in zip(amounts, dollars) {
            XCTAssertEqual(amount, dollar * 1.36, accuracy: 1e-9, "$\(dollar) at 1.36")
        }
    }
}
