import Foundation

/// The sales tax rate of each region Purchasing buys in, in percent: the last of the form's
/// money cluster.
struct TaxTable {
    let rates: [String: Double]

    /// The rate of `region`, or nil where the table has none.
    func rate(for region: String) -> Double? {
        rates[region]
    }

    /// `rate` as the form writes it, with no zero after its last digit: "8.875", "6.5", "13".
    func written(_ rate: Double) -> String {
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
