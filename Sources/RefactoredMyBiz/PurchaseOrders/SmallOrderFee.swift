import Foundation

/// The handling fee Purchasing adds to an order too small to be worth handling: a flat amount
/// when the goods come to less than a threshold, waived on a supplier's contract.
struct SmallOrderFee {
    let below: Double
    let amount: Double

    /// What an order whose goods come to `subtotal` pays on top of its shipping.
    func charge(subtotal: Double, onContract: Bool) -> Double {
        (onContract || subtotal >= below) ? 0 : amount
    }
}
