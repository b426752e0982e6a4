import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// The new purchase order form made with a store and a clock of a test's own: the region and
/// role it reads, the draft it keeps, and the day it delivers on when none is given.
final class FormGivenItsDefaultsTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    let clip = Product(id: "P1", name: "Clip", cost: 20)

    func test_recalculate_readsTheRegionAndRoleInTheStoreItIsGiven() {
        let store = OrderFormStoreFake(["userRegion": "ON", "userRole": "Manager"])
        let form = makeSUT(store: store, quantity: "600")

        form.recalculate()

        XCTAssertEqual(
            form.formView.summary.totalLabel.text, "Total: C$15,675.36",
            "$10,200 plus 13 %, at 1.36")
        XCTAssertEqual(form.formView.approvalLabel.text, "Approved by you as a manager.")
    }

    func test_recalculate_keepsItsDraftInTheStoreItIsGiven() throws {
        let store = OrderFormStoreFake()
        let appsOwn = UserDefaults.standard.dictionary(forKey: "poDraft")?["quantity"] as? String
        let form = makeSUT(store: store, quantity: "37")

        form.recalculate()

        let draft = try XCTUnwrap(store.dictionary(forKey: "poDraft"))
        XCTAssertEqual(draft["productId"] as? String, "P1")
        XCTAssertEqual(draft["quantity"] as? String, "37")
        XCTAssertEqual(
            UserDefaults.standard.dictionary(forKey: "poDraft")?["quantity"] as? String, appsOwn,
            "the app's own draft is left alone")
    }

    func test_startOver_forgetsTheDraftInTheStoreItIsGiven() {
        let store = OrderFormStoreFake(["poDraft": ["poNumber": 0, "productId": "P1"]])
        let form = makeSUT(store: store)

        form.startOver()

        XCTAssertNil(store.dictionary(forKey: "poDraft"))
    }

    func test_restoreDraft_ofThisOrder_fillsTheFormAndPricesIt() {
        let store = OrderFormStoreFake()
        let form = makeSUT(store: store)
        form.productList.selected = nil
        keepDraftOf37Clips(forOrder: 0, in: store)

        form.restoreDraft()

        XCTAssertEqual(form.formView.quantityField.text, "37")
        XCTAssertEqual(form.formView.deliveryField.text, "03/01/2019")
        XCTAssertEqual(form.productList.selected?.id, "P1")
        XCTAssertEqual(form.formView.summary.subtotalLabel.text, "Subtotal: $703.00", "37 × $19.00")
    }

    func test_restoreDraft_ofAnotherOrder_leavesTheFormAsItIs() {
        let store = OrderFormStoreFake()
        let form = makeSUT(store: store, quantity: "5")
        keepDraftOf37Clips(forOrder: 8, in: store)

        form.restoreDraft()

        XCTAssertEqual(form.formView.quantityField.text, "5")
        XCTAssertNil(form.formView.summary.subtotalLabel.text, "not priced")
    }

    func test_recalculate_noDayOrAnUnreadableOne_pricesOnTheDayItsClockGives() throws {
        let day = try deliveryDay("04/02/2019")
        var promoted = clip
        promoted.promotion = Promotion(percentOff: 8, starts: "2019-04-01", ends: "2019-04-15")
        for typed in ["", "2 April"] {
            let form = makeSUT(store: OrderFormStoreFake(), now: { day })
            form.productList.selected = promoted
            form.formView.deliveryField.text = typed

            form.recalculate()

            XCTAssertEqual(
                form.formView.summary.unitPriceLabel.text, "Unit price: $18.40", "'\(typed)'")
        }
    }

    /// Keeps in `store` a draft of order `poNumber`: 37 clips, delivered on 1 March 2019.
    private func keepDraftOf37Clips(forOrder poNumber: Int, in store: OrderFormStoreFake) {
        OrderDraft(poNumber: poNumber, productId: "P1", quantity: "37", deliverBy: "03/01/2019")
            .keep(in: store)
    }

    /// A form made with `store` and `now`, with the clip chosen and `quantity` typed.
    private func makeSUT(
        store: OrderFormStoreFake, now: @escaping () -> Date = { .distantPast },
        quantity: String = "", file: StaticString = #filePath, line: UInt = #line
    ) -> NewPurchaseOrderViewController {
        let api = installAppDelegate().api
        let form = NewPurchaseOrderViewController(api: api, defaults: store, now: now)
        trackForMemoryLeaks(form, file: file, line: line)
        form.productList.products = [clip]
        form.loadViewIfNeeded()
        form.productList.selected = clip
        form.formView.quantityField.text = quantity
        return form
    }
}
