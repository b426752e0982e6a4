import Foundation
import XCTest

@testable import RefactoredMyBiz

/// The quantity and the delivery day as the form's pricing needs them, read from what was typed
/// by a value of its own: no form, no view, and the day it delivers on without one given by the
/// test.
final class OrderEntryTests: XCTestCase {
    func test_init_aDayAsMMDDYYYY_readsItsMidnight() throws {
        let entry = OrderEntry(quantity: "", deliverBy: "04/02/2019", today: .distantPast)

        XCTAssertEqual(entry.day, try deliveryDay("04/02/2019"))
        XCTAssertNil(entry.dayMessage)
    }

    func test_init_noDay_deliversTodayAndAsksNothing() throws {
        let today = try deliveryDay("03/01/2019")

        let entry = OrderEntry(quantity: "", deliverBy: "", today: today)

        XCTAssertEqual(entry.day, today)
        XCTAssertNil(entry.dayMessage)
    }

    func test_init_anUnreadableDay_deliversTodayAndSaysHowToWriteIt() throws {
        let today = try deliveryDay("03/01/2019")

        for typed in ["2 April", "tomorrow"] {
            let entry = OrderEntry(quantity: "", deliverBy: typed, today: today)

            XCTAssertEqual(entry.day, today, typed)
            XCTAssertEqual(entry.dayMessage, "Use MM/DD/YYYY for the delivery date.", typed)
        }
    }

    func test_quantity_emptyOrPadded_readsOneOrTheNumber() {
        XCTAssertEqual(read("").quantity, 1, "an empty field orders one")
        XCTAssertEqual(read("1").quantity, 1)
        XCTAssertEqual(read(" 12 ").quantity, 12)
        XCTAssertNil(read(" 12 ").message)
    }

    func test_quantity_zeroOrNotANumber_refusesAndSaysWhy() {
        for text in ["0", "-3", "twelve", "1.5"] {
            let answer = read(text)

            XCTAssertNil(answer.quantity, text)
            XCTAssertEqual(answer.message, "Enter a whole number above zero.", text)
        }
    }

    func test_quantity_aboveFiveHundred_readsItWithAWordOnPurchasing() {
        let answer = read("501")

        XCTAssertEqual(answer.quantity, 501)
        XCTAssertEqual(answer.message, "Orders of more than 500 go through Purchasing.")
        XCTAssertNil(read("500").message)
    }

    func test_init_aQuantityAndADay_readsBoth() throws {
        let entry = OrderEntry(quantity: " 12 ", deliverBy: "04/02/2019", today: .distantPast)

        XCTAssertEqual(entry.quantity, 12)
        XCTAssertEqual(entry.day, try deliveryDay("04/02/2019"))
        XCTAssertNil(entry.message)
    }

    func test_message_aRefusedQuantity_isItsReasonAlone() {
        let entry = OrderEntry(quantity: "0", deliverBy: "2 April", today: .distantPast)

        XCTAssertNil(entry.quantity)
        XCTAssertEqual(entry.message, "Enter a whole number above zero.")
    }

    func test_message_aLargeOrder_isPurchasingsWordUnlessTheDayCannotBeRead() {
        let read = OrderEntry(quantity: "600", deliverBy: "04/02/2019", today: .distantPast)
        let unread = OrderEntry(quantity: "600", deliverBy: "2 April", today: .distantPast)

        XCTAssertEqual(read.message, "Orders of more than 500 go through Purchasing.")
        XCTAssertEqual(unread.message, "Use MM/DD/YYYY for the delivery date.")
    }

    /// What OrderEntry answers for `text` typed as a quantity.
    private func read(_ text: String) -> (quantity: Int?, message: String?) {
        OrderEntry.quantity(in: text)
    }
}
