import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// The rules recalculate() has given up as methods: the tier a quantity earns, and the days a
/// promotion runs.
final class PricingRulesTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.terminate()
        super.tearDown()
    }

    func test_tierDiscount_fromTen_aboveFifty_fromAHundred() {
        let sut = makeSUT()

        let tiers = [9, 10, 50, 51, 99, 100].map { sut.tierDiscount(quantity: $0) }

        XCTAssertEqual(tiers.map(\.percent), [0, 5, 5, 10, 10, 15])
        XCTAssertEqual(
            tiers.map(\.reason),
            ["", "10 or more", "10 or more", "50 or more", "50 or more", "100 or more"])
    }

    func test_promotionRuns_fromItsFirstDay_untilTheDayBeforeItsLast() throws {
        let sut = makeSUT()
        let promotion = Promotion(percentOff: 8, starts: "2019-04-01", ends: "2019-04-15")

        let runs = try ["03/31/2019", "04/01/2019", "04/14/2019", "04/15/2019"].map {
            sut.promotionRuns(promotion, on: try day($0))
        }

        XCTAssertEqual(runs, [false, true, true, false])
    }

    func test_promotionRuns_never_whenItsDaysCannotBeRead() throws {
        let sut = makeSUT()
        let unreadable = Promotion(percentOff: 8, starts: "1 April", ends: "2019-04-15")

        XCTAssertFalse(sut.promotionRuns(unreadable, on: try day("04/02/2019")))
    }

    /// Midnight of `text` (MM/dd/yyyy) where the test runs, as the form reads a delivery day.
    private func day(_ text: String) throws -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "MM/dd/yyyy"
        return try XCTUnwrap(formatter.date(from: text))
    }

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line)
        -> NewPurchaseOrderViewController
    {
        _ = installAppDelegate()
        let sut =
            UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "newPurchaseOrder")
            as! NewPurchaseOrderViewController
        trackForMemoryLeaks(sut, file: file, line: line)
        return sut
    }
}
