import MiniUIKit

/// The lines under the purchase order form's fields that say what a unit and the order cost, in
/// the order the form shows them.
class OrderSummaryView: UIView {
    let unitPriceLabel = UILabel()
    let discountLabel = UILabel()
    let subtotalLabel = UILabel()
    let shippingLabel = UILabel()
    let taxLabel = UILabel()
    let totalLabel = UILabel()

    override init() {
        super.init()
        addSubview(unitPriceLabel)
        addSubview(discountLabel)
        addSubview(subtotalLabel)
        addSubview(shippingLabel)
        addSubview(taxLabel)
        addSubview(totalLabel)
    }

    /// Writes what `quote` says an order costs, in the quote's currency: the unit price, its
    /// discount, the subtotal, the shipping (or that it is free), the tax with `region` and its
    /// rate (or that there is none) and the total.
    func show(_ quote: OrderQuote, region: String) {
        let (currency, rate, totals) = (quote.currency, quote.rate, quote.totals)
        let (price, subtotal, shipping, tax, total) = (
            totals.price, totals.subtotal, totals.shipping, totals.tax, totals.total
        )
        discountLabel.text = quote.pricing.discountLine
        unitPriceLabel.text = "Unit price: " + currency.written(price)
        subtotalLabel.text = "Subtotal: " + currency.written(subtotal)
        if shipping > 0 {
            shippingLabel.text = "Shipping: " + currency.written(shipping)
        } else {
            shippingLabel.text = "Shipping: free"
        }
        if rate > 0 {
            taxLabel.text = "Tax (\(region) \(TaxTable.written(rate))%): " + currency.written(tax)
        } else {
            taxLabel.text = "Tax: none"
        }
        totalLabel.text = "Total: " + currency.written(total)
    }

    /// Empties every line, as a form with no product chosen shows them.
    func clear() {
        unitPriceLabel.text = nil
        discountLabel.text = nil
        subtotalLabel.text = nil
        shippingLabel.text = nil
        taxLabel.text = nil
        totalLabel.text = nil
    }
}
