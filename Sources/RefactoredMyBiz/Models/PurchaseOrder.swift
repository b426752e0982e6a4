import Foundation

struct PurchaseOrder: Codable {
    var id: String?
    var poNumber: Int
    var date: Date
    var lines: [LineItem]
}

struct LineItem: Codable {
    var productId: String
    var quantity: Int
    var cost: Double
}
