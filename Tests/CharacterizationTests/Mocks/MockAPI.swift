import Foundation

#if REFACTORED
    @testable import RefactoredMyBiz
#else
    @testable import LegacyMyBiz
#endif

/// The seed's `MockAPI` (a stub): the API with its calls answered on the main queue with canned
/// data. Like the API, it is used on the main thread only, which is what the unchecked
/// `Sendable` promises. As in the seed, the one file serves both test targets: MyBizTests links
/// to it.
final class MockAPI: API, @unchecked Sendable {
    var mockEvents: [Event] = []
    var mockEmployees: [Employee] = []
    var mockEventsError: Error?
    var mockOrgError: Error?
    var getEventsCallCount = 0

    override func getEvents() {
        getEventsCallCount += 1
        DispatchQueue.main.async {
            if let error = self.mockEventsError {
                self.delegate?.eventsFailed(error: error)
            } else {
                self.delegate?.eventsLoaded(events: self.mockEvents)
            }
        }
    }

    override func getOrgChart() {
        DispatchQueue.main.async {
            if let error = self.mockOrgError {
                self.delegate?.orgFailed(error: error)
            } else {
                self.delegate?.orgLoaded(org: self.mockEmployees)
            }
        }
    }

    override func getAnnouncements() {
        DispatchQueue.main.async {
            self.delegate?.announcementsLoaded(announcements: [])
        }
    }

    override func getProducts() {
        DispatchQueue.main.async {
            self.delegate?.productsLoaded(products: [])
        }
    }

    override func getPurchases() {
        DispatchQueue.main.async {
            self.delegate?.purchasesLoaded(purchases: [])
        }
    }

    override func getUser(id: String) {}
}
