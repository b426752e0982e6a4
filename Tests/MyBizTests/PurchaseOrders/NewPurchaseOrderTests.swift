import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// The purchase order a submit sends, at a time the test chooses.
final class NewPurchaseOrderTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_submit_atAGivenTime_sendsAPurchaseOrderStampedWithIt() throws {
        let (sut, sender) = makeSUT()
        sut.productList.selected = Product(id: "P1", name: "Stapler", cost: 12.5)
        sut.formView.quantityField.text = "4"

        sut.submit(now: sampleNow)

        let po = try XCTUnwrap(sender.lastSent as? PurchaseOrder, "nothing was sent")
        XCTAssertEqual(po.date, sampleNow)
        XCTAssertEqual(po.poNumber, 7)
        XCTAssertEqual(po.lines.map(\.productId), ["P1"])
        XCTAssertEqual(po.lines.map(\.quantity), [4])
        XCTAssertEqual(po.lines.map(\.cost), [12.5])
    }

    func test_submit_withoutAProduct_sendsNothingAndSaysWhy() {
        let (sut, sender) = makeSUT()
        sut.formView.quantityField.text = "4"

        sut.submit(now: sampleNow)

        XCTAssertEqual(sender.messages, [])
        XCTAssertEqual(
            (sut.presentedViewController as? UIAlertController)?.title, "Missing Product")
    }

    func test_askToSendForApproval_anOrderOverTheLimit_sendsNothingUntilTheBuyerTapsSend() throws {
        let (sut, sender) = makeSUT()
        let stapler = Product(id: "P1", name: "Stapler", cost: 12.5, supplier: "Acme")
        sut.productList.selected = stapler
        sut.formView.quantityField.text = "1000"
        sut.recalculate()
        XCTAssertTrue(sut.needsApproval, "1,000 staplers need a manager")

        sut.askToSendForApproval(stapler, thenSubmitAt: sampleNow)

        let alert = try XCTUnwrap(sut.presentedViewController as? UIAlertController)
        XCTAssertEqual(alert.title, "Manager Approval")
        XCTAssertEqual(alert.message, "This order waits for a manager before it goes to Acme.")
        XCTAssertEqual(sender.messages, [], "nothing sent before Send")
        XCTAssertTrue(alert.tapAction(titled: "Send"))
        XCTAssertTrue(sut.approvalConfirmed)
        let po = try XCTUnwrap(sender.lastSent as? PurchaseOrder, "nothing was sent on Send")
        XCTAssertEqual(po.date, sampleNow)
        XCTAssertEqual(po.lines.map(\.quantity), [1000])
    }

    /// The form for PO 7, its draft kept in memory, on an app whose `MockAPI` sends through a
    /// spy.
    private func makeSUT(file: StaticString = #filePath, line: UInt = #line)
        -> (sut: NewPurchaseOrderViewController, sender: MockSender)
    {
        let appDelegate = installAppDelegate()
        let sender = MockSender()
        appDelegate.api.sender = sender
        let sut = NewPurchaseOrderViewController(
            api: appDelegate.api, defaults: OrderFormStoreFake())
        sut.poNumber = 7
        sut.loadViewIfNeeded()
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, sender)
    }
}
