import Foundation
import XCTest

@testable import RefactoredMyBiz

/// The pricing phase of recalculate(), split from the writing: what an order of a product costs
/// in the buyer's region, worked out whole with no form, field or label.
final class OrderQuoteTests: XCTestCase {
    let clip = Product(id: "P1", name: "Clip", cost: 20)
    let table = TaxTable(rates: ["NY": 8.875, "ON": 13])

    func test_init_inNewYork_pricesTheUnitAndTaxesTheOrderInDollars() throws {
        let quote = try OrderQuote(
            product: clip, quantity: 4, day: deliveryDay("03/01/2019"), region: "NY",
            taxTable: table)

        XCTAssertEqual(quote.pricing.price, 20)
        XCTAssertEqual(quote.currency.symbol, "$")
        XCTAssertEqual(quote.rate, 8.875)
        XCTAssertNil(quote.taxMessage)
        XCTAssertEqual(quote.totals.total, 80 + 40 + 10.65, accuracy: 1e-9, "8.875 % of 120.00")
    }

    func test_init_aTierOfTheQuantity_isInTheUnitsPriceAndTheTotal() throws {
        let quote = try OrderQuote(
            product: clip, quantity: 10, day: deliveryDay("03/01/2019"), region: "NY",
            taxTable: table)

        XCTAssertEqual(quote.pricing.discountLine, "Discount: 5% (10 or more)")
        XCTAssertEqual(quote.totals.subtotal, 190, accuracy: 1e-9)
    }

    func test_init_inARegionTheTableLacks_taxesNothingAndSaysSo() throws {
        let quote = try OrderQuote(
            product: clip, quantity: 4, day: deliveryDay("03/01/2019"), region: "QC",
            taxTable: table)

        XCTAssertEqual(quote.rate, 0)
        XCTAssertEqual(quote.taxMessage, "No tax rate for QC; the total leaves out tax.")
        XCTAssertEqual(quote.totals.tax, 0)
    }

    func test_init_inOntario_givesTheTotalsInCanadianDollars() throws {
        let quote = try OrderQuote(
            product: clip, quantity: 25, day: deliveryDay("03/01/2019"), region: "ON",
            taxTable: table)

        XCTAssertEqual(quote.currency.symbol, "C$")
        XCTAssertEqual(quote.rate, 13)
        XCTAssertEqual(quote.totals.subtotal, 475 * 1.36, accuracy: 1e-9, "25 × $19.00")
    }
}
