import Foundation

/// The currency an order's amounts are written in, chosen by the buyer's region; a quote carries
/// it.
struct Currency {
    let symbol: String
    /// What one US dollar is in this currency.
    var perDollar = 1.0

    /// The currency an order is shown in for a buyer in `region`: Canadian dollars in Ontario,
    /// US dollars everywhere else.
    static func shown(in region: String) -> Currency {
        if region == "ON" {
            return Currency(symbol: "C$", perDollar: 1.36)
        } else {
            return Currency(symbol: "$")
        }
    }

    /// `dollars` in this currency, unrounded: the same amount for the dollar itself.
    func converted(_ dollars: Double) -> Double {
        dollars * perDollar
    }

    /// `amount` rounded to cents, with a comma between thousands: "$1,250.00".
    func written(_ amount: Double) -> String {
        let cents = Int((amount * 100).rounded())
        var whole = String(cents / 100)
        var grouped = ""
        while whole.count > 3 {
            grouped = "," + String(whole.suffix(3)) + grouped
            whole = String(whole.dropLast(3))
        }
        return symbol + whole + grouped + "." + String(format: "%02d", cents % 100)
    }
}
