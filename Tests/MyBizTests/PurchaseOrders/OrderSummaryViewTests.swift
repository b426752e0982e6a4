import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// What a unit and the order cost, the six lines the form writes under its fields, now a view of
/// their own: it makes its lines, writes a quote and clears them, with no form behind it. Where
/// the screen shows it is OrderFormViewTests' to say.
final class OrderSummaryViewTests: XCTestCase {
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

    func test_show_anOrderWithATierFreeShippingAndTax_writesEveryLine() throws {
        let lines = try shown(Product(id: "P1", name: "Clip", cost: 20), quantity: 30)

        XCTAssertEqual(
            lines,
            [
                "Unit price: $19.00", "Discount: 5% (10 or more)", "Subtotal: $570.00",
                "Shipping: free", "Tax (NY 8.875%): $50.59", "Total: $620.59",
            ])
    }

    func test_show_aSmallOrderWithNoTax_chargesShippingAndSaysNoTax() throws {
        let lines = try shown(Product(id: "P1", name: "Clip", cost: 20), quantity: 3, region: "QC")

        XCTAssertEqual(
            lines,
            [
                "Unit price: $20.00", nil, "Subtotal: $60.00", "Shipping: $40.00", "Tax: none",
                "Total: $100.00",
            ])
    }

    func test_show_inOntario_writesTheQuotesCanadianDollars() throws {
        let lines = try shown(Product(id: "P9", name: "Desk", cost: 500), quantity: 1, region: "ON")

        XCTAssertEqual(
            lines,
            [
                "Unit price: C$680.00", nil, "Subtotal: C$680.00", "Shipping: free",
                "Tax (ON 13%): C$88.40", "Total: C$768.40",
            ])
    }

    func test_show_aQuoteWithNoDiscountAfterOneWithATier_emptiesTheDiscountLine() throws {
        let summary = OrderSummaryView()
        trackForMemoryLeaks(summary)
        let clip = Product(id: "P1", name: "Clip", cost: 20)
        summary.show(try orderQuote(clip, quantity: 30), region: "NY")

        summary.show(try orderQuote(clip, quantity: 3), region: "NY")

        XCTAssertNil(summary.discountLabel.text)
    }

    func test_clear_afterAnOrderWasShown_emptiesEveryLine() throws {
        let summary = OrderSummaryView()
        trackForMemoryLeaks(summary)
        summary.show(
            try orderQuote(Product(id: "P1", name: "Clip", cost: 20), quantity: 30), region: "NY")

        summary.clear()

        let lines = summary.subviews.compactMap { ($0 as? UILabel)?.text }
        XCTAssertEqual(lines, [], "\(summary.subviews.count) lines, every one empty")
    }

    /// The six lines, top to bottom, after a summary shows the quote for `quantity` units of
    /// `product` in `region`.
    private func shown(
        _ product: Product, quantity: Int, region: String = "NY", file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> [String?] {
        let summary = OrderSummaryView()
        trackForMemoryLeaks(summary, file: file, line: line)
        summary.show(
            try orderQuote(product, quantity: quantity, region: region, file: file, line: line),
            region: region)
        return [
            summary.unitPriceLabel.text, summary.discountLabel.text, summary.subtotalLabel.text,
            summary.shippingLabel.text, summary.taxLabel.text, summary.totalLabel.text,
        ]
    }
}
