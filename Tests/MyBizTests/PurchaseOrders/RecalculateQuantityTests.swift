import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// What recalculate() does with the quantity OrderEntry reads: it writes the message, and for a
/// refused quantity clears the total and prices nothing.
final class RecalculateQuantityTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_recalculate_aRefusedQuantity_saysWhyAndClearsTheTotal() {
        let form = makeSUT(quantity: "twelve")
        form.productList.selected = Product(id: "P1", name: "Clip", cost: 20)
        form.formView.summary.totalLabel.text = "Total: $10.00"

        form.recalculate()

        XCTAssertEqual(form.formView.messageLabel.text, "Enter a whole number above zero.")
        XCTAssertNil(form.formView.summary.totalLabel.text)
    }

    func test_recalculate_aRefusedQuantityWithAnUnreadableDay_saysOnlyWhy() {
        let form = makeSUT(quantity: "0")
        form.productList.selected = Product(id: "P1", name: "Clip", cost: 20)
        form.formView.deliveryField.text = "2 April"

        form.recalculate()

        XCTAssertEqual(form.formView.messageLabel.text, "Enter a whole number above zero.")
    }

    func test_recalculate_aboveFiveHundred_saysPurchasingSeesItAndPricesIt() {
        let form = makeSUT(quantity: "501")
        form.productList.selected = Product(id: "P1", name: "Clip", cost: 20)

        form.recalculate()

        XCTAssertEqual(
            form.formView.messageLabel.text, "Orders of more than 500 go through Purchasing.")
        XCTAssertNotNil(form.formView.summary.totalLabel.text)
    }

    /// A loaded form with `quantity` typed in its field.
    private func makeSUT(quantity: String, file: StaticString = #filePath, line: UInt = #line)
        -> NewPurchaseOrderViewController
    {
        let form = orderForm()
        trackForMemoryLeaks(form, file: file, line: line)
        form.loadViewIfNeeded()
        form.formView.quantityField.text = quantity
        return form
    }
}
