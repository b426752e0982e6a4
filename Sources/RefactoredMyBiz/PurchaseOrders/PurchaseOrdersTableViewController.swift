import Foundation
import MiniUIKit

class PurchaseOrdersTableViewController: UITableViewController {
    var purchases: [PurchaseOrder] = []
    var products: [Product] = []
    var analytics: AnalyticsAPI?

    let api: API

    init(api: API) {
        self.api = api
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Purchase Orders"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add,
            primaryAction: UIAction { [weak self] _ in
                self?.newPurchaseOrder()
            })
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        loadPurchases()
        reportShown()
    }

    func loadPurchases() {
        api.delegate = self
        api.getProducts()
        api.getPurchases()
    }

    func newPurchaseOrder() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let controller =
            storyboard.instantiateViewController(withIdentifier: "newPurchaseOrder")
            as! NewPurchaseOrderViewController
        controller.productList.products = products
        controller.poNumber = (purchases.map { $0.poNumber }.max() ?? 1000) + 1
        navigationController?.pushViewController(controller, animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return purchases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "POCell")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "POCell")
        let po = purchases[indexPath.row]

        var total = 0.0
        for line in po.lines {
            total = Double(line.quantity) * line.cost
        }

        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "MM/dd/yyyy"
        cell.textLabel?.text = "PO #\(po.poNumber) – " + formatter.string(from: po.date)
        cell.detailTextLabel?.text = String(format: "$%.2f", total)
        return cell
    }
}

extension PurchaseOrdersTableViewController: PurchasesDelegate, ProductsDelegate {
    func purchasesLoaded(purchases: [PurchaseOrder]) {
        self.purchases = purchases.sorted { $0.date > $1.date }
        tableView.reloadData()
    }

    func purchasesFailed(error: Error) {
        let message = (error as? APIError)?.reason ?? "Something went wrong."
        let alert = UIAlertController(
            title: "Purchase Orders", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    func productsLoaded(products: [Product]) {
        self.products = products
    }

    func productsFailed(error: Error) {}
}

extension PurchaseOrdersTableViewController: ScreenReporting {
    static let shownEvent = AnalyticsEvent.purchaseOrdersShown
}
