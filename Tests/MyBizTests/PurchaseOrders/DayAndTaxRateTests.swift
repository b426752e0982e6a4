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
        let form = makeSUT()
        let clip = Product(id: "P1", name: "Clip", cost: 20)
        form.productList.selected = clip
        form.formView.quantityField.text = "600"
        form.formView.deliveryField.text = "2 April"

        form.recalculate()

        XCTAssertEqual(form.formView.messageLabel.text, "Use MM/DD/YYYY for the delivery date.")
        XCTAssertNotNil(form.formView.summary.totalLabel.text, "still priced")
    }

    func test_recalculate_aboveFiveHundredInARegionWithNoRate_keepsPurchasingsWord() {
        let form = makeSUT(store: OrderFormStoreFake(["userRegion": "FL"]))
        form.productList.selected = Product(id: "P1", name: "Clip", cost: 20)
        form.formView.quantityField.text = "600"

        form.recalculate()

        XCTAssertEqual(
            form.formView.messageLabel.text, "Orders of more than 500 go through Purchasing.")
        XCTAssertEqual(form.formView.summary.taxLabel.text, "Tax: none")
    }

    func test_recalculate_anUnreadableDayInARegionWithNoRate_keepsTheDaysMessage() {
        let form = makeSUT(store: OrderFormStoreFake(["userRegion": "QC"]))
        form.productList.selected = Product(id: "P1", name: "Clip", cost: 20)
        form.formView.quantityField.text = "12"
        form.formView.deliveryField.text = "2 April"

        form.recalculate()

        XCTAssertEqual(form.formView.messageLabel.text, "Use MM/DD/YYYY for the delivery date.")
        XCTAssertEqual(form.formView.summary.taxLabel.text, "Tax: none")
    }

    func test_recalculate_aRegionWithNoRate_saysSo() {
        let form = makeSUT(store: OrderFormStoreFake(["userRegion": "QC"]))
        form.productList.selected = Product(id: "P1", name: "Clip", cost: 20)
        form.formView.quantityField.text = "12"

        form.recalculate()

        XCTAssertEqual(
            form.formView.messageLabel.text, "No tax rate for QC; the total leaves out tax.")
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
