import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// The region's tax rate, a section recalculate() has given up as a method, which leaves its
/// message when it cannot answer; and which message recalculate() leaves when the day, the
/// quantity and the region each have one.
final class DayAndTaxRateTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_recalculate_aboveFiveHundredWithAnUnreadableDay_saysHowToWriteIt() {
        let form = makeSUT()
        let clip = Product(id: "P1", name: "Clip", cost: 20)
        form.selectedProduct = clip
        form.quantityField.text = "600"
        form.deliveryField.text = "2 April"

        form.recalculate()

        XCTAssertEqual(form.messageLabel.text, "Use MM/DD/YYYY for the delivery date.")
        XCTAssertNotNil(form.summary.totalLabel.text, "still priced")
    }

    func test_recalculate_aboveFiveHundredInARegionWithNoRate_keepsPurchasingsWord() {
        let form = makeSUT(store: OrderFormStoreFake(["userRegion": "FL"]))
        form.selectedProduct = Product(id: "P1", name: "Clip", cost: 20)
        form.quantityField.text = "600"

        form.recalculate()

        XCTAssertEqual(form.messageLabel.text, "Orders of more than 500 go through Purchasing.")
        XCTAssertEqual(form.summary.taxLabel.text, "Tax: none")
    }

    func test_taxRate_aRegionInTheTable_isItsRate() {
        let form = makeSUT()

        XCTAssertEqual(form.taxRate(for: "NY"), 8.875)
        XCTAssertEqual(form.taxRate(for: "ON"), 13)
        XCTAssertNil(form.messageLabel.text)
    }

    func test_taxRate_aRegionNotInTheTable_isNoneAndSaysSo() {
        let form = makeSUT()

        XCTAssertEqual(form.taxRate(for: "QC"), 0)
        XCTAssertEqual(form.messageLabel.text, "No tax rate for QC; the total leaves out tax.")
    }

    func test_taxRate_aRegionNotInTheTable_leavesAnEarlierMessage() {
        let form = makeSUT()
        form.messageLabel.text = "Use MM/DD/YYYY for the delivery date."

        _ = form.taxRate(for: "QC")

        XCTAssertEqual(form.messageLabel.text, "Use MM/DD/YYYY for the delivery date.")
    }

    private func makeSUT(
        store: OrderFormStoreFake = OrderFormStoreFake(), file: StaticString = #filePath,
        line: UInt = #line
    ) -> NewPurchaseOrderViewController {
        let form = orderForm(store: store)
        trackForMemoryLeaks(form, file: file, line: line)
        form.loadViewIfNeeded()
        return form
    }
}
