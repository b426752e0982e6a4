import Foundation

/// Sales tax rates by region, in percent: the last of the form's money cluster.
struct TaxTable {
    /// The regions Purchasing buys in and their rates.
    static let purchasing = TaxTable(rates: [
        "NY": 8.875, "NJ": 6.625, "CA": 7.25, "TX": 6.25, "WA": 6.5, "ON": 13,
    ])

    let rates: [String: Double]

    /// The rate of `region`, or nil where the table has none.
    func rate(for region: String) -> Double? {
        rates[region]
    }

    /// The rate charged in `region` in percent, or 0 with the message that says so when the table
    /// has none.
    func charged(in region: String) -> (rate: Double, message: String?) {
        if let found = rate(for: region) {
            return (found, nil)
        }
        return (0, "No tax rate for \(region); the total leaves out tax.")
    }

    /// `rate` as the form writes it, with no zero after its last digit: "8.875", "6.5", "13".
    static func written(_ rate: Double) -> String {
        var percent = String(format: "%.3f", rate)
        while percent.hasSuffix("0") {
            percent = String(percent.dropLast())
        }
        if percent.hasSuffix(".") {
            percent = String(percent.dropLast())
        }
        return percent
    }
}
