import Foundation
import MiniUIKit

class NewPurchaseOrderViewController: UIViewController {
    /// The table's data source and delegate, and the product chosen.
    let productList = ProductList()
    var poNumber = 0

    /// The screen the form loads as its view.
    let formView = OrderFormView()

    var needsApproval = false
    var approvalConfirmed = false
    var calculated = false
    let taxTable = TaxTable.purchasing
    let approvalRule = ApprovalRule.purchasing

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
        formView.productsTable.dataSource = productList
        formView.productsTable.delegate = productList
        productList.productChosen = { [weak self] in
            self?.recalculate()
        }
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
        restoreDraft()
    }

    /// Fills the form with the draft its store keeps of this order, if any: the two fields, and the
    /// draft's product if it is still offered; then prices the order if a product is chosen.
    func restoreDraft() {
        guard let draft = OrderDraft(in: defaults, for: poNumber) else { return }
        formView.quantityField.text = draft.quantity
        formView.deliveryField.text = draft.deliverBy
        if let productId = draft.productId {
            productList.selected = productList.products.first(where: { $0.id == productId })
        }
        if productList.selected != nil {
            recalculate()
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
        guard let product = productList.selected else {
            formView.summary.clear()
            return
        }

        OrderDraft(
            poNumber: poNumber, productId: product.id,
            quantity: formView.quantityField.text ?? "",
            deliverBy: formView.deliveryField.text ?? ""
        ).keep(in: defaults)

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

        if formView.messageLabel.text == nil {
            formView.messageLabel.text = quote.taxMessage
        }
        formView.summary.show(quote, region: region)

        showApproval(forTotal: quote.totals.total, in: quote.currency)
        calculated = true
    }

    /// Decides what an order of `total` needs under Purchasing's approval rule, for the role the
    /// buyer holds, sets the flag submit() goes by and shows the decision, writing the limit in
    /// `currency`.
    func showApproval(forTotal total: Double, in currency: Currency) {
        let role = defaults.string(forKey: "userRole")
        let decision = approvalRule.decision(total: total, role: role)
        needsApproval = decision == .needsManager
        formView.showApproval(decision, limit: currency.written(approvalRule.limit))
    }

    func startOver() {
        productList.selected = nil
        formView.quantityField.text = ""
        formView.deliveryField.text = ""
        OrderDraft.discard(from: defaults)
        formView.productsTable.reloadData()
        recalculate()
        formView.messageLabel.text = nil
        formView.submitButton.setTitle("Submit", for: .normal)
    }

    func submit(now: Date = Date()) {
        guard let product = productList.selected else {
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
            askToSendForApproval(product, thenSubmitAt: now)
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

    /// Asks the buyer to confirm an order of `product` that waits for a manager; on Send, submits
    /// it again at `now`, confirmed.
    func askToSendForApproval(_ product: Product, thenSubmitAt now: Date) {
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
    }

    func showAlert(title: String, message: String) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

extension NewPurchaseOrderViewController: PurchasesDelegate {
    func purchasesLoaded(purchases: [PurchaseOrder]) {
        OrderDraft.discard(from: defaults)
        navigationController?.popViewController(animated: true)
    }

    func purchasesFailed(error: Error) {
        let message = (error as? APIError)?.reason ?? "Something went wrong."
        showAlert(title: "Could not submit", message: message)
    }
}
