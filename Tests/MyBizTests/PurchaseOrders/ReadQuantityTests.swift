import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// The quantity field as recalculate() reads it, now a method a test calls with no price behind
/// it: what it answers, and what it tells the buyer.
final class ReadQuantityTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_readQuantity_emptyOrPadded_readsOneOrTheNumber() {
        XCTAssertEqual(read("").quantity, 1, "an empty field orders one")
        XCTAssertEqual(read("1").quantity, 1)
        XCTAssertEqual(read(" 12 ").quantity, 12)
        XCTAssertNil(read(" 12 ").message)
    }

    func test_readQuantity_zeroOrNotANumber_refusesAndClearsTheTotal() {
        for text in ["0", "-3", "twelve", "1.5"] {
            let answer = read(text, total: "Total: $10.00")

            XCTAssertNil(answer.quantity, text)
            XCTAssertEqual(answer.message, "Enter a whole number above zero.", text)
            XCTAssertNil(answer.total, text)
        }
    }

    func test_readQuantity_aboveFiveHundred_readsItWithAWordOnPurchasing() {
        let answer = read("501", total: "Total: $10.00")

        XCTAssertEqual(answer.quantity, 501)
        XCTAssertEqual(answer.message, "Orders of more than 500 go through Purchasing.")
        XCTAssertEqual(answer.total, "Total: $10.00", "left for the prices to write")
        XCTAssertNil(read("500").message)
    }

    /// What readQuantity() answers for `text` in the field, and the message and total it leaves.
    private func read(
        _ text: String, total: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> (quantity: Int?, message: String?, total: String?) {
        let form = orderForm()
        trackForMemoryLeaks(form, file: file, line: line)
        form.loadViewIfNeeded()
        form.quantityField.text = text
        form.totalLabel.text = total
        let quantity = form.readQuantity()
        return (quantity, form.messageLabel.text, form.totalLabel.text)
    }
}
