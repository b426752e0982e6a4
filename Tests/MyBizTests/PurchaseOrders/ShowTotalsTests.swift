import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// The sums recalculate() wrote among its labels, now a method a test gives an order's totals
/// and reads the labels it leaves.
final class ShowTotalsTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    let dollars = Currency(symbol: "$")

    func test_showTotals_anOrderWithFreeShippingAndTax_writesEverySum() {
        let totals = OrderTotals(
            price: 20, quantity: 30, onContract: false, taxRate: 8.875, currency: dollars)

        let lines = shown(totals, region: "NY", rate: 8.875)

        XCTAssertEqual(
            lines,
            [
                "Unit price: $20.00", "Subtotal: $600.00", "Shipping: free",
                "Tax (NY 8.875%): $53.25", "Total: $653.25",
            ])
    }

    func test_showTotals_aSmallOrderWithNoTax_chargesShippingAndSaysNoTax() {
        let totals = OrderTotals(
            price: 20, quantity: 3, onContract: false, taxRate: 0, currency: dollars)

        let lines = shown(totals, region: "QC", rate: 0)

        XCTAssertEqual(
            lines,
            [
                "Unit price: $20.00", "Subtotal: $60.00", "Shipping: $40.00", "Tax: none",
                "Total: $100.00",
            ])
    }

    func test_showTotals_inCanadianDollars_writesTheFormsCurrency() {
        let canadian = Currency(symbol: "C$", perDollar: 1.36)
        let totals = OrderTotals(
            price: 500, quantity: 1, onContract: false, taxRate: 13, currency: canadian)

        let lines = shown(totals, region: "ON", rate: 13, currency: canadian)

        XCTAssertEqual(
            lines,
            [
                "Unit price: C$680.00", "Subtotal: C$680.00", "Shipping: free",
                "Tax (ON 13%): C$88.40", "Total: C$768.40",
            ])
    }

    /// The five sums' labels, top to bottom, after showTotals on a form showing `currency`.
    private func shown(
        _ totals: OrderTotals, region: String, rate: Double, currency: Currency? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> [String?] {
        let form = orderForm()
        trackForMemoryLeaks(form, file: file, line: line)
        form.loadViewIfNeeded()
        if let currency {
            form.currency = currency
        }
        form.showTotals(totals, region: region, rate: rate)
        return [
            form.unitPriceLabel.text, form.subtotalLabel.text, form.shippingLabel.text,
            form.taxLabel.text, form.totalLabel.text,
        ]
    }
}
