import XCTest

@testable import RefactoredMyBiz

/// Purchasing's new rule, grown test first in a class of its own: an order whose goods come to
/// less than $100 pays $15 of handling, unless it is on a supplier's contract.
final class SmallOrderFeeTests: XCTestCase {
    let fee = SmallOrderFee(below: 100, amount: 15)

    func test_charge_belowTheThreshold_isTheAmount() {
        XCTAssertEqual(fee.charge(subtotal: 24.99, onContract: false), 15)
        XCTAssertEqual(fee.charge(subtotal: 99.99, onContract: false), 15)
    }

    func test_charge_fromTheThresholdOn_isNothing() {
        XCTAssertEqual(fee.charge(subtotal: 100, onContract: false), 0)
        XCTAssertEqual(fee.charge(subtotal: 2500, onContract: false), 0)
    }

    func test_charge_onAContract_isNothingHoweverSmall() {
        XCTAssertEqual(fee.charge(subtotal: 10, onContract: true), 0)
    }

    func test_charge_followsTheThresholdAndAmountItIsGiven() {
        let other = SmallOrderFee(below: 50, amount: 7.5)

        XCTAssertEqual(other.charge(subtotal: 49.99, onContract: false), 7.5)
        XCTAssertEqual(other.charge(subtotal: 50, onContract: false), 0)
    }
}
