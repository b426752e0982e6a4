import Foundation

/// What an order of a product costs where the buyer is: its unit's pricing, the currency and tax
/// rate of the region (with the message for a region the tax table lacks) and the order's totals
/// in that currency. The form works it out whole, then writes it.
struct OrderQuote {
    let pricing: UnitPricing
    let currency: Currency
    let rate: Double
    let taxMessage: String?
    let totals: OrderTotals

    init(product: Product, quantity: Int, day: Date, region: String, taxTable: TaxTable) {
        currency = Currency.shown(in: region)
        var pricing = UnitPricing(product: product, quantity: quantity, day: day)
        pricing.run()
        self.pricing = pricing
        (rate, taxMessage) = taxTable.charged(in: region)
        totals = OrderTotals(
            price: pricing.price, quantity: quantity, onContract: pricing.onContract,
            taxRate: rate, currency: currency)
    }
}
