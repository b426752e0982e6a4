import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// The products the form offers and the one chosen, as an object of their own that a table
/// shows and chooses from with no form behind it.
final class ProductListTests: XCTestCase {
    let clip = Product(id: "P1", name: "Clip", cost: 20)
    let stapler = Product(id: "P2", name: "Stapler", cost: 12.5)

    func test_table_twoProducts_showsEachNameAndListPrice() {
        let (list, table) = makeSUT()
        list.products = [clip, stapler]

        let rows = shownRows(of: table)

        XCTAssertEqual(rows.map(\.name), ["Clip", "Stapler"])
        XCTAssertEqual(rows.map(\.price), ["$20.00", "$12.50"])
    }

    func test_table_oneProductSelected_checksItAndNoOther() {
        let (list, table) = makeSUT()
        list.products = [clip, stapler]
        list.selected = stapler

        let rows = shownRows(of: table)

        XCTAssertEqual(rows.map(\.checked), [false, true])
    }

    func test_table_nothingSelected_checksNoRow() {
        let (list, table) = makeSUT()
        list.products = [clip, stapler]

        XCTAssertEqual(shownRows(of: table).map(\.checked), [false, false])
    }

    func test_selectRow_aRow_choosesItsProductThenTellsTheFormOnceItIsChecked() {
        let (list, table) = makeSUT()
        list.products = [clip, stapler]
        // The table reads its rows now, as on screen, so a choice it is not told to reload
        // would not show.
        XCTAssertEqual(shownRows(of: table).map(\.checked), [false, false], "before")
        var checkedWhenTold: [[Bool]] = []
        list.productChosen = {
            checkedWhenTold.append(self.shownRows(of: table).map(\.checked))
        }

        table.selectRow(at: IndexPath(row: 1, section: 0))

        XCTAssertEqual(list.selected?.id, "P2")
        XCTAssertEqual(checkedWhenTold, [[false, true]], "told once, the stapler checked")
    }

    /// A list with no products and a table it is the data source and the delegate of.
    private func makeSUT(
        file: StaticString = #filePath, line: UInt = #line
    ) -> (list: ProductList, table: UITableView) {
        let list = ProductList()
        let table = UITableView()
        table.dataSource = list
        table.delegate = list
        trackForMemoryLeaks(list, file: file, line: line)
        trackForMemoryLeaks(table, file: file, line: line)
        return (list, table)
    }

    /// Each row `table` shows: its name, its price and whether it is checked.
    private func shownRows(of table: UITableView) -> [(
        name: String?, price: String?, checked: Bool
    )] {
        (0..<table.numberOfRows(inSection: 0)).map { row in
            let cell = table.cellForRow(at: IndexPath(row: row, section: 0))
            return (
                cell?.textLabel?.text, cell?.detailTextLabel?.text,
                cell?.accessoryType == .checkmark
            )
        }
    }
}
