import Foundation
import MiniUIKit

class NewPurchaseOrderViewController: UIViewController {
    var products: [Product] = []
    var poNumber = 0
    var selectedProduct: Product?

    /// The screen the form loads as its view.
    let formView = OrderFormView()

    var needsApproval = false
    var approvalConfirmed = false
    var calculated = false
    var currency = Currency(symbol: "$")
    let taxTable = TaxTable(rates: [
        "NY": 8.875, "NJ": 6.625, "CA": 7.25, "TX": 6.25, "WA": 6.5, "ON": 13,
    ])
    let approvalRule = ApprovalRule(limit: 10000)

    let api: API
    /// Where the form finds the buyer's region and role, and keeps its draft.
    let defaults: OrderFormStore
    /// The clock, for an order whose delivery day is not given.
    let now: () -> Date

    init(
        api: API, defaults: OrderFormStore = UserDefaults.standard,
        now: @escaping () -> Date = Date.init
    ) {
        self.api = api
        self.defaults = defaults
        self.now = now
        super.init()
    }

    override func loadView() {
        view = formView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Purchase Order"
        formView.numberLabel.text = "PO #\(poNumber)"
        formView.productsTable.dataSource = self
        formView.productsTable.delegate = self
        formView.submitButton.addAction(
            UIAction { [weak self] _ in
                self?.submit()
            }, for: .touchUpInside)
        formView.updateButton.addAction(
            UIAction { [weak self] _ in
                self?.recalculate()
            }, for: .touchUpInside)
        formView.clearButton.addAction(
            UIAction { [weak self] _ in
                self?.startOver()
            }, for: .touchUpInside)

        if let draft = defaults.dictionary(forKey: "poDraft"),
            draft["poNumber"] as? Int == poNumber
        {
            formView.quantityField.text = draft["quantity"] as? String
            formView.deliveryField.text = draft["deliverBy"] as? String
            if let productId = draft["productId"] as? String {
                selectedProduct = products.first(where: { $0.id == productId })
            }
            if selectedProduct != nil {
                recalculate()
            }
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        api.delegate = self
    }

    // Works out the price, the discount, the tax and the total for what is on the form, and
    // keeps the draft.
    func recalculate() {
        formView.messageLabel.text = nil
        formView.approvalLabel.text = nil
        needsApproval = false
        approvalConfirmed = false
        calculated = false
        guard let product = selectedProduct else {
            formView.summary.clear()
            return
        }

        var draft: [String: Any] = ["poNumber": poNumber, "productId": product.id]
        draft["quantity"] = formView.quantityField.text ?? ""
        draft["deliverBy"] = formView.deliveryField.text ?? ""
        defaults.set(draft, forKey: "poDraft")

        let entry = OrderEntry(
            quantity: formView.quantityField.text ?? "",
            deliverBy: formView.deliveryField.text ?? "", today: now())
        formView.messageLabel.text = entry.message
        guard let quantity = entry.quantity else {
            formView.summary.totalLabel.text = nil
            return
        }

        let region = defaults.string(forKey: "userRegion") ?? "NY"
        let quote = OrderQuote(
            product: product, quantity: quantity, day: entry.day, region: region,
            taxTable: taxTable)

        currency = quote.currency
        if formView.messageLabel.text == nil {
            formView.messageLabel.text = quote.taxMessage
        }
        formView.summary.discountLabel.text = quote.pricing.discountLine
        formView.summary.show(
            quote.totals, region: region, rate: quote.rate, currency: currency, taxTable: taxTable)

        showApproval(forTotal: quote.totals.total)
        calculated = true
    }

    /// Writes what an order of `total` needs under Purchasing's approval rule, for the role the
    /// buyer holds, and sets the flag and the title submit() goes by.
    func showApproval(forTotal total: Double) {
        let role = defaults.string(forKey: "userRole")
        switch approvalRule.decision(total: total, role: role) {
        case .notNeeded:
            break
        case .approvedByBuyer:
            formView.approvalLabel.text = "Approved by you as a manager."
        case .needsManager:
            needsApproval = true
            formView.approvalLabel.text =
                "Orders over " + money(approvalRule.limit) + " need a manager's approval."
        }
        if needsApproval {
            formView.submitButton.setTitle("Submit for Approval", for: .normal)
        } else {
            formView.submitButton.setTitle("Submit", for: .normal)
        }
    }

    func startOver() {
        selectedProduct = nil
        formView.quantityField.text = ""
        formView.deliveryField.text = ""
        defaults.removeObject(forKey: "poDraft")
        formView.productsTable.reloadData()
        recalculate()
        formView.messageLabel.text = nil
        formView.submitButton.setTitle("Submit", for: .normal)
    }

    func money(_ amount: Double) -> String {
        currency.written(amount)
    }

    func submit(now: Date = Date()) {
        guard let product = selectedProduct else {
            showAlert(title: "Missing Product", message: "Choose a product to order.")
            return
        }
        guard let quantity = Int(formView.quantityField.text ?? ""), quantity > 0 else {
            showAlert(title: "Invalid Quantity", message: "Enter a whole number above zero.")
            return
        }
        if !calculated {
            recalculate()
        }
        if formView.messageLabel.text == "Use MM/DD/YYYY for the delivery date." {
            showAlert(title: "Invalid Date", message: "Use MM/DD/YYYY for the delivery date.")
            return
        }
        if needsApproval && !approvalConfirmed {
            let alert = UIAlertController(
                title: "Manager Approval",
                message: "This order waits for a manager before it goes to "
                    + (product.supplier ?? "the supplier") + ".",
                preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(
                UIAlertAction(title: "Send", style: .default) { [weak self] _ in
                    self?.approvalConfirmed = true
                    self?.submit(now: now)
                })
            present(alert, animated: true)
            return
        }
        let cost = UnitPricing.submittedCost(of: product, quantity: quantity)
        let po = PurchaseOrder(
            id: nil,
            poNumber: poNumber,
            date: now,
            lines: [LineItem(productId: product.id, quantity: quantity, cost: cost)])
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
        recalculate()
    }
}

extension NewPurchaseOrderViewController: PurchasesDelegate {
    func purchasesLoaded(purchases: [PurchaseOrder]) {
        defaults.removeObject(forKey: "poDraft")
        navigationController?.popViewController(animated: true)
    }

    func purchasesFailed(error: Error) {
        let message = (error as? APIError)?.reason ?? "Something went wrong."
        showAlert(title: "Could not submit", message: message)
    }
}
