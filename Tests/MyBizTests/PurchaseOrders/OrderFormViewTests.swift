import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// The form's screen, a view of its own that makes and lays out what the form shows and writes
/// the approval's words; the form loads it as its view and fills it.
final class OrderFormViewTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_init_laysOutItsViewsInTheScreensOrder() {
        let screen = makeSUT()

        let expected: [UIView] = [
            screen.numberLabel, screen.productsTable, screen.quantityField, screen.deliveryField,
            screen.updateButton, screen.summary, screen.approvalLabel, screen.messageLabel,
            screen.submitButton, screen.clearButton,
        ]
        XCTAssertTrue(
            screen.subviews.elementsEqual(expected, by: ===),
            "the number, the products, the quantity, the day, Update Total, the summary, the "
                + "approval, the message, Submit, Start Over: \(screen.subviews.count) subviews")
    }

    func test_init_asksForAQuantityAndADayInTheFormsFormat() {
        let screen = makeSUT()

        XCTAssertEqual(screen.quantityField.placeholder, "Quantity")
        XCTAssertEqual(screen.deliveryField.placeholder, "Deliver by (MM/DD/YYYY)")
    }

    func test_init_namesItsButtons() {
        let screen = makeSUT()

        let titles = [screen.updateButton, screen.submitButton, screen.clearButton].map {
            $0.title(for: .normal)
        }
        XCTAssertEqual(titles, ["Update Total", "Submit", "Start Over"])
    }

    func test_showApproval_needsManager_writesTheLimitAndTitlesTheButtonSubmitForApproval() {
        let screen = makeSUT()

        screen.showApproval(.needsManager, limit: "C$10,000.00")

        XCTAssertEqual(
            screen.approvalLabel.text, "Orders over C$10,000.00 need a manager's approval.")
        XCTAssertEqual(screen.submitButton.title(for: .normal), "Submit for Approval")
    }

    func test_showApproval_approvedByBuyer_saysSoAndTitlesTheButtonSubmit() {
        let screen = makeSUT()
        screen.submitButton.setTitle("Submit for Approval", for: .normal)

        screen.showApproval(.approvedByBuyer, limit: "$10,000.00")

        XCTAssertEqual(screen.approvalLabel.text, "Approved by you as a manager.")
        XCTAssertEqual(screen.submitButton.title(for: .normal), "Submit")
    }

    func test_showApproval_notNeeded_leavesTheApprovalAndTitlesTheButtonSubmit() {
        let screen = makeSUT()
        screen.approvalLabel.text = "an earlier approval"
        screen.submitButton.setTitle("Submit for Approval", for: .normal)

        screen.showApproval(.notNeeded, limit: "$10,000.00")

        XCTAssertEqual(screen.approvalLabel.text, "an earlier approval", "recalculate() clears it")
        XCTAssertEqual(screen.submitButton.title(for: .normal), "Submit")
    }

    func test_loadViewIfNeeded_makesTheFormViewTheFormsView_withTheOrdersNumber() {
        let form = orderForm()
        trackForMemoryLeaks(form)
        form.poNumber = 7

        form.loadViewIfNeeded()

        XCTAssertTrue(form.view === form.formView, "the form's view is its screen")
        XCTAssertEqual(form.formView.numberLabel.text, "PO #7")
    }

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> OrderFormView {
        let screen = OrderFormView()
        trackForMemoryLeaks(screen, file: file, line: line)
        return screen
    }
}
