import Foundation

/// What an order of units at a price comes to: its subtotal, its shipping by Purchasing's rules
/// (free from $500 of goods, with a small order's handling on top) and its tax, worked out in
/// US dollars and given in the currency the order is shown in.
struct OrderTotals {
    static let freeShippingFrom = 500.0
    static let shippingCharge = 25.0
    static let smallOrderFee = SmallOrderFee(below: 100, amount: 15)

    let price: Double
    let subtotal: Double
    let shipping: Double
    let tax: Double
    var total: Double { subtotal + shipping + tax }

    init(price: Double, quantity: Int, onContract: Bool, taxRate: Double, currency: Currency) {
        let subtotal = price * Double(quantity)
        var shipping = 0.0
        if subtotal < Self.freeShippingFrom {
            shipping = Self.shippingCharge
        }
        shipping += Self.smallOrderFee.charge(subtotal: subtotal, onContract: onContract)
        var tax = ((subtotal + shipping) * taxRate) / 100
        tax = (tax * 100).rounded() / 100
        self.price = currency.converted(price)
        self.subtotal = currency.converted(subtotal)
        self.shipping = currency.converted(shipping)
        self.tax = currency.converted(tax)
    }
}
