import Foundation

/// What the buyer typed in the purchase order form, read as the pricing needs it before anything
/// is priced.
struct OrderEntry {
    /// One when nothing is typed, nil when the text is not a whole number above zero.
    private(set) var quantity: Int?
    /// Why the quantity is refused, or that Purchasing sees an order this large; nil otherwise.
    private(set) var quantityMessage: String?
    /// The day to deliver on: the one typed, or `today` when none is typed or it cannot be read.
    private(set) var day: Date
    /// How to write the day, when the one typed cannot be read; nil otherwise.
    private(set) var dayMessage: String?

    /// What the form tells the buyer of what they typed: a refused quantity's reason alone, or
    /// else the day's message over the quantity's.
    var message: String? {
        quantity == nil ? quantityMessage : dayMessage ?? quantityMessage
    }

    /// Reads `quantity`, a whole number or nothing, and `deliverBy`, a day as MM/DD/YYYY or
    /// nothing, delivering on `today` without one.
    init(quantity quantityText: String, deliverBy text: String, today: Date) {
        (quantity, quantityMessage) = Self.quantity(in: quantityText)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "MM/dd/yyyy"
        day = today
        if !text.isEmpty {
            if let parsed = formatter.date(from: text) {
                day = parsed
            } else {
                dayMessage = "Use MM/DD/YYYY for the delivery date."
            }
        }
    }

    /// The quantity `text` asks for: one when it is empty, nil when it is not a whole number
    /// above zero; and what to tell the buyer of it, or nil.
    static func quantity(in text: String) -> (quantity: Int?, message: String?) {
        let quantityText = text.trimmingCharacters(in: .whitespaces)
        var quantity = 0
        var message: String?
        if quantityText.isEmpty {
            quantity = 1
        } else {
            if let q = Int(quantityText) {
                if q <= 0 {
                    return (nil, "Enter a whole number above zero.")
                } else if q > 500 {
                    message = "Orders of more than 500 go through Purchasing."
                    quantity = q
                } else {
                    quantity = q
                }
            } else {
                return (nil, "Enter a whole number above zero.")
            }
        }
        return (quantity, message)
    }
}
