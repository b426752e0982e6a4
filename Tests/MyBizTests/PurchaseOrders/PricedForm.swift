import Foundation
import MiniUIKit
import XCTest

@testable import RefactoredMyBiz

/// The new purchase order form, priced for `quantity` units of `product` delivered on `day`
/// (MM/dd/yyyy), in New York: its store holds no region.
func pricedForm(_ product: Product, quantity: Int, day: String = "03/01/2019")
    -> NewPurchaseOrderViewController
{
    let form = orderForm()
    form.productList.products = [product]
    form.loadViewIfNeeded()
    form.productList.selected = product
    form.formView.quantityField.text = String(quantity)
    form.formView.deliveryField.text = day
    form.recalculate()
    return form
}

/// The new purchase order form on an installed app's API, reading the buyer from `store` and
/// keeping its draft there, in memory, not in the app's own defaults; an order with no delivery
/// day is priced on a fixed day, not the real clock's. Its view is not yet loaded.
func orderForm(store: OrderFormStoreFake = OrderFormStoreFake()) -> NewPurchaseOrderViewController {
    NewPurchaseOrderViewController(
        api: installAppDelegate().api, defaults: store, now: { .distantPast })
}
