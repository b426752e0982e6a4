import Foundation

/// recalculate()'s unit price as a method object: what it read, the locals it wrote, its code,
/// and the discount line that tells the buyer what it settled on; and, as statics, the pricing
/// rules over plain values, the cost a submit sends among them.
struct UnitPricing {
    let product: Product
    let quantity: Int
    let day: Date
    var unitPrice = 0.0
    var discount = 0.0
    var discountReason = ""
    var onContract = false
    /// What one unit costs, its discount taken off unitPrice: US dollars rounded to cents.
    var price = 0.0

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
            (discount, discountReason) = Self.tierDiscount(quantity: quantity)
        }
        if let promotion = product.promotion, Self.promotionRuns(promotion, on: day) {
            if onContract {
                unitPrice = unitPrice * (1 - promotion.percentOff / 100)
                discount = promotion.percentOff
                discountReason = "promotion on contract price"
            } else if promotion.percentOff > discount {
                discount = promotion.percentOff
                discountReason = "promotion until " + promotion.ends
            }
        }
        price = unitPrice
        if !onContract {
            price = unitPrice * (1 - discount / 100)
        }
        price = (price * 100).rounded() / 100
    }

    /// The discount line the form shows: the percent off and why, the contract that replaced
    /// the list price, or nothing.
    var discountLine: String? {
        if discount > 0 {
            var percent = String(format: "%.1f", discount)
            if percent.hasSuffix(".0") {
                percent = String(percent.dropLast(2))
            }
            return "Discount: \(percent)% (\(discountReason))"
        } else if onContract {
            return "Discount: \(discountReason)"
        } else {
            return nil
        }
    }

    /// The tier a quantity earns off the list price, in percent, and the words that say so.
    static func tierDiscount(quantity: Int) -> (percent: Double, reason: String) {
        if quantity >= 100 {
            return (15, "100 or more")
        } else if quantity > 50 {
            return (10, "50 or more")
        } else if quantity >= 10 {
            return (5, "10 or more")
        }
        return (0, "")
    }

    /// The unit cost a submit sends for `quantity` units of `product`: its list cost less a
    /// tier's discount by a ladder of its own, worked out apart from the price the form shows.
    static func submittedCost(of product: Product, quantity: Int) -> Double {
        var cost = product.cost
        if quantity >= 100 {
            cost = cost * 0.85
        } else if quantity >= 50 {
            cost = cost * 0.9
        } else if quantity >= 10 {
            cost = cost * 0.95
        }
        return cost
    }

    /// Whether `promotion` runs on `day`: from its first day up to, not on, its last.
    static func promotionRuns(_ promotion: Promotion, on day: Date) -> Bool {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd"
        guard let starts = formatter.date(from: promotion.starts),
            let ends = formatter.date(from: promotion.ends)
        else { return false }
        return day >= starts && day < ends
    }
}
