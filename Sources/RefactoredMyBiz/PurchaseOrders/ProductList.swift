import Foundation
import MiniUIKit

/// The products the form offers and the one chosen, as the form's table shows them: a row each,
/// its name and list price, the chosen one checked; choosing a row chooses its product.
final class ProductList: UITableViewDataSource, UITableViewDelegate {
    var products: [Product] = []
    var selected: Product?
    /// What the form does once a row is chosen and the table shows the choice.
    var productChosen: () -> Void = {}

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return products.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: "ProductCell")
        let product = products[indexPath.row]
        cell.textLabel?.text = product.name
        cell.detailTextLabel?.text = String(format: "$%.2f", product.cost)
        cell.accessoryType = product.id == selected?.id ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected = products[indexPath.row]
        tableView.reloadData()
        productChosen()
    }
}
