import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// The new purchase order form as the storyboard makes it, priced for `quantity` units of
/// `product` delivered on `day` (MM/dd/yyyy), in the region the defaults hold.
func pricedForm(_ product: Product, quantity: Int, day: String = "03/01/2019")
    -> NewPurchaseOrderViewController
{
    installAppDelegate()
    let form =
        UIStoryboard(name: "Main", bundle: nil)
        .instantiateViewController(withIdentifier: "newPurchaseOrder")
        as! NewPurchaseOrderViewController
    form.products = [product]
    form.loadViewIfNeeded()
    form.selectedProduct = product
    form.quantityField.text = String(quantity)
    form.deliveryField.text = day
    form.recalculate()
    return form
}
