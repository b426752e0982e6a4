import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// Which message recalculate() leaves when the day, the quantity and the region each have one: the
/// day's and Purchasing's come before the tax table's word on a region it lacks.
final class DayAndTaxRateTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_recalculate_aboveFiveHundredWithAnUnreadableDay_saysHowToWriteIt() {
        let form = makeSUT(quantity: "600", day: "2 April")

        form.recalculate()

        XCTAssertEqual(form.formView.messageLabel.text, "Use MM/DD/YYYY for the delivery date.")
        XCTAssertNotNil(form.formView.summary.totalLabel.text, "still priced")
    }

    func test_recalculate_inARegionWithNoRate_keepsTheMessageBeforeTheTaxTables() {
        let cases = [
            (quantity: "600", day: "", kept: "Orders of more than 500 go through Purchasing."),
            (quantity: "12", day: "2 April", kept: "Use MM/DD/YYYY for the delivery date."),
        ]
        for (quantity, day, kept) in cases {
            let form = makeSUT(region: "QC", quantity: quantity, day: day)

            form.recalculate()

            XCTAssertEqual(form.formView.messageLabel.text, kept, "'\(quantity)', '\(day)'")
            XCTAssertEqual(form.formView.summary.taxLabel.text, "Tax: none")
        }
    }

    func test_recalculate_aRegionWithNoRate_saysSo() {
        let form = makeSUT(region: "QC", quantity: "12")

        form.recalculate()

        XCTAssertEqual(
            form.formView.messageLabel.text, "No tax rate for QC; the total leaves out tax.")
    }

    /// A loaded form in `region` (New York when none is given) with a $20 clip chosen and
    /// `quantity` and `day` typed.
    private func makeSUT(
        region: String? = nil, quantity: String = "", day: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) -> NewPurchaseOrderViewController {
        let form = orderForm(store: OrderFormStoreFake(region.map { ["userRegion": $0] } ?? [:]))
        trackForMemoryLeaks(form, file: file, line: line)
        form.loadViewIfNeeded()
        form.productList.selected = Product(id: "P1", name: "Clip", cost: 20)
        form.formView.quantityField.text = quantity
        form.formView.deliveryField.text = day
        return form
    }
}
