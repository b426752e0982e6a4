import Foundation
import MiniUIKit
import Testing

@Suite("Controls, tables and storyboards") @MainActor
struct ControlsAndTablesTests {
    @Test("a button runs its actions on touch up inside, unless disabled or hidden")
    func buttonActions() {
        let button = UIButton()
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)

        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        button.isEnabled = false
        button.sendActions(for: .touchUpInside)
        button.isEnabled = true
        button.isHidden = true
        button.sendActions(for: .touchUpInside)

        #expect(taps == 1)
    }

    @Test("a table shows what its data source said at first appearance until reloadData")
    func tableSnapshot() {
        let source = Rows(["a"])
        let screen = TableScreen(source)
        let window = UIWindow()
        window.rootViewController = screen
        window.makeKeyAndVisible()

        source.items = ["a", "b"]
        #expect(screen.table.numberOfRows(inSection: 0) == 1)

        screen.table.reloadData()
        #expect(screen.table.numberOfRows(inSection: 0) == 2)
        #expect(screen.table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "b")
        #expect(screen.table.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
    }

    @Test("dequeue gives a registered cell class, or nil when none is registered")
    func dequeue() {
        let table = UITableView()
        #expect(table.dequeueReusableCell(withIdentifier: "Cell") == nil)

        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")

        let cell = table.dequeueReusableCell(
            withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "Cell")
        #expect(cell.detailTextLabel == nil)
    }

    @Test("a storyboard makes a new screen for each instantiation of an identifier")
    func storyboard() {
        UIStoryboard.register(name: "Test", scenes: ["screen": { RecordingScreen() }])
        let storyboard = UIStoryboard(name: "Test", bundle: nil)

        let first = storyboard.instantiateViewController(withIdentifier: "screen")
        let second = storyboard.instantiateViewController(withIdentifier: "screen")

        #expect(first is RecordingScreen)
        #expect(first !== second)
    }

    @Test("the simulated device answers fixed values")
    func device() {
        #expect(UIDevice.current.model == "iPhone")
        #expect(UIDevice.current.systemVersion == "17.5")
    }
}

final class Rows: UITableViewDataSource {
    var items: [String]

    init(_ items: [String]) {
        self.items = items
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}

final class TableScreen: UIViewController {
    let table = UITableView()
    let source: Rows

    init(_ source: Rows) {
        self.source = source
        super.init()
    }

    override func viewDidLoad() {
        table.dataSource = source
        view.addSubview(table)
    }
}
