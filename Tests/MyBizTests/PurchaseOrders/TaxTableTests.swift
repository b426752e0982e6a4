import XCTest

@testable import RefactoredMyBiz

/// The form's tax rates by region, now a table of their own: a region's rate, the rate charged
/// there with the message for a region it lacks, and a rate as the tax line writes it.
final class TaxTableTests: XCTestCase {
    let table = TaxTable(rates: ["NY": 8.875, "WA": 6.5, "ON": 13])

    func test_rate_isTheRegionsOwn_orNoneOutsideTheTable() {
        XCTAssertEqual(table.rate(for: "NY"), 8.875)
        XCTAssertEqual(table.rate(for: "ON"), 13)
        XCTAssertNil(table.rate(for: "FL"))
    }

    func test_purchasing_ratesTheSixRegionsPurchasingBuysIn_andNoOther() {
        XCTAssertEqual(Set(TaxTable.purchasing.rates.keys), ["NY", "NJ", "CA", "TX", "WA", "ON"])
        XCTAssertNil(TaxTable.purchasing.rate(for: "FL"))
    }

    func test_charged_aRegionInTheTable_isItsRateWithNoMessage() {
        XCTAssertEqual(table.charged(in: "NY").rate, 8.875)
        XCTAssertEqual(table.charged(in: "ON").rate, 13)
        XCTAssertNil(table.charged(in: "NY").message)
    }

    func test_charged_aRegionNotInTheTable_isNoneWithAMessageThatSaysSo() {
        let (rate, message) = table.charged(in: "QC")

        XCTAssertEqual(rate, 0)
        XCTAssertEqual(message, "No tax rate for QC; the total leaves out tax.")
    }

    func test_written_dropsTheZerosAfterTheLastDigit_andAPointWithNothingAfterIt() {
        XCTAssertEqual(
            [8.875, 6.5, 13, 7.25, 0.125].map(TaxTable.written),
            ["8.875", "6.5", "13", "7.25", "0.125"])
    }
}
