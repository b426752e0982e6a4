import Foundation
import XCTest

@testable import RefactoredMyBiz

/// The quote for `quantity` units of `product` delivered on `day` (MM/dd/yyyy) in `region`, by a
/// tax table with New York's and Ontario's rates only.
func orderQuote(
    _ product: Product, quantity: Int, day: String = "03/01/2019", region: String = "NY",
    file: StaticString = #filePath, line: UInt = #line
) throws -> OrderQuote {
    try OrderQuote(
        product: product, quantity: quantity, day: deliveryDay(day, file: file, line: line),
        region: region, taxTable: TaxTable(rates: ["NY": 8.875, "ON": 13]))
}
