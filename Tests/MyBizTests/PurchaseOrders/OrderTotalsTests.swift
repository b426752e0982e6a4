import XCTest

@testable import RefactoredMyBiz

/// What an order comes to, worked out with no form: free shipping from $500 of goods, $25
/// below it and $15 of handling below $100 unless on contract; tax on the goods and the
/// shipping, rounded to cents; every amount in the currency the order is shown in.
final class OrderTotalsTests: XCTestCase {
    let dollars = Currency(symbol: "$")

    func test_subtotal_isThePriceTimesTheQuantity_unrounded() {
        XCTAssertEqual(totals(price: 12.5, quantity: 4).subtotal, 50)
        // 23.74 × 10 is 237.39999999999998 in a Double: the form rounds only when it writes.
        let odd = totals(price: 23.74, quantity: 10).subtotal
        XCTAssertNotEqual(odd, 237.4)
        XCTAssertEqual(odd, 237.4, accuracy: 1e-9)
    }

    func test_shipping_freeFromFiveHundred_twentyFiveBelow_fortyBelowAHundred() {
        let shipping = [(250, 2), (49.99, 2), (50, 2), (100, 5)].map {
            totals(price: $0.0, quantity: $0.1).shipping
        }

        XCTAssertEqual(shipping, [0, 40, 25, 0])
    }

    func test_shipping_onAContract_isNeverHandled() {
        XCTAssertEqual(totals(price: 10, quantity: 1, onContract: true).shipping, 25)
    }

    func test_tax_isOnTheGoodsAndTheShipping_roundedToCents_andAddsToTheTotal() {
        let order = totals(price: 24.99, quantity: 1, taxRate: 8.875)

        XCTAssertEqual(order.tax, 5.77, "8.875 % of 24.99 + 40.00 is 5.7679…")
        XCTAssertEqual(order.total, 24.99 + 40 + 5.77, accuracy: 1e-9)
    }

    func test_everyAmount_isGivenInTheCurrencyTheOrderIsShownIn() {
        let canadian = Currency(symbol: "C$", perDollar: 1.36)
        let order = totals(price: 250, quantity: 1, taxRate: 13, currency: canadian)

        XCTAssertEqual(order.price, 340, accuracy: 1e-9)
        XCTAssertEqual(order.subtotal, 340, accuracy: 1e-9)
        XCTAssertEqual(order.shipping, 34, accuracy: 1e-9)
        XCTAssertEqual(order.tax, 35.75 * 1.36, accuracy: 1e-9, "taxed in dollars, then converted")
    }

    private func totals(
        price: Double, quantity: Int, onContract: Bool = false, taxRate: Double = 0,
        currency: Currency? = nil
    ) -> OrderTotals {
        OrderTotals(
            price: price, quantity: quantity, onContract: onContract, taxRate: taxRate,
            currency: currency ?? dollars)
    }
}
