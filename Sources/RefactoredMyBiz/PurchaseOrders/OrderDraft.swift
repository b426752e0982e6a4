/// What the form keeps of an order while it is being written, so the order comes back when the
/// form opens again: its number, the product chosen, and the quantity and day as typed, kept in a
/// store under one key in the shape drafts already kept on a device have.
struct OrderDraft: Equatable {
    private static let key = "poDraft"
    let poNumber: Int
    let productId: String?
    let quantity: String?
    let deliverBy: String?

    /// Keeps this draft in `store`, replacing any draft `store` keeps.
    func keep(in store: OrderFormStore) {
        var kept: [String: Any] = ["poNumber": poNumber]
        kept["productId"] = productId
        kept["quantity"] = quantity
        kept["deliverBy"] = deliverBy
        store.set(kept, forKey: Self.key)
    }

    /// Forgets the draft `store` keeps, if any.
    static func discard(from store: OrderFormStore) {
        store.removeObject(forKey: key)
    }
}

extension OrderDraft {
    /// The draft `store` keeps for order `poNumber`, or nil when it keeps none or another
    /// order's.
    init?(in store: OrderFormStore, for poNumber: Int) {
        guard let kept = store.dictionary(forKey: Self.key), kept["poNumber"] as? Int == poNumber
        else { return nil }
        self.init(
            poNumber: poNumber, productId: kept["productId"] as? String,
            quantity: kept["quantity"] as? String, deliverBy: kept["deliverBy"] as? String)
    }
}
