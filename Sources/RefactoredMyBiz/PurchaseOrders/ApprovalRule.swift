import Foundation

/// Purchasing's rule for the orders a manager must see: those whose total is above a limit,
/// unless the buyer is a manager.
struct ApprovalRule {
    enum Decision {
        case notNeeded, approvedByBuyer, needsManager
    }

    /// Purchasing's own rule: a manager sees every order above $10,000.
    static let purchasing = ApprovalRule(limit: 10_000)

    let limit: Double

    /// What an order of `total` needs from a buyer whose role is `role`.
    func decision(total: Double, role: String?) -> Decision {
        guard total > limit else { return .notNeeded }
        return role == "Manager" ? .approvedByBuyer : .needsManager
    }
}
