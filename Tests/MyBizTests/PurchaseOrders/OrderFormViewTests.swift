import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// The form's screen, a view of its own that makes and lays out what the form shows; the form
/// loads it as its view and fills it.
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
