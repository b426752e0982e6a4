import XCTest

@testable import RefactoredMyBiz

/// Which orders need a manager, decided with no form: above the limit, unless the buyer is one.
final class ApprovalRuleTests: XCTestCase {
    let rule = ApprovalRule(limit: 10_000)

    func test_purchasing_asksAManagerAboveTenThousandDollars() {
        XCTAssertEqual(ApprovalRule.purchasing.decision(total: 10_000, role: nil), .notNeeded)
        XCTAssertEqual(
            ApprovalRule.purchasing.decision(total: 10_000.01, role: "Agent"), .needsManager)
    }

    func test_decision_atOrBelowTheLimit_needsNobody() {
        XCTAssertEqual(rule.decision(total: 10_000, role: "Agent"), .notNeeded)
        XCTAssertEqual(rule.decision(total: 9_526.56, role: nil), .notNeeded)
    }

    func test_decision_aboveTheLimit_needsAManager_unlessTheBuyerIsOne() {
        XCTAssertEqual(rule.decision(total: 10_000.01, role: "Agent"), .needsManager)
        XCTAssertEqual(rule.decision(total: 10_000.01, role: "Director"), .needsManager)
        XCTAssertEqual(rule.decision(total: 10_000.01, role: nil), .needsManager)
        XCTAssertEqual(rule.decision(total: 10_000.01, role: "Manager"), .approvedByBuyer)
    }
}
