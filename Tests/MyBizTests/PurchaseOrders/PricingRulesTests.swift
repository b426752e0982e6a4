import Foundation
import XCTest

@testable import RefactoredMyBiz

/// The rules UnitPricing holds as statics over plain values: the tier a quantity earns, the days
/// a promotion runs, and the cost a submit sends by a ladder of its own.
final class PricingRulesTests: XCTestCase {
    let listedShield = Product(id: "P2", name: "Shield", cost: 1250)

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

    func test_submittedCost_atTenFiftyAndAHundred_takesFiveTenAndFifteenPercentOff() {
        let costs = [9, 10, 49, 50, 99, 100].map {
            UnitPricing.submittedCost(of: listedShield, quantity: $0)
        }

        XCTAssertEqual(costs, [1250, 1187.5, 1187.5, 1125, 1125, 1062.5], "10 % from 50, not 51")
    }

    func test_submittedCost_onContract_isStillTheTiersNotTheContractPrice() {
        var contracted = listedShield
        contracted.contractPrice = 1100
        contracted.contractMinimum = 20

        XCTAssertEqual(UnitPricing.submittedCost(of: contracted, quantity: 50), 1125)
    }

    func test_submittedCost_onPromotion_isStillTheTiers() {
        var promoted = listedShield
        promoted.promotion = Promotion(percentOff: 20, starts: "2019-04-01", ends: "2019-04-15")

        XCTAssertEqual(UnitPricing.submittedCost(of: promoted, quantity: 10), 1187.5)
    }
}
