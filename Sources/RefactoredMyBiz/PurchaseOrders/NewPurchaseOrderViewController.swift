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

    let deliveryField = UITextField()
    let updateButton = UIButton()
    let summary = OrderSummaryView()
    let approvalLabel = UILabel()
    let messageLabel = UILabel()
    let clearButton = UIButton()

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

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Purchase Order"
        numberLabel.text = "PO #\(poNumber)"
        productsTable.dataSource = self
        productsTable.delegate = self
        quantityField.placeholder = "Quantity"
        submitButton.setTitle("Submit", for: .normal)
        submitButton.addAction(
            UIAction { [weak self] _ in
                self?.submit()
            }, for: .touchUpInside)

        deliveryField.placeholder = "Deliver by (MM/DD/YYYY)"
        updateButton.setTitle("Update Total", for: .normal)
        updateButton.addAction(
            UIAction { [weak self] _ in
                self?.recalculate()
            }, for: .touchUpInside)
        clearButton.setTitle("Start Over", for: .normal)
        clearButton.addAction(
            UIAction { [weak self] _ in
                self?.startOver()
            }, for: .touchUpInside)

        view.addSubview(numberLabel)
        view.addSubview(productsTable)
        view.addSubview(quantityField)
        view.addSubview(deliveryField)
        view.addSubview(updateButton)
        view.addSubview(summary)
        view.addSubview(approvalLabel)
        view.addSubview(messageLabel)
        view.addSubview(submitButton)
        view.addSubview(clearButton)

        if let draft = defaults.dictionary(forKey: "poDraft"),
            draft["poNumber"] as? Int == poNumber
        {
            quantityField.text = draft["quantity"] as? String
            deliveryField.text = draft["deliverBy"] as? String
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
        messageLabel.text = nil
        approvalLabel.text = nil
        needsApproval = false
        approvalConfirmed = false
        calculated = false
        guard let product = selectedProduct else {
            summary.unitPriceLabel.text = nil
            summary.discountLabel.text = nil
            summary.subtotalLabel.text = nil
            summary.shippingLabel.text = nil
            summary.taxLabel.text = nil
            summary.totalLabel.text = nil
            return
        }

        var draft: [String: Any] = ["poNumber": poNumber, "productId": product.id]
        draft["quantity"] = quantityField.text ?? ""
        draft["deliverBy"] = deliveryField.text ?? ""
        defaults.set(draft, forKey: "poDraft")

        let entry = OrderEntry(
            quantity: quantityField.text ?? "", deliverBy: deliveryField.text ?? "", today: now())
        messageLabel.text = entry.message
        guard let quantity = entry.quantity else {
            summary.totalLabel.text = nil
            return
        }

        let region = defaults.string(forKey: "userRegion") ?? "NY"
        currency = Currency.shown(in: region)

        var pricing = UnitPricing(product: product, quantity: quantity, day: entry.day)
        pricing.run()

        let rate = taxRate(for: region)
        let totals = OrderTotals(
            price: pricing.price, quantity: quantity, onContract: pricing.onContract,
            taxRate: rate, currency: currency)

        summary.discountLabel.text = pricing.discountLine
        summary.show(totals, region: region, rate: rate, currency: currency, taxTable: taxTable)

        showApproval(forTotal: totals.total)
        calculated = true
    }

    /// The tax rate of `region` in percent, or 0 with a message when the table has none.
    func taxRate(for region: String) -> Double {
        var rate = 0.0
        if let r = taxTable.rate(for: region) {
            rate = r
        } else {
            if messageLabel.text == nil {
                messageLabel.text = "No tax rate for \(region); the total leaves out tax."
            }
        }
        return rate
    }

    /// Writes what an order of `total` needs under Purchasing's approval rule, for the role the
    /// buyer holds, and sets the flag and the title submit() goes by.
    func showApproval(forTotal total: Double) {
        let role = defaults.string(forKey: "userRole")
        switch approvalRule.decision(total: total, role: role) {
        case .notNeeded:
            break
        case .approvedByBuyer:
            approvalLabel.text = "Approved by you as a manager."
        case .needsManager:
            needsApproval = true
            approvalLabel.text =
                "Orders over " + money(approvalRule.limit) + " need a manager's approval."
        }
        if needsApproval {
            submitButton.setTitle("Submit for Approval", for: .normal)
        } else {
            submitButton.setTitle("Submit", for: .normal)
        }
    }

    func startOver() {
        selectedProduct = nil
        quantityField.text = ""
        deliveryField.text = ""
        defaults.removeObject(forKey: "poDraft")
        productsTable.reloadData()
        recalculate()
        messageLabel.text = nil
        submitButton.setTitle("Submit", for: .normal)
    }

    func money(_ amount: Double) -> String {
        currency.written(amount)
    }

    func submit(now: Date = Date()) {
        guard let product = selectedProduct else {
            showAlert(title: "Missing Product", message: "Choose a product to order.")
            return
        }
        guard let quantity = Int(quantityField.text ?? ""), quantity > 0 else {
            showAlert(title: "Invalid Quantity", message: "Enter a whole number above zero.")
            return
        }
        if !calculated {
            recalculate()
        }
        if messageLabel.text == "Use MM/DD/YYYY for the delivery date." {
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
