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
            UnitPricing.promotionRuns(promotion, on: try deliveryDay($0))
        }

        XCTAssertEqual(runs, [false, true, true, false])
    }

    func test_promotionRuns_never_whenItsDaysCannotBeRead() throws {
        let unreadableStart = Promotion(percentOff: 8, starts: "1 April", ends: "2019-04-15")
        let unreadableEnd = Promotion(percentOff: 8, starts: "2019-04-01", ends: "15 April")

        let day = try deliveryDay("04/02/2019")

        XCTAssertFalse(UnitPricing.promotionRuns(unreadableStart, on: day))
        XCTAssertFalse(UnitPricing.promotionRuns(unreadableEnd, on: day))
    }
}
