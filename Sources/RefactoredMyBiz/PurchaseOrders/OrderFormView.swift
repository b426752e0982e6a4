import MiniUIKit

/// The purchase order form's screen: its views, made and laid out in the order the form shows
/// them, with what each says before anything is typed, and the words of an approval with the
/// submit button's name for it. The form's controller loads it as its view and fills it.
class OrderFormView: UIView {
    let numberLabel = UILabel()
    let productsTable = UITableView()
    let quantityField = UITextField()
    let deliveryField = UITextField()
    let updateButton = UIButton()
    let summary = OrderSummaryView()
    let approvalLabel = UILabel()
    let messageLabel = UILabel()
    let submitButton = UIButton()
    let clearButton = UIButton()

    override init() {
        super.init()
        quantityField.placeholder = "Quantity"
        deliveryField.placeholder = "Deliver by (MM/DD/YYYY)"
        updateButton.setTitle("Update Total", for: .normal)
        submitButton.setTitle("Submit", for: .normal)
        clearButton.setTitle("Start Over", for: .normal)
        addSubview(numberLabel)
        addSubview(productsTable)
        addSubview(quantityField)
        addSubview(deliveryField)
        addSubview(updateButton)
        addSubview(summary)
        addSubview(approvalLabel)
        addSubview(messageLabel)
        addSubview(submitButton)
        addSubview(clearButton)
    }

    /// Writes what an order needs under Purchasing's approval rule, with its limit as `limit`
    /// says it, leaving the approval as it is when none is needed, and names the submit button
    /// for it.
    func showApproval(_ decision: ApprovalRule.Decision, limit: String) {
        switch decision {
        case .notNeeded:
            break
        case .approvedByBuyer:
            approvalLabel.text = "Approved by you as a manager."
        case .needsManager:
            approvalLabel.text = "Orders over " + limit + " need a manager's approval."
        }
        if decision == .needsManager {
            submitButton.setTitle("Submit for Approval", for: .normal)
        } else {
            submitButton.setTitle("Submit", for: .normal)
        }
    }
}
