import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// The approval recalculate() decided among its labels, now a method a test gives a total and
/// reads what the form shows and will do on submit.
final class ShowApprovalTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_showApproval_atTheLimit_asksNothing() {
        let shown = approval(forTotal: 10000)

        XCTAssertNil(shown.label)
        XCTAssertFalse(shown.needsApproval)
        XCTAssertEqual(shown.submitTitle, "Submit")
    }

    func test_showApproval_aboveTheLimit_waitsForAManager() {
        let shown = approval(forTotal: 10000.01)

        XCTAssertEqual(shown.label, "Orders over $10,000.00 need a manager's approval.")
        XCTAssertTrue(shown.needsApproval)
        XCTAssertEqual(shown.submitTitle, "Submit for Approval")
    }

    func test_showApproval_aboveTheLimit_forAManager_isTheirOwn() {
        let shown = approval(forTotal: 10000.01, role: "Manager")

        XCTAssertEqual(shown.label, "Approved by you as a manager.")
        XCTAssertFalse(shown.needsApproval)
        XCTAssertEqual(shown.submitTitle, "Submit")
    }

    func test_showApproval_inCanadianDollars_writesTheLimitUnconvertedInThem() {
        let shown = approval(forTotal: 13600, currency: Currency(symbol: "C$", perDollar: 1.36))

        XCTAssertEqual(shown.label, "Orders over C$10,000.00 need a manager's approval.")
    }

    /// What the form shows after showApproval for `total` in `currency`, its buyer holding `role`,
    /// over an older title on the submit button.
    private func approval(
        forTotal total: Double, role: String? = nil, currency: Currency = Currency(symbol: "$"),
        file: StaticString = #filePath, line: UInt = #line
    ) -> (label: String?, needsApproval: Bool, submitTitle: String?) {
        let form = orderForm(store: OrderFormStoreFake(role.map { ["userRole": $0] } ?? [:]))
        trackForMemoryLeaks(form, file: file, line: line)
        form.loadViewIfNeeded()
        form.formView.submitButton.setTitle("an older title", for: .normal)
        form.showApproval(forTotal: total, in: currency)
        return (
            form.formView.approvalLabel.text, form.needsApproval,
            form.formView.submitButton.title(for: .normal)
        )
    }
}
