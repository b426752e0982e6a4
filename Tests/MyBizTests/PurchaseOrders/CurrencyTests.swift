import XCTest

@testable import RefactoredMyBiz

/// How the form writes and converts an amount, now a Currency's own: its symbol, cents,
/// commas, and its rate to the dollar; and which currency a buyer's region is shown in.
final class CurrencyTests: XCTestCase {
    func test_written_roundsToCentsAndGroupsThousands() {
        let dollars = Currency(symbol: "$")

        XCTAssertEqual(dollars.written(0.05), "$0.05")
        XCTAssertEqual(dollars.written(24.999), "$25.00")
        XCTAssertEqual(dollars.written(1250), "$1,250.00")
        XCTAssertEqual(dollars.written(1_234_567.891), "$1,234,567.89")
    }

    func test_converted_multipliesByItsRate_andLeavesDollarsAsTheyAre() {
        let canadian = Currency(symbol: "C$", perDollar: 1.36)

        XCTAssertEqual(canadian.converted(25), 34)
        XCTAssertEqual(canadian.written(canadian.converted(10_000)), "C$13,600.00")
        XCTAssertEqual(Currency(symbol: "$").converted(23.7405), 23.7405)
    }

    func test_written_putsItsOwnSymbolFirst() {
        XCTAssertEqual(Currency(symbol: "C$").written(13_600), "C$13,600.00")
    }

    func test_shown_inOntario_isCanadianDollarsAt1_36() {
        let shown = Currency.shown(in: "ON")

        XCTAssertEqual(shown.symbol, "C$")
        XCTAssertEqual(shown.perDollar, 1.36)
    }

    func test_shown_anywhereElse_isUSDollars() {
        for region in ["NY", "CA", "QC", ""] {
            let shown = Currency.shown(in: region)

            XCTAssertEqual(shown.symbol, "$", region)
            XCTAssertEqual(shown.perDollar, 1, region)
        }
    }
}
