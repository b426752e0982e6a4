import XCTest

@testable import RefactoredMyBiz

/// The draft the form keeps of an order being written, as a value of its own: kept in a store in
/// the shape drafts already kept on a device have, read back for its own order only, and
/// discarded.
final class OrderDraftTests: XCTestCase {
    let draft = OrderDraft(poNumber: 7, productId: "P1", quantity: "12", deliverBy: "04/02/2019")

    func test_keep_aDraft_writesItsFourKeysUnderPoDraft() throws {
        let store = OrderFormStoreFake()

        draft.keep(in: store)

        let kept = try XCTUnwrap(store.dictionary(forKey: "poDraft"))
        XCTAssertEqual(kept["poNumber"] as? Int, 7)
        XCTAssertEqual(kept["productId"] as? String, "P1")
        XCTAssertEqual(kept["quantity"] as? String, "12")
        XCTAssertEqual(kept["deliverBy"] as? String, "04/02/2019")
        XCTAssertEqual(kept.count, 4, "\(kept.keys.sorted())")
    }

    func test_initInStore_aDraftOfTheSameOrder_readsItBack() {
        let store = OrderFormStoreFake()
        draft.keep(in: store)

        let read = OrderDraft(in: store, for: 7)

        XCTAssertEqual(read, draft)
    }

    func test_initInStore_anotherOrdersDraftOrNone_isNil() {
        let store = OrderFormStoreFake()
        XCTAssertNil(OrderDraft(in: store, for: 7), "no draft")

        draft.keep(in: store)

        XCTAssertNil(OrderDraft(in: store, for: 8), "order 7's draft")
    }

    func test_discard_aKeptDraft_forgetsIt() {
        let store = OrderFormStoreFake()
        draft.keep(in: store)

        OrderDraft.discard(from: store)

        XCTAssertNil(store.dictionary(forKey: "poDraft"))
    }
}
