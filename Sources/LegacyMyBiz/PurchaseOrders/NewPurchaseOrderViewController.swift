import Foundation
import MiniUIKit

class NewPurchaseOrderViewController: UIViewController {
    var products: [Product] = []
    var poNumber = 0
    var selectedProduct: Product?

    let numberLabel = UILabel()
    let productsTable = UITableView()
    let quantityField = UITextField()
    let submitButton = UIButton()

    var api: API {
        return UIApplication.appDelegate.api
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Purchase Order"
        numberLabel.text = "PO #\(poNumber)"
        productsTable.dataSource = self
        productsTable.delegate = self
        quantityField.placeholder = "Quantity"
        submitButton.setTitle("Submit", for: .normal)
        submitButton.addAction(
            UIAction { _ in
                self.submit()
            }, for: .touchUpInside)

        view.addSubview(numberLabel)
        view.addSubview(productsTable)
        view.addSubview(quantityField)
        view.addSubview(submitButton)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        api.delegate = self
    }

    func submit() {
        guard let product = selectedProduct else {
            showAlert(title: "Missing Product", message: "Choose a product to order.")
            return
        }
        guard let quantity = Int(quantityField.text ?? ""), quantity > 0 else {
            showAlert(title: "Invalid Quantity", message: "Enter a whole number above zero.")
            return
        }
        let po = PurchaseOrder(
            id: nil,
            poNumber: poNumber,
            date: Date(),
            lines: [LineItem(productId: product.id, quantity: quantity, cost: product.cost)])
        do {
            try api.submitPO(po: po)
        } catch {
            showAlert(title: "Error", message: "Could not send the purchase order.")
        }
    }

    func showAlert(title: String, message: String) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

extension NewPurchaseOrderViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return products.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: "ProductCell")
        let product = products[indexPath.row]
        cell.textLabel?.text = product.name
        cell.detailTextLabel?.text = String(format: "$%.2f", product.cost)
        cell.accessoryType = product.id == selectedProduct?.id ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedProduct = products[indexPath.row]
        tableView.reloadData()
    }
}

extension NewPurchaseOrderViewController: APIDelegate {
    func purchasesLoaded(purchases: [PurchaseOrder]) {
        navigationController?.popViewController(animated: true)
    }

    func purchasesFailed(error: Error) {
        let message = (error as? APIError)?.reason ?? "Something went wrong."
        showAlert(title: "Could not submit", message: message)
    }

    func loginFailed(error: Error) {}
    func loginSucceeded(userId: String) {}
    func announcementsFailed(error: Error) {}
    func announcementsLoaded(announcements: [Announcement]) {}
    func orgFailed(error: Error) {}
    func orgLoaded(org: [Employee]) {}
    func eventsFailed(error: Error) {}
    func eventsLoaded(events: [Event]) {}
    func productsFailed(error: Error) {}
    func productsLoaded(products: [Product]) {}
    func userFailed(error: Error) {}
    func userLoaded(user: UserInfo) {}
}
