import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// Two more sections recalculate() has given up as methods: the delivery day the field asks
/// for, and the region's tax rate, each with the message it leaves when it cannot answer.
final class DayAndTaxRateTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_readDeliveryDay_aDayAsMMDDYYYY_readsItsMidnight() throws {
        let form = makeSUT()
        form.deliveryField.text = "04/02/2019"

        XCTAssertEqual(form.readDeliveryDay(), try deliveryDay("04/02/2019"))
        XCTAssertNil(form.messageLabel.text)
    }

    func test_readDeliveryDay_unreadable_saysHowToWriteIt() {
        let form = makeSUT()
        form.deliveryField.text = "2 April"

        _ = form.readDeliveryDay()

        XCTAssertEqual(form.messageLabel.text, "Use MM/DD/YYYY for the delivery date.")
    }

    func test_readDeliveryDay_empty_asksNothing() {
        let form = makeSUT()
        form.deliveryField.text = ""

        _ = form.readDeliveryDay()

        XCTAssertNil(form.messageLabel.text)
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

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line)
        -> NewPurchaseOrderViewController
    {
        let form = orderForm()
        trackForMemoryLeaks(form, file: file, line: line)
        form.loadViewIfNeeded()
        return form
    }
}
