import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// What a unit and the order cost, the six lines the form writes under its fields, now a view of
/// their own: it makes its lines, writes the order's sums and clears them, with no form behind
/// it. Where the screen shows it is OrderFormViewTests' to say.
final class OrderSummaryViewTests: XCTestCase {
    let dollars = Currency(symbol: "$")

    func test_init_laysItsSixLabelsInTheFormsOrder() {
        let summary = OrderSummaryView()

        let expected = [
            summary.unitPriceLabel, summary.discountLabel, summary.subtotalLabel,
            summary.shippingLabel, summary.taxLabel, summary.totalLabel,
        ]
        XCTAssertTrue(
            summary.subviews.elementsEqual(expected, by: ===),
            "the six labels, unit price to total: \(summary.subviews.count) subviews")
    }

    func test_show_anOrderWithFreeShippingAndTax_writesEverySum() {
        let totals = OrderTotals(
            price: 20, quantity: 30, onContract: false, taxRate: 8.875, currency: dollars)

        let lines = shown(totals, region: "NY", rate: 8.875, currency: dollars)

        XCTAssertEqual(
            lines,
            [
                "Unit price: $20.00", "Subtotal: $600.00", "Shipping: free",
                "Tax (NY 8.875%): $53.25", "Total: $653.25",
            ])
    }

    func test_show_aSmallOrderWithNoTax_chargesShippingAndSaysNoTax() {
        let totals = OrderTotals(
            price: 20, quantity: 3, onContract: false, taxRate: 0, currency: dollars)

        let lines = shown(totals, region: "QC", rate: 0, currency: dollars)

        XCTAssertEqual(
            lines,
            [
                "Unit price: $20.00", "Subtotal: $60.00", "Shipping: $40.00", "Tax: none",
                "Total: $100.00",
            ])
    }

    func test_show_inCanadianDollars_writesTheCurrencyItIsGiven() {
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

    func test_clear_afterAnOrderWasShown_emptiesEveryLine() {
        let summary = OrderSummaryView()
        trackForMemoryLeaks(summary)
        summary.discountLabel.text = "Contract price"
        summary.show(
            OrderTotals(price: 20, quantity: 3, onContract: false, taxRate: 0, currency: dollars),
            region: "QC", rate: 0, currency: dollars, taxTable: TaxTable(rates: [:]))

        summary.clear()

        let lines = summary.subviews.compactMap { ($0 as? UILabel)?.text }
        XCTAssertEqual(lines, [], "\(summary.subviews.count) lines, every one empty")
    }

    /// The five lines of sums and prices, top to bottom, after a summary shows `totals` in
    /// `currency`.
    private func shown(
        _ totals: OrderTotals, region: String, rate: Double, currency: Currency,
        file: StaticString = #filePath, line: UInt = #line
    ) -> [String?] {
        let summary = OrderSummaryView()
        trackForMemoryLeaks(summary, file: file, line: line)
        summary.show(
            totals, region: region, rate: rate, currency: currency,
            taxTable: TaxTable(rates: [:]))
        return [
            summary.unitPriceLabel.text, summary.subtotalLabel.text, summary.shippingLabel.text,
            summary.taxLabel.text, summary.totalLabel.text,
        ]
    }
}
