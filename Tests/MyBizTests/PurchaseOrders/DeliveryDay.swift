import Foundation
import XCTest

/// Midnight of `text`, a day written MM/dd/yyyy, where the tests run: a delivery day as the
/// new purchase order form reads it from its field.
func deliveryDay(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> Date
{
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "MM/dd/yyyy"
    return try XCTUnwrap(formatter.date(from: text), file: file, line: line)
}
