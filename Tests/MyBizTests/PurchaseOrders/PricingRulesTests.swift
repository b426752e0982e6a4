import Foundation
import XCTest

@testable import RefactoredMyBiz

/// The rules UnitPricing holds as statics over plain values: the tier a quantity earns, and the
/// days a promotion runs.
final class PricingRulesTests: XCTestCase {
    func test_tierDiscount_fromTen_aboveFifty_fromAHundred() {
        let tiers = [9, 10, 50, 51, 99, 100].map { UnitPricing.tierDiscount(quantity: $0) }

        XCTAssertEqual(tiers.map(\.percent), [0, 5, 5, 10, 10, 15])
        XCTAssertEqual(
            tiers.map(\.reason),
            ["", "10 or more", "10 or more", "50 or more", "50 or more", "100 or more"])
    }

    func test_promotionRuns_fromItsFirstDay_untilTheDayBeforeItsLast() throws {
        let promotion = Promotion(percentOff: 8, starts: "2019-04-01", ends: "2019-04-15")

        let runs = try ["03/31/2019", "04/01/2019", "04/14/2019", "04/15/2019"].map {
            UnitPricing.promotionRuns(promotion, on: try day($0))
        }

        XCTAssertEqual(runs, [false, true, true, false])
    }

    func test_promotionRuns_never_whenItsDaysCannotBeRead() throws {
        let unreadableStart = Promotion(percentOff: 8, starts: "1 April", ends: "2019-04-15")
        let unreadableEnd = Promotion(percentOff: 8, starts: "2019-04-01", ends: "15 April")

        XCTAssertFalse(UnitPricing.promotionRuns(unreadableStart, on: try day("04/02/2019")))
        XCTAssertFalse(UnitPricing.promotionRuns(unreadableEnd, on: try day("04/02/2019")))
    }

    /// Midnight of `text` (MM/dd/yyyy) where the test runs, as the form reads a delivery day.
    private func day(_ text: String) throws -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "MM/dd/yyyy"
        return try XCTUnwrap(formatter.date(from: text))
    }
}
