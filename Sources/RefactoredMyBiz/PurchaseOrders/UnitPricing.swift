import Foundation

/// recalculate()'s unit price as a method object: what it read, the locals it wrote, its code.
struct UnitPricing {
    let form: NewPurchaseOrderViewController
    let product: Product
    let quantity: Int
    let day: Date
    var unitPrice = 0.0
    var discount = 0.0
    var discountReason = ""
    var onContract = false

    mutating func run() {
        unitPrice = product.cost
        if let contractPrice = product.contractPrice {
            if quantity >= (product.contractMinimum ?? 0) {
                unitPrice = contractPrice
                onContract = true
                discountReason = "contract with " + (product.supplier ?? "supplier")
            }
        }
        if !onContract {
            (discount, discountReason) = form.tierDiscount(quantity: quantity)
        }
        if let promotion = product.promotion, form.promotionRuns(promotion, on: day) {
            if onContract {
                unitPrice = unitPrice * (1 - promotion.percentOff / 100)
                discount = promotion.percentOff
                discountReason = "promotion on contract price"
            } else if promotion.percentOff > discount {
                discount = promotion.percentOff
                discountReason = "promotion until " + promotion.ends
            }
        }
    }
}
