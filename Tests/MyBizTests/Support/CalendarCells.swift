import Foundation
import XCTest

@testable import RefactoredMyBiz

extension XCTestCase {
    /// The first row the calendar `sut` shows on `day`, as its table makes it.
    func firstCell(
        of sut: CalendarViewController, on day: Date, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> CalendarCell {
        let section = try XCTUnwrap(
            sut.days.firstIndex(of: day), "no section for \(day)", file: file, line: line)
        let cell = sut.tableView(
            sut.calendarView, cellForRowAt: IndexPath(row: 0, section: section))
        return try XCTUnwrap(cell as? CalendarCell, file: file, line: line)
    }
}
