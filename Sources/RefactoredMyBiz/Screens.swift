/// The composition root: the one place that makes the app's screens, each given what it
/// depends on. The storyboard asks it for its scenes, with the app delegate's objects.
struct Screens {
    let api: API
    let eventStore: EventStore
    let userId: String?
    let showHome: (_ userId: String) -> Void
    let showLogin: () -> Void

    func login() -> LoginViewController {
        .init(loginAPI: RetryingLoginAPI(wrapping: api), showHome: showHome)
    }
    func announcements() -> AnnouncementsTableViewController { .init(api: api) }
    func calendar() -> CalendarViewController { .init(api: api, store: eventStore) }
    func orgChart() -> OrgTableViewController { .init(api: api) }
    func purchaseOrders() -> PurchaseOrdersTableViewController { .init(api: api) }
    func newPurchaseOrder() -> NewPurchaseOrderViewController { .init(api: api) }
    func settings() -> SettingsTableViewController {
        .init(api: api, userId: userId, showLogin: showLogin)
    }
}
