import Foundation

extension IndexPath {
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public var section: Int { self[0] }
    public var row: Int { self[1] }
}

/// Answers what a table shows. Like UIKit's optional methods, the ones with defaults below may
/// be left out.
public protocol UITableViewDataSource: AnyObject {
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
        -> String?
    { nil }
}

/// Hears what the user does with a table.
public protocol UITableViewDelegate: AnyObject {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// A list of rows in sections. As in UIKit, what it shows is read from its data source when it
/// first goes on screen and on `reloadData()`, and not otherwise: a table whose data changed
/// without a reload still shows the old rows.
open class UITableView: UIView {
    public struct Section {
        public let header: String?
        public let cells: [UITableViewCell]
    }

    public weak var dataSource: UITableViewDataSource?
    public weak var delegate: UITableViewDelegate?
    public private(set) var reloadCount = 0
    private var snapshot: [Section]?
    private var registered: [String: UITableViewCell.Type] = [:]

    open func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String)
    {
        registered[identifier] = cellClass
    }

    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        registered[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
    }

    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        -> UITableViewCell
    {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            fatalError(
                "unable to dequeue a cell with identifier \(identifier) - "
                    + "must register a nib or a class for the identifier")
        }
        return cell
    }

    open func reloadData() {
        reloadCount += 1
        snapshot = readDataSource()
    }

    /// The sections as the table shows them now.
    public var visibleSections: [Section] {
        loadIfNeeded()
        return snapshot ?? []
    }

    /// Reads the data source once, as UIKit does at the table's first layout on screen.
    func loadIfNeeded() {
        if snapshot == nil { snapshot = readDataSource() }
    }

    public func numberOfRows(inSection section: Int) -> Int {
        visibleSections.indices.contains(section) ? visibleSections[section].cells.count : 0
    }

    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        guard visibleSections.indices.contains(indexPath.section) else { return nil }
        let cells = visibleSections[indexPath.section].cells
        return cells.indices.contains(indexPath.row) ? cells[indexPath.row] : nil
    }

    /// Selects a row as a tap on it would, telling the delegate.
    public func selectRow(at indexPath: IndexPath) {
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }

    private func readDataSource() -> [Section] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections(in: self)).map { section in
            Section(
                header: dataSource.tableView(self, titleForHeaderInSection: section),
                cells: (0..<dataSource.tableView(self, numberOfRowsInSection: section)).map {
                    dataSource.tableView(self, cellForRowAt: IndexPath(row: $0, section: section))
                })
        }
    }
}

/// One row of a table, with UIKit's built-in labels for its style.
open class UITableViewCell: UIView {
    public enum CellStyle: Sendable { case `default`, value1, value2, subtitle }
    public enum AccessoryType: Sendable { case none, disclosureIndicator, checkmark }

    public let reuseIdentifier: String?
    public let contentView = UIView()
    public let textLabel: UILabel?
    public let detailTextLabel: UILabel?
    open var accessoryType = AccessoryType.none

    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        textLabel = UILabel()
        detailTextLabel = style == .default ? nil : UILabel()
        super.init()
        addSubview(contentView)
    }
}

/// A screen that is a table and its own data source and delegate.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    override open func loadView() {
        let table = UITableView()
        table.dataSource = self
        table.delegate = self
        view = table
    }

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        nil
    }

    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
