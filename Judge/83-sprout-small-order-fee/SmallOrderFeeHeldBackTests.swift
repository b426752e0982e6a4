import XCTest

@testable import MyBiz

/// Held back from step 83's exercise: another threshold and amount, a subtotal a cent either
/// side of it, and a contract above it.
final class SmallOrderFeeHeldBackTests: XCTestCase {
    func test_charge_aCentEitherSideOfAnotherThreshold_andOnAContract() {
        let fee = SmallOrderFee(below: 250, amount: 12.5)

        HeldBack.assertSame(fee.charge(subtotal: 249.99, onContract: false), 12.5)
        HeldBack.assertSame(fee.charge(subtotal: 250, onContract: false), 0)
        HeldBack.assertSame(fee.charge(subtotal: 250.01, onContract: false), 0)
        HeldBack.assertSame(fee.charge(subtotal: 0, onContract: false), 12.5)
        HeldBack.assertSame(fee.charge(subtotal: 300, onContract: true), 0)
    }
}
